/**
 * Cases written for the corpus from the text of FHIR R4 (4.0.1), one rule each: `cites` names the
 * section of the specification that decides the verdict. Invalid cases name the rule of the
 * `not-r4` finding that must report them; valid cases are the traps an R4 checker falls into
 * (what R4 allows although it looks wrong).
 */

export interface WrittenCase {
  name: string;
  cites: string;
  verdict: 'valid' | 'invalid';
  /** For an invalid case: the rule of a `not-r4` finding the checker must give. */
  rule?: string;
  resource: Record<string, unknown>;
}

const ucum = 'http://unitsofmeasure.org';
const xhtml = (body: string): { status: string; div: string } => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>`,
});

const observation = (extra: Record<string, unknown>): Record<string, unknown> => ({
  resourceType: 'Observation',
  id: 'corpus-observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '8310-5', display: 'Body temperature' }] },
  subject: { reference: 'Patient/example' },
  ...extra,
});

const prescription = (extra: Record<string, unknown>): Record<string, unknown> => ({
  resourceType: 'MedicationRequest',
  id: 'corpus-prescription',
  status: 'active',
  intent: 'order',
  medicationCodeableConcept: {
    coding: [{ system: 'http://www.whocc.no/atc', code: 'N02BE01', display: 'paracetamol' }],
  },
  subject: { reference: 'Patient/example' },
  ...extra,
});

const dose = (quantity: Record<string, unknown>): Record<string, unknown> =>
  prescription({
    dosageInstruction: [{ text: 'as directed', doseAndRate: [{ doseQuantity: quantity }] }],
  });

const patient = (extra: Record<string, unknown>): Record<string, unknown> => ({
  resourceType: 'Patient',
  id: 'corpus-patient',
  ...extra,
});

const capabilities = (format: readonly string[]): Record<string, unknown> => ({
  resourceType: 'CapabilityStatement',
  id: 'corpus-capabilities',
  status: 'active',
  date: '2020-01-01',
  kind: 'instance',
  implementation: { description: 'corpus server' },
  fhirVersion: '4.0.1',
  format,
  rest: [{ mode: 'server' }],
});

const invalid = (
  name: string,
  cites: string,
  rule: string,
  resource: Record<string, unknown>,
): WrittenCase => ({ name, cites, verdict: 'invalid', rule, resource });
const valid = (name: string, cites: string, resource: Record<string, unknown>): WrittenCase => ({
  name,
  cites,
  verdict: 'valid',
  resource,
});

export const writtenCases: readonly WrittenCase[] = [
  // Data type invariants (datatypes.html).
  invalid(
    'a quantity code without a system',
    'datatypes.html#Quantity qty-3',
    'invariant',
    observation({ valueQuantity: { value: 37, code: 'Cel' } }),
  ),
  invalid(
    'a comparator on a SimpleQuantity',
    'datatypes.html#SimpleQuantity sqty-1',
    'invariant',
    dose({ value: 1, comparator: '<', unit: 'mg', system: ucum, code: 'mg' }),
  ),
  invalid(
    'a range whose low is above its high',
    'datatypes.html#Range rng-2',
    'invariant',
    observation({
      valueRange: {
        low: { value: 5, system: ucum, code: 'mg' },
        high: { value: 2, system: ucum, code: 'mg' },
      },
    }),
  ),
  invalid(
    'a ratio with a numerator only',
    'datatypes.html#Ratio rat-1',
    'invariant',
    observation({ valueRatio: { numerator: { value: 1, system: ucum, code: 'mg' } } }),
  ),
  invalid(
    'a period that ends before it starts',
    'datatypes.html#Period per-1',
    'invariant',
    observation({ effectivePeriod: { start: '2020-02-01', end: '2020-01-01' } }),
  ),
  invalid(
    'a duration with a code but no system',
    'datatypes.html#Duration drt-1',
    'invariant',
    prescription({ dispenseRequest: { expectedSupplyDuration: { value: 30, code: 'd' } } }),
  ),
  invalid(
    'a duration in another system than UCUM',
    'datatypes.html#Duration drt-1',
    'invariant',
    prescription({
      dispenseRequest: {
        expectedSupplyDuration: { value: 30, system: 'http://example.org/units', code: 'd' },
      },
    }),
  ),
  invalid('a negative age', 'datatypes.html#Age age-1', 'invariant', {
    resourceType: 'Condition',
    id: 'corpus-condition',
    subject: { reference: 'Patient/example' },
    code: { text: 'asthma' },
    onsetAge: { value: -4, unit: 'a', system: ucum, code: 'a' },
  }),
  invalid(
    'an extension with a value and extensions',
    'extensibility.html ext-1',
    'invariant',
    patient({
      extension: [
        {
          url: 'http://example.org/x',
          valueString: 'a',
          extension: [{ url: 'b', valueString: 'c' }],
        },
      ],
    }),
  ),
  invalid(
    'an extension with neither value nor extensions',
    'extensibility.html ext-1',
    'invariant',
    patient({ extension: [{ url: 'http://example.org/x' }] }),
  ),
  // Narrative (narrative.html).
  invalid(
    'a script in the narrative',
    'narrative.html txt-1',
    'invariant',
    observation({ text: xhtml('<script>alert(1)</script>') }),
  ),
  invalid(
    'an event attribute in the narrative',
    'narrative.html txt-1',
    'invariant',
    observation({ text: xhtml('<p onclick="x()">temperature</p>') }),
  ),
  invalid(
    'narrative XHTML that is not well formed',
    'narrative.html txt-1',
    'invariant',
    observation({ text: xhtml('<p>temperature') }),
  ),
  invalid(
    'an empty narrative',
    'narrative.html txt-2',
    'invariant',
    observation({ text: xhtml('') }),
  ),
  invalid(
    'a form in the narrative',
    'narrative.html txt-1',
    'invariant',
    observation({ text: xhtml('<form><input/></form>') }),
  ),
  // Primitive types (datatypes.html#primitive).
  invalid(
    'a dateTime with a time but no zone',
    'datatypes.html#dateTime',
    'wrong-format',
    observation({ effectiveDateTime: '2020-01-01T10:00:00' }),
  ),
  invalid(
    'a dateTime without seconds',
    'datatypes.html#dateTime',
    'wrong-format',
    observation({ effectiveDateTime: '2020-01-01T10:00+01:00' }),
  ),
  invalid(
    'a dateTime with month 13',
    'datatypes.html#dateTime',
    'wrong-format',
    observation({ effectiveDateTime: '2020-13-01' }),
  ),
  invalid(
    'an instant without a zone',
    'datatypes.html#instant',
    'wrong-format',
    observation({ issued: '2020-01-01T10:00:00' }),
  ),
  invalid(
    'an id with an underscore',
    'datatypes.html#id',
    'wrong-format',
    patient({ id: 'pat_1042' }),
  ),
  invalid(
    'an id of 65 characters',
    'datatypes.html#id',
    'wrong-format',
    patient({ id: 'a'.repeat(65) }),
  ),
  invalid(
    'an integer beyond 32 bits',
    'datatypes.html#integer',
    'wrong-format',
    observation({ valueInteger: 2147483648 }),
  ),
  invalid(
    'a negative unsignedInt',
    'datatypes.html#unsignedInt',
    'wrong-format',
    prescription({ dispenseRequest: { numberOfRepeatsAllowed: -1 } }),
  ),
  invalid(
    'a decimal written as a string',
    'json.html#primitive',
    'wrong-type',
    observation({ valueQuantity: { value: '37', system: ucum, code: 'Cel' } }),
  ),
  invalid(
    'a uri with a space',
    'datatypes.html#uri',
    'wrong-format',
    patient({ implicitRules: 'http://example.org/a b' }),
  ),
  invalid(
    'a boolean written as a string',
    'json.html#primitive',
    'wrong-type',
    patient({ active: 'true' }),
  ),
  // JSON representation (json.html).
  invalid(
    'two types of one choice element',
    'formats.html#choice',
    'choice-type',
    observation({ valueString: 'warm', valueBoolean: true }),
  ),
  invalid(
    'an element R4 does not define',
    'json.html',
    'unknown-element',
    patient({ nickname: 'Jo' }),
  ),
  invalid(
    'null for an absent element',
    'json.html#null',
    'fhir-json',
    patient({ birthDate: null }),
  ),
  invalid('an empty string', 'json.html (ele-1)', 'fhir-json', patient({ gender: '' })),
  invalid('an empty object', 'json.html (ele-1)', 'fhir-json', patient({ maritalStatus: {} })),
  invalid('an empty array', 'json.html (ele-1)', 'fhir-json', patient({ name: [] })),
  invalid(
    'a list written as a single value',
    'json.html#arrays',
    'cardinality',
    patient({ name: { family: 'Doe' } }),
  ),
  invalid(
    'null in a list of primitives without its twin',
    'json.html#primitive',
    'fhir-json',
    patient({ name: [{ given: ['Jo', null] }] }),
  ),
  // Resources (resource.html, the resources' own pages).
  invalid(
    'a prescription without intent',
    'medicationrequest.html (intent 1..1)',
    'required-element',
    (({ intent: _, ...rest }) => rest)(prescription({})),
  ),
  invalid(
    'a status outside the required value set',
    'medicationrequest.html (status, required)',
    'required-binding',
    prescription({ status: 'paused' }),
  ),
  invalid(
    'a gender outside the required value set',
    'patient.html (gender, required)',
    'required-binding',
    patient({ gender: 'M' }),
  ),
  invalid(
    'a subject that is a practitioner',
    'medicationrequest.html (subject: Patient | Group)',
    'reference-target',
    prescription({ subject: { reference: 'Practitioner/example' } }),
  ),
  invalid(
    'a contained resource nothing points to',
    'domainresource.html dom-3',
    'contained-unreferenced',
    patient({ contained: [{ resourceType: 'Organization', id: 'org', name: 'Ward 3' }] }),
  ),
  invalid(
    'a reference to a missing contained resource',
    'references.html#contained',
    'contained-reference',
    patient({ managingOrganization: { reference: '#nowhere' } }),
  ),
  invalid(
    'obs-6: dataAbsentReason beside a value',
    'observation.html obs-6',
    'invariant',
    observation({ valueString: 'warm', dataAbsentReason: { text: 'not asked' } }),
  ),
  invalid('a transaction entry without its request', 'bundle.html bdl-3', 'invariant', {
    resourceType: 'Bundle',
    id: 'corpus-transaction',
    type: 'transaction',
    entry: [{ fullUrl: 'urn:uuid:61ebe359-bfdc-4613-8bf2-c5e300945f0a', resource: patient({}) }],
  }),
  invalid('a resource type R4 does not have', 'resourcelist.html', 'resource-type-not-r4', {
    resourceType: 'ProcedureRequest',
    id: 'stu3',
    status: 'active',
    intent: 'order',
  }),
  // Codes (terminologies.html and the code systems).
  invalid(
    'a UCUM code written the usual wrong way',
    'ucum: micrograms are “ug”',
    'ucum-code',
    dose({ value: 500, unit: 'mcg', system: ucum, code: 'mcg' }),
  ),
  invalid(
    'a v2 table code that does not exist',
    'v2-0203 (identifier type)',
    'hl7-code',
    patient({
      identifier: [
        {
          type: {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'XXX' }],
          },
          value: '1',
        },
      ],
    }),
  ),
  invalid(
    'a v3 form code in the wrong case',
    'v3-orderableDrugForm (case-sensitive)',
    'hl7-code',
    prescription({
      dispenseRequest: {
        quantity: {
          value: 20,
          unit: 'tablet',
          system: 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm',
          code: 'tab',
        },
      },
    }),
  ),
  invalid(
    'a SNOMED CT code that is a word',
    'snomed: concept ids are digits',
    'snomed-ct-id',
    prescription({
      dosageInstruction: [
        {
          text: 'by mouth',
          route: { coding: [{ system: 'http://snomed.info/sct', code: 'Oral' }] },
        },
      ],
    }),
  ),

  // What R4 allows although it looks wrong.
  valid(
    'null placeholders in a list of primitives and its twin',
    'json.html#primitive',
    patient({
      name: [
        {
          given: ['Jo', null],
          _given: [null, { extension: [{ url: 'http://example.org/x', valueString: 'second' }] }],
        },
      ],
    }),
  ),
  valid(
    'a SNOMED CT expression as a code',
    'snomed.html (expressions)',
    observation({
      bodySite: {
        coding: [{ system: 'http://snomed.info/sct', code: '71341001:272741003=7771000' }],
      },
    }),
  ),
  valid(
    'a contained resource referenced only by another contained one',
    'references.html#contained',
    prescription({
      medicationReference: { reference: '#med' },
      medicationCodeableConcept: undefined,
      contained: [
        {
          resourceType: 'Medication',
          id: 'med',
          code: { text: 'paracetamol' },
          manufacturer: { reference: '#maker' },
        },
        { resourceType: 'Organization', id: 'maker', name: 'Maker Ltd' },
      ],
    }),
  ),
  valid(
    'UCUM units outside medication',
    'ucum (Cel, mm[Hg], 10*3/uL, kcal)',
    observation({
      component: [
        {
          code: { text: 'temperature' },
          valueQuantity: { value: 37, unit: '°C', system: ucum, code: 'Cel' },
        },
        {
          code: { text: 'pressure' },
          valueQuantity: { value: 120, unit: 'mmHg', system: ucum, code: 'mm[Hg]' },
        },
        {
          code: { text: 'leukocytes' },
          valueQuantity: { value: 6.2, unit: '10^3/uL', system: ucum, code: '10*3/uL' },
        },
        {
          code: { text: 'energy' },
          valueQuantity: { value: 2000, unit: 'kcal', system: ucum, code: 'kcal' },
        },
      ],
    }),
  ),
  valid(
    'a UCUM annotation',
    'ucum (annotations)',
    dose({ value: 1, unit: 'tablet', system: ucum, code: '{tbl}' }),
  ),
  valid(
    'a quantity with a system and no code',
    'datatypes.html#Quantity qty-3',
    dose({ value: 1, unit: 'g', system: ucum }),
  ),
  valid(
    'a coding with a code and no system',
    'datatypes.html#Coding',
    observation({ category: [{ coding: [{ code: 'vital-signs' }] }] }),
  ),
  valid(
    'a coding with a display only',
    'datatypes.html#Coding',
    observation({ method: { coding: [{ display: 'oral' }] } }),
  ),
  valid(
    'a v2 table code',
    'v2-0203 (identifier type)',
    patient({
      identifier: [
        {
          type: {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }],
          },
          value: '1042',
        },
      ],
    }),
  ),
  valid(
    'a dateTime with zone and fractions',
    'datatypes.html#dateTime',
    observation({ effectiveDateTime: '2020-01-01T10:00:00.123+14:00' }),
  ),
  valid(
    'a partial dateTime',
    'datatypes.html#dateTime',
    observation({ effectiveDateTime: '2020-05' }),
  ),
  valid('the largest integer', 'datatypes.html#integer', observation({ valueInteger: 2147483647 })),
  valid('an id of 64 characters', 'datatypes.html#id', patient({ id: `A-.${'a'.repeat(61)}` })),
  valid('an organization contained in a medication', 'medication.html (manufacturer)', {
    resourceType: 'Medication',
    id: 'corpus-medication',
    code: { text: 'paracetamol 500 mg tablet' },
    manufacturer: { reference: '#maker' },
    contained: [{ resourceType: 'Organization', id: 'maker', name: 'Maker Ltd' }],
  }),
  valid('a Bundle of a Patient without meta', 'bundle.html', {
    resourceType: 'Bundle',
    id: 'corpus-collection',
    type: 'collection',
    entry: [
      {
        fullUrl: 'http://example.org/fhir/Patient/corpus-patient',
        resource: patient({ gender: 'female' }),
      },
    ],
  }),
  valid('a Parameters holding a Patient', 'parameters.html', {
    resourceType: 'Parameters',
    id: 'corpus-parameters',
    parameter: [{ name: 'patient', resource: patient({}) }],
  }),
  valid(
    'a well-formed narrative with a table and an image',
    'narrative.html',
    observation({
      text: xhtml(
        '<table><tr><td>37 °C</td></tr></table><img src="#a" alt="chart"/><a href="http://example.org">more</a>',
      ),
    }),
  ),
  valid(
    'a range with only a low',
    'datatypes.html#Range rng-2',
    observation({ valueRange: { low: { value: 5, system: ucum, code: 'mg' } } }),
  ),
  valid(
    'a period with only a start',
    'datatypes.html#Period per-1',
    observation({ effectivePeriod: { start: '2020-01-01T08:00:00Z' } }),
  ),
  // Found by `npm run bench -- --checker-corpus` on published R4 examples (Binary-example,
  // Media-example, the CapabilityStatements, CodeSystem-dicom-dcim).
  valid('base64 with whitespace between groups of four', 'datatypes.html#base64Binary', {
    resourceType: 'Binary',
    id: 'corpus-binary',
    contentType: 'text/plain',
    data: 'SGVs bG8g\nV29y bGQ=',
  }),
  invalid(
    'base64 with whitespace inside a group of four',
    'datatypes.html#base64Binary',
    'wrong-format',
    { resourceType: 'Binary', id: 'corpus-binary', contentType: 'text/plain', data: 'SG VsbG8=' },
  ),
  valid(
    'a CapabilityStatement whose formats are xml, json and a mime type',
    'capabilitystatement-definitions.html#CapabilityStatement.format',
    capabilities(['xml', 'json', 'ttl', 'application/fhir+json']),
  ),
  invalid(
    'a CapabilityStatement whose format is neither a short form nor a mime type',
    'capabilitystatement-definitions.html#CapabilityStatement.format',
    'required-binding',
    capabilities(['JSON']),
  ),
  valid(
    'a string over 1 MB (R4: strings SHOULD not exceed 1 MB)',
    'datatypes.html#string',
    observation({ valueString: 'x'.repeat(1_100_000) }),
  ),
];
