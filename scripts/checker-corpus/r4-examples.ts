/**
 * The published R4 examples of the corpus: which files of `hl7.fhir.r4.examples` 4.0.1 (a
 * devDependency, CC0-1.0, never copied into the repository) are checked, and which of them are
 * not valid R4 with the reason and the rules that must say so. Every other file is valid R4.
 * The bench over the whole package (`npm run bench -- --checker-corpus`) reads the same list.
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
  ...outsideTheTypes(),
};

/**
 * The published examples of other types that are not valid R4, as the bench over the whole package
 * found them, each with the R4 rule it breaks. Those up to `maxExampleBytes` are in the suite's
 * corpus too; the larger ones (the ImplementationGuide and the v2 value sets Bundle) only in the
 * bench.
 */
function outsideTheTypes(): Record<string, InvalidExample> {
  const emptyNarrative: InvalidExample = {
    reason:
      'an empty narrative <div>: R4 rule txt-2 (the narrative SHALL have some non-whitespace content), whose expression htmlChecks() is the same as txt-1’s, the name the checker reports',
    rules: ['invariant'],
  };
  const noBase: InvalidExample = {
    reason: 'SearchParameter.base is 1..* in R4, and it is missing',
    rules: ['required-element'],
  };
  const sdf4: InvalidExample = {
    reason:
      'R4 rule sdf-4 (a structure that is not abstract SHALL have a baseDefinition): a logical model with abstract false and no baseDefinition',
    rules: ['invariant'],
  };
  const ras2: InvalidExample = {
    reason:
      'R4 rule ras-2 as R4 writes it (probability is decimal implies (probability as decimal) <= 100) is empty, not true, on a prediction without a probability: `is` on an empty collection is empty, and so is `implies` between two empty ones, in the `fhirpath` engine and in the HL7 Java engine of R4 (opIs, opImplies). An invariant that is not true is broken',
    rules: ['invariant'],
  };
  const mimeTypes: InvalidExample = {
    reason:
      'TestScript’s operation.accept and contentType are bound (required) to R4’s mime types; “xml” and “json” are the short forms of STU3, which R4 no longer lists',
    rules: ['required-binding'],
  };
  const untrimmedCodes: InvalidExample = {
    reason:
      'v2-0550 codes with a leading or trailing space, and one of spaces only: R4’s code is [^\\s]+(\\s[^\\s]+)*',
    rules: ['structure', 'wrong-format'],
  };
  const implementationGuide: InvalidExample = {
    reason:
      'ImplementationGuide.name and .status are 1..1 in R4 and missing; a manifest reference names the SearchParameter whose id has 67 characters, which no R4 id can have (64 at most)',
    rules: ['reference-format', 'required-element'],
  };
  const tabUnit: InvalidExample = {
    reason: 'UCUM has no unit “TAB” (an annotation is written “{TAB}”)',
    rules: ['ucum-code'],
  };
  const extensions = ['author', 'effective', 'end', 'keyword', 'workflow'];
  return {
    'ActivityDefinition-blood-tubes-supply.json': emptyNarrative,
    'ActivityDefinition-heart-valve-replacement.json': emptyNarrative,
    'EventDefinition-example.json': emptyNarrative,
    'Questionnaire-zika-virus-exposure-assessment.json': {
      ...emptyNarrative,
      reason: `${emptyNarrative.reason} (its only content is an empty <pre>)`,
    },
    'Bundle-v2-valuesets.json': untrimmedCodes,
    'CodeSystem-v2-0550.json': untrimmedCodes,
    'Claim-760151.json': tabUnit,
    'Claim-760152.json': tabUnit,
    'DeviceMetric-example.json': {
      reason: 'DeviceMetric.parent is Reference(Device) in R4, not a DeviceDefinition',
      rules: ['reference-target'],
    },
    'DeviceUseStatement-example.json': {
      reason:
        'DeviceUseStatement.reasonReference may reference a Condition, Observation, DiagnosticReport, DocumentReference or Media in R4, not a Procedure',
      rules: ['reference-target'],
    },
    'ImagingStudy-example-xr.json': {
      reason: '“T-15460” is a SNOMED RT code, not a SNOMED CT concept id',
      rules: ['snomed-ct-id'],
    },
    'NutritionOrder-enteralcontinuous.json': {
      reason:
        '“6547210000124112” is no SNOMED CT concept id: its partition identifier 11 makes it the id of a description',
      rules: ['snomed-ct-id'],
    },
    'PlanDefinition-example-cardiology-os.json': {
      reason: '“look up value” is a placeholder, not a SNOMED CT concept id',
      rules: ['snomed-ct-id'],
    },
    'Questionnaire-qs1.json': {
      reason: 'Questionnaire.item.linkId is 1..1 in R4, and the nested items lack it',
      rules: ['required-element'],
    },
    'RiskAssessment-breastcancer-risk.json': ras2,
    'RiskAssessment-prognosis.json': ras2,
    ...Object.fromEntries(
      ['codesystem-extensions-CodeSystem', 'valueset-extensions-ValueSet'].flatMap((stem) =>
        extensions.map((name) => [`SearchParameter-${stem}-${name}.json`, noBase]),
      ),
    ),
    'SearchParameter-questionnaireresponse-extensions-QuestionnaireResponse-item-subject.json': {
      reason: 'its id has 67 characters; an R4 id has 64 at most',
      rules: ['wrong-format'],
    },
    'StructureDefinition-Definition.json': sdf4,
    'StructureDefinition-Event.json': sdf4,
    'StructureDefinition-FiveWs.json': sdf4,
    'StructureDefinition-Request.json': sdf4,
    ...Object.fromEntries(
      ['', '-history', '-multisystem', '-readtest', '-search', '-update'].map((name) => [
        `TestScript-testscript-example${name}.json`,
        mimeTypes,
      ]),
    ),
    'VisionPrescription-33124.json': {
      reason: 'UCUM writes a month “mo”, not “month”',
      rules: ['ucum-code'],
    },
    'ImplementationGuide-fhir.json': implementationGuide,
    'ig-r4.json': implementationGuide,
  };
}
