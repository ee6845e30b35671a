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
const definitionsByName = new WeakMap<CheckerData, ReadonlyMap<string, StructureDefinition>>();

function byName(data: CheckerData): ReadonlyMap<string, StructureDefinition> {
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
  return map;
}

/** The types a value of the given types can hold, with their bases. */
function typeClosure(
  definitions: ReadonlyMap<string, StructureDefinition>,
  roots: Iterable<string>,
): string[] {
  const found = new Set<string>();
  const pending = [...roots];
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    const definition = definitions.get(type);
    if (found.has(type) || !definition) continue;
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
  const definitions = byName(data);
  let done = indexedTypes.get(data);
  if (!done) {
    done = new Set();
    indexedTypes.set(data, done);
  }
  const wanted = roots === undefined ? [...definitions.keys()] : typeClosure(definitions, roots);
  const missing = wanted.filter((name) => !done.has(name));
  if (missing.length === 0) return;
  indexStructureDefinitionBundle(missing.flatMap((name) => definitions.get(name) ?? []));
  missing.forEach((name) => done.add(name));
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
  return data.structureDefinitions.some(
    (definition) =>
      definition.name === type && definition.kind === 'resource' && !definition.abstract,
  );
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
