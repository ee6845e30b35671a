import data from '@medication-check/data';
import type { StructureDefinition } from '@medplum/fhirtypes';
import {
  checkResource,
  definitionsToRead,
  guideLinks,
  maxInputBytes,
  type CheckOptions,
  type CheckReport,
} from '@medication-module/fhir-checker';

/** Loads one resource type's definition; undefined for a type the data does not hold. */
export type DefinitionLoader = (type: string) => Promise<StructureDefinition | undefined>;

/**
 * The checker with each resource type's definition loaded when a check first meets that type
 * (plugins/check-resource-data): a MedicationRequest check loads three of R4's 146 resource
 * definitions, not all of them. Answers a function that checks a text once the definitions it
 * needs are loaded, and never rejects.
 */
export function checkerLoading(
  load: DefinitionLoader,
): (text: string, options: CheckOptions) => Promise<CheckReport> {
  const loaded = new Map<string, StructureDefinition>();
  const checkerData = { ...data, readDefinition: (type: string) => loaded.get(type) };

  /** Loads the definitions the text's resources need; answers the types that failed to load. */
  async function loadDefinitions(text: string): Promise<string[]> {
    let value: unknown;
    try {
      // Over the limit the check refuses the text unread.
      if (text.length <= maxInputBytes) value = JSON.parse(text);
    } catch {
      // Not JSON: the check reports where.
    }
    const failed = new Set<string>();
    const missing = new Set<string>();
    // A definition may name further types (a Bundle's names OperationOutcome): ask until none is missing.
    for (;;) {
      const wanted = definitionsToRead(value, checkerData).filter(
        (type) => !loaded.has(type) && !failed.has(type) && !missing.has(type),
      );
      if (wanted.length === 0) break;
      await Promise.all(
        wanted.map(async (type) => {
          try {
            const definition = await load(type);
            if (definition) loaded.set(type, definition);
            else missing.add(type);
          } catch {
            failed.add(type);
          }
        }),
      );
    }
    return [...failed].sort();
  }

  return async (text, options) => {
    const failed = await loadDefinitions(text);
    if (failed.length === 0) return checkResource(text, checkerData, options);
    return {
      findings: [
        {
          kind: 'advice',
          severity: 'warning',
          rule: 'definitions-not-loaded',
          path: '$',
          message: `The checker could not load the FHIR R4 definitions of ${failed.join(', ')}, so it checked nothing: check the connection and press Check again.`,
          guide: guideLinks.checkResource,
        },
      ],
      explanations: [],
      counts: { error: 0, warning: 1, information: 0 },
    };
  };
}
