import {
  getDataType,
  indexStructureDefinitionBundle,
  isDataTypeLoaded,
  type InternalSchemaElement,
  type InternalTypeSchema,
} from '@medplum/core';
import type { StructureDefinition } from '@medplum/fhirtypes';
import type { CheckerData } from './data';
import { own } from './own';

/**
 * @medplum/core keeps the structure definitions it validates with in one index per JavaScript
 * realm (the page's worker, the command line, a test process). Indexing all of R4 takes seconds,
 * so a check indexes what its input can hold: the types its resources can contain, from the
 * resource types it names, each type once.
 */
const indexedTypes = new WeakMap<CheckerData, Set<string>>();
const definitionsByName = new WeakMap<CheckerData, Map<string, StructureDefinition | undefined>>();

/** The definition of a type by name: the data's own, or one it reads on demand. */
function definitionOf(data: CheckerData, name: string): StructureDefinition | undefined {
  let map = definitionsByName.get(data);
  if (!map) {
    // A profile of a type (SimpleQuantity) is not a type of its own: the validator indexes by name.
    map = new Map(
      data.structureDefinitions
        .filter(
          (definition) => definition.name !== undefined && definition.name === definition.type,
        )
        .map((definition) => [definition.name as string, definition]),
    );
    definitionsByName.set(data, map);
  }
  if (map.has(name)) return map.get(name);
  const read = data.readDefinition?.(name);
  // A type not read yet may be read later (the worker loads it for a later check).
  if (read) map.set(name, read);
  return read;
}

/** The types a value of the given types can hold, with their bases. */
function typeClosure(data: CheckerData, roots: Iterable<string>): string[] {
  const found = new Set<string>();
  const pending = [...roots];
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    if (found.has(type)) continue;
    const definition = definitionOf(data, type);
    if (!definition) continue;
    found.add(type);
    const base = definition.baseDefinition?.split('/').pop();
    if (base) pending.push(base);
    for (const element of definition.snapshot?.element ?? []) {
      for (const { code } of element.type ?? []) if (!code.includes('/')) pending.push(code);
    }
  }
  return [...found];
}

/**
 * Adds the data's definitions to the validator's index: those a value of the `roots` types can
 * hold, or all of them when no roots are given.
 */
export function indexDefinitions(data: CheckerData, roots?: Iterable<string>): void {
  let done = indexedTypes.get(data);
  if (!done) {
    done = new Set();
    indexedTypes.set(data, done);
  }
  const all = (): string[] => [
    ...data.structureDefinitions.flatMap((definition) => definition.name ?? []),
    ...data.r4ResourceTypes,
  ];
  const wanted = typeClosure(data, roots ?? all());
  const missing = wanted.filter((name) => !done.has(name));
  if (missing.length === 0) return;
  indexStructureDefinitionBundle(missing.flatMap((name) => definitionOf(data, name) ?? []));
  missing.forEach((name) => done.add(name));
}

/**
 * The resource types whose definitions the data holds only on demand that a check of this value
 * reads: those the value names, and those their definitions refer to (a Bundle's
 * `entry.response.outcome` is an OperationOutcome). A type not readable yet cannot name further
 * ones: the page's worker loads what this answers and asks again until nothing is missing.
 * Never throws.
 */
export function definitionsToRead(value: unknown, data: CheckerData): string[] {
  let named: Set<string>;
  try {
    named = resourceTypesIn(value);
  } catch {
    // Deeper than the stack: the check refuses it before it reads any definition.
    return [];
  }
  // The stand-in of each Bundle entry (structure.ts) is a Parameters.
  named.add('Parameters');
  const resourceTypes = new Set(data.r4ResourceTypes);
  const held = new Set(data.structureDefinitions.map((definition) => definition.name));
  const pending = [...named].filter((type) => resourceTypes.has(type) && !held.has(type));
  const found = new Set(pending);
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    for (const element of definitionOf(data, type)?.snapshot?.element ?? []) {
      for (const { code } of element.type ?? []) {
        if (!resourceTypes.has(code) || held.has(code) || found.has(code)) continue;
        found.add(code);
        pending.push(code);
      }
    }
  }
  return [...found].sort();
}

/** Every `resourceType` a JSON value names, at any depth: the resources it holds. */
export function resourceTypesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) resourceTypesIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'resourceType' && typeof child === 'string') found.add(child);
      else if (typeof child === 'object' && child !== null) resourceTypesIn(child, found);
    }
  }
  return found;
}

/** The schema of an R4 type or backbone element, or undefined when the data does not hold it. */
export function typeSchema(type: string): InternalTypeSchema | undefined {
  return isDataTypeLoaded(type) ? getDataType(type) : undefined;
}

/** Whether the data holds this resource type (a type whose schema has a resourceType). */
export function isKnownResourceType(data: CheckerData, type: string): boolean {
  const definition = definitionOf(data, type);
  return definition?.kind === 'resource' && !definition.abstract;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The R4 element behind a JSON property, choice elements (`medication[x]`) resolved to their type. */
export function elementForProperty(
  typeName: string,
  key: string,
): { element: InternalSchemaElement; type: string; name: string } | undefined {
  const schema = typeSchema(typeName);
  if (!schema) return undefined;
  const direct = own(schema.elements, key);
  if (direct) return { element: direct, type: direct.type[0]?.code ?? '', name: key };
  for (const [name, element] of Object.entries(schema.elements)) {
    if (!name.endsWith('[x]')) continue;
    const base = name.slice(0, -3);
    if (!key.startsWith(base)) continue;
    const chosen = element.type.find((t) => capitalize(t.code) === key.slice(base.length));
    if (chosen) return { element, type: chosen.code, name };
  }
  return undefined;
}
