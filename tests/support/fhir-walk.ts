import { getDataType, type InternalSchemaElement } from '@medplum/core';
import { loadR4StructureDefinitions } from './fhir-definitions';

/** One element value met while walking a FHIR JSON value along the R4 structure definitions. */
export interface FhirNode {
  /** JSON path inside the checked value, for example `$.dosageInstruction[0].timing.repeat`. */
  path: string;
  /** The JSON property name, for example `periodUnit` or `medicationCodeableConcept`. */
  key: string;
  /** The FHIR type that holds the property, for example `TimingRepeat`. */
  parentType: string;
  /** The FHIR type of this value (the chosen type for choice elements). */
  type: string;
  element: InternalSchemaElement;
  value: unknown;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Finds the R4 element behind a JSON property, resolving choice elements such as `medication[x]`. */
export function elementForProperty(
  typeName: string,
  key: string,
): { element: InternalSchemaElement; type: string } | undefined {
  loadR4StructureDefinitions();
  const { elements } = getDataType(typeName);
  const direct = elements[key];
  if (direct) return { element: direct, type: direct.type[0]?.code ?? '' };
  for (const [name, element] of Object.entries(elements)) {
    if (!name.endsWith('[x]')) continue;
    const base = name.slice(0, -3);
    if (!key.startsWith(base)) continue;
    const chosen = element.type.find((t) => capitalize(t.code) === key.slice(base.length));
    if (chosen) return { element, type: chosen.code };
  }
  return undefined;
}

const isComplexType = (type: string): boolean => /^[A-Z]/.test(type);

/**
 * Visits every element value of a FHIR resource or data type, depth first, including contained
 * resources. Properties that R4 does not define are skipped here: the structure validator reports
 * them.
 */
export function walkFhir(
  typeName: string,
  value: unknown,
  visit: (node: FhirNode) => void,
  path = '$',
): void {
  if (!isPlainObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'resourceType' || key.startsWith('_')) continue;
    const found = elementForProperty(typeName, key);
    if (!found) continue;
    const items = Array.isArray(child) ? child : [child];
    items.forEach((item: unknown, index) => {
      const itemPath = Array.isArray(child) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      const type =
        found.type === 'Resource' && isPlainObject(item) && typeof item.resourceType === 'string'
          ? item.resourceType
          : found.type;
      visit({
        path: itemPath,
        key,
        parentType: typeName,
        type,
        element: found.element,
        value: item,
      });
      if (isComplexType(type)) walkFhir(type, item, visit, itemPath);
    });
  }
}
