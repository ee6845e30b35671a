import type { StructureDefinition } from '@medplum/fhirtypes';
import type { CheckerData } from './data';

/**
 * The checker's data in two parts: what every check reads (the data types, R4's profiles of them,
 * the abstract Resource and DomainResource, the terminology and the module's data), and each
 * resource type's definition on its own, read only by a check that meets that type. A
 * MedicationRequest check reads 3 of R4's 146 resource definitions instead of all of them.
 */
export interface SplitCheckerData {
  /** The data without the resource types' definitions. */
  data: CheckerData;
  /** Each concrete resource type's definition, by type name. */
  definitions: Record<string, StructureDefinition>;
}

const onDemand = (definition: StructureDefinition): boolean =>
  definition.kind === 'resource' && !definition.abstract && definition.name === definition.type;

export function splitCheckerData(data: CheckerData): SplitCheckerData {
  const definitions: Record<string, StructureDefinition> = {};
  for (const definition of data.structureDefinitions) {
    if (onDemand(definition) && definition.name) definitions[definition.name] = definition;
  }
  return {
    data: {
      ...data,
      readDefinition: undefined,
      structureDefinitions: data.structureDefinitions.filter((definition) => !onDemand(definition)),
    },
    definitions,
  };
}
