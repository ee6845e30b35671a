import { beforeAll, describe, expect, it } from 'vitest';
import {
  atcLevel,
  checkFhirValue,
  isPlausibleUcum,
  isSnomedConceptId,
} from '@medication-module/fhir-checker';
import {
  exampleFindings,
  loadR4StructureDefinitions,
  siteCheckerData,
} from '../support/fhir-check';
import { fencedBlocks, declaredFhirType } from '../support/markdown-json-blocks';

/**
 * The example checks must be able to fail: each rule of the checker (packages/fhir-checker) the test
 * suite runs on every example is shown rejecting a typical mistake, next to a valid baseline, so
 * a green example test means something.
 */

const validPrescription = {
  resourceType: 'MedicationRequest',
  id: 'medreq-test',
  status: 'active',
  intent: 'order',
  medicationCodeableConcept: {
    coding: [{ system: 'http://www.whocc.no/atc', code: 'N02BE01', display: 'paracetamol' }],
    text: 'Paracetamol 500 mg tablet',
  },
  subject: { reference: 'Patient/pat-1042' },
  dosageInstruction: [
    {
      text: '1 g 3 times daily',
      timing: { repeat: { frequency: 3, period: 1, periodUnit: 'd' } },
      doseAndRate: [
        { doseQuantity: { value: 1, unit: 'g', system: 'http://unitsofmeasure.org', code: 'g' } },
      ],
    },
  ],
};

type Prescription = typeof validPrescription;

function rulesOf(value: unknown, type?: string): string[] {
  return exampleFindings(value, type).map((p) => `${p.rule} @ ${p.path}`);
}

function withDose(dose: Record<string, unknown>): Prescription {
  return {
    ...validPrescription,
    dosageInstruction: validPrescription.dosageInstruction.map((instruction) => ({
      ...instruction,
      doseAndRate: [{ doseQuantity: dose }] as never,
    })),
  };
}

function without(key: keyof Prescription): Record<string, unknown> {
  return Object.fromEntries(Object.entries(validPrescription).filter(([name]) => name !== key));
}

describe('FHIR example validator', () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('accepts a valid prescription', () => {
    expect(rulesOf(validPrescription)).toEqual([]);
  });

  it('rejects missing required elements and unknown elements (R4 structure)', () => {
    expect(rulesOf(without('subject'))).toContain('required-element @ $.subject');
    expect(rulesOf({ ...validPrescription, medication: { text: 'x' } })).toContain(
      'unknown-element @ $.medication',
    );
  });

  it('rejects two choices of one choice element', () => {
    const both = { ...validPrescription, medicationReference: { reference: '#med-1' } };
    expect(rulesOf(both).join()).toMatch(/choice-type/);
  });

  it('rejects codes outside required value sets', () => {
    const messages = (value: unknown, type?: string): string =>
      exampleFindings(value, type)
        .map((p) => p.message)
        .join();
    expect(rulesOf({ ...validPrescription, status: 'paused' })).toContain(
      'required-binding @ $.status',
    );
    expect(messages({ ...validPrescription, status: 'paused' })).toMatch(
      /medicationrequest-status/,
    );
    expect(rulesOf({ repeat: { frequency: 1, period: 1, periodUnit: 'day' } }, 'Timing')).toEqual([
      'required-binding @ $.repeat.periodUnit',
    ]);
    expect(messages({ repeat: { when: ['BEFORE_SURGERY'] } }, 'Timing')).toMatch(/event-timing/);
    expect(messages({ value: 1, comparator: '=' }, 'Quantity')).toMatch(/quantity-comparator/);
  });

  it('rejects FHIR JSON rule breaks: null, empty arrays, bad formats', () => {
    expect(rulesOf({ ...validPrescription, note: [] })).toContain('fhir-json @ $.note');
    expect(rulesOf({ ...validPrescription, authoredOn: '2025-13-45' })).toContain(
      'wrong-format @ $.authoredOn',
    );
    expect(rulesOf({ repeat: { timeOfDay: ['8:00'] } }, 'Timing')).toContain(
      'wrong-format @ $.repeat.timeOfDay[0]',
    );
  });

  it('rejects code systems outside the allow-list and malformed codes', () => {
    const coded = (system: string, code: string): unknown => ({ coding: [{ system, code }] });
    expect(rulesOf(coded('http://example.org/drugs', 'X1'), 'CodeableConcept').join()).toMatch(
      /code-system-not-used/,
    );
    expect(rulesOf(coded('http://www.whocc.no/atc', 'N2BE01'), 'CodeableConcept').join()).toMatch(
      /atc-code/,
    );
    expect(rulesOf(coded('http://www.whocc.no/atc', 'N02BE'), 'CodeableConcept').join()).toMatch(
      /atc-level/,
    );
    expect(rulesOf(coded('http://snomed.info/sct', 'Oral'), 'CodeableConcept').join()).toMatch(
      /snomed-ct-id/,
    );
    expect(
      rulesOf(coded('http://standardterms.edqm.eu', '1021900'), 'CodeableConcept').join(),
    ).toMatch(/edqm-code/);
  });

  it('checks HL7 codes and displays against the R4 code systems', () => {
    const reason = (code: string, display: string): unknown => ({
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/medicationrequest-status-reason',
          code,
          display,
        },
      ],
    });
    expect(rulesOf(reason('surg', 'Patient scheduled for surgery.'), 'CodeableConcept')).toEqual(
      [],
    );
    expect(rulesOf(reason('surgery', 'Surgery'), 'CodeableConcept').join()).toMatch(/hl7-code/);
    expect(rulesOf(reason('surg', 'Surgery'), 'CodeableConcept').join()).toMatch(/hl7-display/);
  });

  it('requires a valid UCUM code on UCUM quantities, and advises one where there is none', () => {
    const ucum = 'http://unitsofmeasure.org';
    // R4 allows a system without a code (qty-3 asks for a system only when there is a code).
    const withoutCode = checkFhirValue(
      withDose({ value: 1, unit: 'g', system: ucum }),
      siteCheckerData(),
    ).find((found) => found.rule === 'quantity-without-code');
    expect(withoutCode?.kind).toBe('advice');
    expect(withoutCode?.path).toBe('$.dosageInstruction[0].doseAndRate[0].doseQuantity');
    expect(rulesOf(withDose({ value: 1, unit: 'g', code: 'g' }))).toContain(
      'invariant @ $.dosageInstruction[0].doseAndRate[0].doseQuantity',
    );
    expect(rulesOf(withDose({ value: 5, unit: 'mcg', system: ucum, code: 'mcg' })).join()).toMatch(
      /ucum-code/,
    );
    expect(
      rulesOf(
        withDose({
          value: 1,
          unit: 'tablet',
          system: 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm',
          code: 'TABLET',
        }),
      ).join(),
    ).toMatch(/hl7-code/);
  });

  it('checks references: contained targets, format and allowed target types', () => {
    expect(
      rulesOf({ ...validPrescription, subject: { reference: 'Practitioner/prac-77' } }),
    ).toContain('reference-target @ $.subject.reference');
    expect(rulesOf({ ...validPrescription, subject: { reference: 'pat-1042' } })).toContain(
      'reference-format @ $.subject.reference',
    );
    const byReference = {
      ...without('medicationCodeableConcept'),
      medicationReference: { reference: '#missing' },
    };
    expect(rulesOf(byReference)).toContain('contained-reference @ $.medicationReference.reference');
    const unreferenced = {
      ...validPrescription,
      contained: [{ resourceType: 'Medication', id: 'med-1', code: { text: 'x' } }],
    };
    expect(rulesOf(unreferenced)).toContain('contained-unreferenced @ $.contained[0]');
    expect(rulesOf({ reference: '#med-1' }, 'Reference')).toEqual([
      'contained-reference @ $.reference',
    ]);
  });

  it('rejects Medplum-only Meta elements, which are not R4', () => {
    expect(rulesOf({ versionId: '1', project: 'p' }, 'Meta').join()).toMatch(
      /(meta-not-r4|unknown-element) @ \$\.project/,
    );
  });

  it('requires a resource or a declared data type', () => {
    expect(rulesOf({ text: '1 tablet' })).toEqual(['fhir-type @ $']);
    expect(rulesOf({ text: '1 tablet' }, 'Dosage')).toEqual([]);
    expect(rulesOf({ text: 'x' }, 'NoSuchType')).toEqual(['fhir-type @ $']);
  });
});

