import {
  getDataType,
  indexStructureDefinitionBundle,
  isDataTypeLoaded,
  type InternalSchemaElement,
  type InternalTypeSchema,
} from '@medplum/core';
import type { CheckerData } from './data';
import { own } from './own';

/**
 * @medplum/core keeps the structure definitions it validates with in one index per JavaScript
 * realm (the page's worker, the command line, a test process); each data object is added once.
 */
const indexed = new WeakSet<CheckerData>();

export function indexDefinitions(data: CheckerData): void {
  if (indexed.has(data)) return;
  // A profile of a type (SimpleQuantity) is not a type of its own: the validator indexes by name.
  indexStructureDefinitionBundle(
    data.structureDefinitions.filter((definition) => definition.name === definition.type),
  );
  indexed.add(data);
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
