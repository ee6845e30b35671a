/**
 * The published R4 examples of the corpus: which files of `hl7.fhir.r4.examples` 4.0.1 (a
 * devDependency, CC0-1.0, never copied into the repository) are checked, and which of them are
 * not valid R4 with the reason and the rules that must say so. Every other file is valid R4.
 */

/** The resource types whose every published example is in the corpus: the module's and their neighbours. */
export const exampleTypes = [
  'MedicationRequest',
  'Medication',
  'ServiceRequest',
  'OperationOutcome',
  'Bundle',
  'Parameters',
  'MedicationDispense',
  'MedicationAdministration',
  'MedicationStatement',
  'MedicationKnowledge',
  'Patient',
  'Practitioner',
  'Organization',
  'Substance',
  'Observation',
  'Immunization',
  'AllergyIntolerance',
  'Condition',
  'Encounter',
  'Provenance',
  // Found by the bench over the whole package (base64 with whitespace, CapabilityStatement.format).
  'Binary',
  'Media',
  'CapabilityStatement',
] as const;

/**
 * Files over this size are the specification's definition Bundles (every profile, extension,
 * value set): over the checker's 8 MB limit or seconds each, they belong in a bench, not in
 * `npm test`.
 */
export const maxExampleBytes = 1_000_000;

export interface InvalidExample {
  reason: string;
  /** The rules of the `not-r4` findings, exactly. */
  rules: readonly string[];
}

const tabForm = 'v3-orderableDrugForm has TAB (codes are case-sensitive), not “Tab”';
const patchForm = 'v3-orderableDrugForm has PATCH, not “patch”';
const ea = 'UCUM has no unit “ea” (an annotation is written “{each}”)';

/** Published examples that are not valid R4, by file name. */
export const invalidExamples: Readonly<Record<string, InvalidExample>> = {
  'Bundle-father.json': {
    reason: 'UCUM has no unit “tbl” (“{tbl}” is an annotation)',
    rules: ['ucum-code'],
  },
  'Medication-med0304.json': { reason: tabForm, rules: ['hl7-code'] },
  'Medication-med0309.json': { reason: tabForm, rules: ['hl7-code'] },
  'MedicationAdministration-medadmin0312.json': { reason: patchForm, rules: ['hl7-code'] },
  'MedicationDispense-meddisp0301.json': {
    reason: 'v3-orderableDrugForm has no code “Vial”',
    rules: ['hl7-code'],
  },
  'MedicationDispense-meddisp0309.json': {
    reason: 'UCUM writes a drop “[drp]”, not “drop”',
    rules: ['ucum-code'],
  },
  'MedicationDispense-meddisp0313.json': {
    reason: 'UCUM writes milliequivalents “meq”, not “mEq”',
    rules: ['ucum-code'],
  },
  'MedicationDispense-meddisp0318.json': {
    reason: 'UCUM writes micrograms “ug”, not “mcg”',
    rules: ['ucum-code'],
  },
  'MedicationDispense-meddisp0324.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationDispense-meddisp0325.json': { reason: patchForm, rules: ['hl7-code'] },
  'MedicationDispense-meddisp0327.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationDispense-meddisp0328.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationDispense-meddisp0329.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationRequest-medrx0301.json': {
    reason: 'dispenseRequest.performer is Reference(Organization) in R4, not a Practitioner',
    rules: ['reference-target'],
  },
  'MedicationRequest-medrx0304.json': {
    reason: 'UCUM writes a drop “[drp]”, not “drop”',
    rules: ['ucum-code'],
  },
  'MedicationRequest-medrx0313.json': { reason: tabForm, rules: ['hl7-code'] },
  'MedicationRequest-medrx0314.json': {
    reason: `${tabForm}; UCUM writes micrograms “ug”, not “mcg”`,
    rules: ['hl7-code', 'ucum-code'],
  },
  'MedicationRequest-medrx0319.json': {
    reason: 'UCUM writes millilitres per hour “mL/h”, not “ml/hr”',
    rules: ['ucum-code'],
  },
  'MedicationRequest-medrx0322.json': {
    reason: 'UCUM writes milliequivalents “meq”, not “mEq”',
    rules: ['ucum-code'],
  },
  'MedicationRequest-medrx0325.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationRequest-medrx0326.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationRequest-medrx0327.json': { reason: patchForm, rules: ['hl7-code'] },
  'MedicationRequest-medrx0328.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationRequest-medrx0329.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationRequest-medrx0334.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationRequest-medrx0335.json': { reason: ea, rules: ['ucum-code'] },
  'MedicationStatement-example001.json': { reason: tabForm, rules: ['hl7-code'] },
  'MedicationStatement-example002.json': { reason: tabForm, rules: ['hl7-code'] },
  'MedicationStatement-example003.json': {
    reason: 'v3-orderableDrugForm has TAB, not “tab”',
    rules: ['hl7-code'],
  },
  'Observation-clinical-gender.json': {
    reason: 'Observation.performer may not reference an Encounter in R4',
    rules: ['reference-target'],
  },
};
