import { beforeAll, describe, expect, it } from 'vitest';
import { loadR4StructureDefinitions } from '../support/fhir-definitions';
import { validateFhirJson } from '../support/fhir-validate';
import { fencedBlocks, declaredFhirType } from '../support/markdown-json-blocks';
import { atcLevel, isPlausibleUcum, isSnomedConceptId } from '../support/terminology-rules';

/**
 * The example checks must be able to fail: each rule is shown rejecting a typical mistake, next to
 * a valid baseline, so a green example test means something.
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
  return validateFhirJson(value, type).map((p) => `${p.rule} @ ${p.path}`);
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
    expect(rulesOf(without('subject')).join()).toMatch(/FHIR R4 structure/);
    expect(rulesOf({ ...validPrescription, medication: { text: 'x' } }).join()).toMatch(
      /FHIR R4 structure/,
    );
  });

  it('rejects two choices of one choice element', () => {
    const both = { ...validPrescription, medicationReference: { reference: '#med-1' } };
    expect(rulesOf(both).join()).toMatch(/FHIR R4 structure \(warning\)/);
  });

  it('rejects codes outside required value sets', () => {
    expect(rulesOf({ ...validPrescription, status: 'paused' }).join()).toContain(
      'required binding http://hl7.org/fhir/ValueSet/medicationrequest-status|4.0.1 @ $.status',
    );
    expect(rulesOf({ repeat: { frequency: 1, period: 1, periodUnit: 'day' } }, 'Timing')).toEqual([
      'required binding http://hl7.org/fhir/ValueSet/units-of-time|4.0.1 @ $.repeat.periodUnit',
    ]);
    expect(rulesOf({ repeat: { when: ['BEFORE_SURGERY'] } }, 'Timing').join()).toMatch(
      /event-timing/,
    );
    expect(rulesOf({ value: 1, comparator: '=' }, 'Quantity').join()).toMatch(
      /quantity-comparator/,
    );
  });

  it('rejects FHIR JSON rule breaks: null, empty arrays, bad formats', () => {
    expect(rulesOf({ ...validPrescription, note: [] })).toContain('FHIR JSON @ $.note');
    expect(rulesOf({ ...validPrescription, authoredOn: '2025-13-45' }).join()).toMatch(/structure/);
    expect(rulesOf({ repeat: { timeOfDay: ['8:00'] } }, 'Timing').join()).toMatch(/structure/);
  });

  it('rejects code systems outside the allow-list and malformed codes', () => {
    const coded = (system: string, code: string): unknown => ({ coding: [{ system, code }] });
    expect(rulesOf(coded('http://example.org/drugs', 'X1'), 'CodeableConcept').join()).toMatch(
      /allow-list/,
    );
    expect(rulesOf(coded('http://www.whocc.no/atc', 'N2BE01'), 'CodeableConcept').join()).toMatch(
      /ATC level pattern/,
    );
    expect(rulesOf(coded('http://www.whocc.no/atc', 'N02BE'), 'CodeableConcept').join()).toMatch(
      /ATC level 5/,
    );
    expect(rulesOf(coded('http://snomed.info/sct', 'Oral'), 'CodeableConcept').join()).toMatch(
      /SNOMED CT concept id/,
    );
    expect(
      rulesOf(coded('http://standardterms.edqm.eu', '1021900'), 'CodeableConcept').join(),
    ).toMatch(/EDQM/);
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
    expect(rulesOf(reason('surgery', 'Surgery'), 'CodeableConcept').join()).toMatch(
      /HL7 code system/,
    );
    expect(rulesOf(reason('surg', 'Surgery'), 'CodeableConcept').join()).toMatch(/HL7 display/);
  });

  it('requires a plausible UCUM code on UCUM quantities', () => {
    const ucum = 'http://unitsofmeasure.org';
    expect(rulesOf(withDose({ value: 1, unit: 'g', system: ucum }))).toContain(
      'Quantity code @ $.dosageInstruction[0].doseAndRate[0].doseQuantity',
    );
    expect(rulesOf(withDose({ value: 5, unit: 'mcg', system: ucum, code: 'mcg' })).join()).toMatch(
      /UCUM plausible/,
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
    ).toMatch(/HL7 code system/);
  });

  it('checks references: contained targets, format and allowed target types', () => {
    expect(
      rulesOf({ ...validPrescription, subject: { reference: 'Practitioner/prac-77' } }),
    ).toContain('reference target @ $.subject.reference');
    expect(rulesOf({ ...validPrescription, subject: { reference: 'pat-1042' } })).toContain(
      'reference format @ $.subject.reference',
    );
    const byReference = {
      ...without('medicationCodeableConcept'),
      medicationReference: { reference: '#missing' },
    };
    expect(rulesOf(byReference)).toContain('contained reference @ $.medicationReference.reference');
    const unreferenced = {
      ...validPrescription,
      contained: [{ resourceType: 'Medication', id: 'med-1', code: { text: 'x' } }],
    };
    expect(rulesOf(unreferenced)).toContain('dom-3 @ $.contained[0]');
    expect(rulesOf({ reference: '#med-1' }, 'Reference')).toEqual([
      'contained reference @ $.reference',
    ]);
  });

  it('rejects Medplum-only Meta elements, which are not R4', () => {
    expect(rulesOf({ versionId: '1', project: 'p' }, 'Meta')).toContain('FHIR R4 Meta @ $.project');
  });

  it('requires a resource or a declared data type', () => {
    expect(rulesOf({ text: '1 tablet' })).toEqual(['FHIR type @ $']);
    expect(rulesOf({ text: '1 tablet' }, 'Dosage')).toEqual([]);
    expect(rulesOf({ text: 'x' }, 'NoSuchType')).toEqual(['FHIR type @ $']);
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

  it('accepts medication UCUM units and rejects the usual mistakes', () => {
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
    ]) {
      expect(isPlausibleUcum(code), code).toBe(true);
    }
    for (const code of ['mcg', 'ML', 'hr', 'day', 'tab', 'IU', 'cc']) {
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
