import type { InternalSchemaElement } from '@medplum/core';
import { elementForProperty } from './definitions';
import { childPath } from './findings';

/** One element value met while walking a FHIR JSON value along the R4 definitions. */
export interface FhirNode {
  /** JSON path inside the checked value: `$.dosageInstruction[0].timing.repeat`. */
  path: string;
  /** The JSON property name: `periodUnit`, `medicationCodeableConcept`. */
  key: string;
  /** The FHIR type that holds the property: `TimingRepeat`, `MedicationRequest`. */
  parentType: string;
  /** The FHIR type of this value (the chosen one for a choice element). */
  type: string;
  element: InternalSchemaElement;
  value: unknown;
  /**
   * The JSON property names from the resource (or root data type) that holds the value:
   * `MedicationRequest.dosageInstruction.timing.repeat`; a contained or entry resource starts
   * its own (`Medication.ingredient`).
   */
  rooted: string;
  /** The JSON path of the resource that holds the value (`$`, `$.entry[3].resource`). */
  resourcePath: string;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isComplexType = (type: string): boolean => /^[A-Z]/.test(type);

/**
 * Visits every element value of a FHIR resource or data type, depth first, contained and Bundle
 * entry resources included. Properties R4 does not define are skipped: the structure check
 * reports them.
 */
export function walkFhir(
  typeName: string,
  value: unknown,
  visit: (node: FhirNode) => void,
  path = '$',
  rooted = typeName,
  resourcePath = '$',
): void {
  if (!isPlainObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'resourceType' || key.startsWith('_')) continue;
    const found = elementForProperty(typeName, key);
    if (!found) continue;
    const items: unknown[] = Array.isArray(child) ? child : [child];
    items.forEach((item, index) => {
      const itemPath = Array.isArray(child)
        ? childPath(childPath(path, key), index)
        : childPath(path, key);
      const type =
        found.type === 'Resource' && isPlainObject(item) && typeof item.resourceType === 'string'
          ? item.resourceType
          : found.type;
      const resource = type !== found.type;
      const node: FhirNode = {
        path: itemPath,
        key,
        parentType: typeName,
        type,
        element: found.element,
        value: item,
        rooted: resource ? type : `${rooted}.${key}`,
        resourcePath: resource ? itemPath : resourcePath,
      };
      visit(node);
      if (isComplexType(type)) {
        walkFhir(type, item, visit, itemPath, node.rooted, node.resourcePath);
      }
    });
  }
}