describe('code-system rules', () => {
  it('knows the ATC levels', () => {
    expect(['N', 'N02', 'N02B', 'N02BE', 'N02BE01'].map(atcLevel)).toEqual([1, 2, 3, 4, 5]);
    expect(atcLevel('n02be01')).toBeUndefined();
  });

  it('accepts SNOMED CT concept ids and rejects other shapes', () => {
    expect(isSnomedConceptId('26643006')).toBe(true);
    expect(isSnomedConceptId('026643006')).toBe(false);
    expect(isSnomedConceptId('26643016')).toBe(false);
  });

  it('accepts UCUM units, medication or not, and rejects the usual mistakes', () => {
    for (const code of [
      'mg',
      'g',
      'ug',
      'mL',
      '[iU]',
      'mmol',
      'mL/h',
      'mg/kg/d',
      'h',
      'min',
      'wk',
      'Cel',
      'mm[Hg]',
      '10*3/uL',
      '{tbl}',
    ]) {
      expect(isPlausibleUcum(code), code).toBe(true);
    }
    // `ML` is no mistake in UCUM: a megalitre.
    for (const code of ['mcg', 'hr', 'day', 'tab', 'IU', 'cc', 'mEq', 'ml/hr', 'x'.repeat(5000)]) {
      expect(isPlausibleUcum(code), code).toBe(false);
    }
  });
});

describe('fenced block extraction', () => {
  it('reads language, meta and line, including indented and nested fences', () => {
    const page = [
      '# Title',
      '',
      '```json fhir=Dosage',
      '{ "text": "x" }',
      '```',
      '',
      '- item',
      '',
      '  ```json',
      '  { "resourceType": "Patient" }',
      '  ```',
      '',
      '````md',
      '```json',
      '{}',
      '```',
      '````',
    ].join('\n');
    const blocks = fencedBlocks('page.md', page);
    expect(blocks.map((b) => [b.line, b.language, b.meta])).toEqual([
      [3, 'json', 'fhir=Dosage'],
      [9, 'json', ''],
      [13, 'md', ''],
    ]);
    expect(blocks[1]?.content).toBe('{ "resourceType": "Patient" }');
    expect(declaredFhirType(blocks[0]?.meta ?? '')).toBe('Dosage');
  });
});
