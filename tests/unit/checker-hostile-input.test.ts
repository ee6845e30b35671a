import { describe, expect, it } from 'vitest';
import { checkResource, type CheckReport } from '@medication-module/fhir-checker';
import { withoutTrailingSlashes } from '@medication-module/fhir-checker';
import { pageCheckerData } from '../support/fhir-check';

/**
 * Hostile strings (issue 45's security probe): each once took the checker tens of seconds in a
 * quadratic scan (a 121 KB unit 25 s, 40,000 slashes in a system 40 s). Their cost is linear now,
 * which shows as this file's run time, not as a timed assertion; here, that each still gets its
 * finding. And what a screen does not show is flagged: bidi controls, zero-width characters, NUL.
 */
const prescription = (extra: Record<string, unknown>): Record<string, unknown> => ({
  resourceType: 'MedicationRequest',
  id: 'hostile',
  status: 'active',
  intent: 'order',
  subject: { reference: 'Patient/pat-1042' },
  medicationCodeableConcept: { text: 'paracetamol' },
  ...extra,
});
const doseUnit = (unit: string, code: string): Record<string, unknown> =>
  prescription({
    dosageInstruction: [
      {
        text: '1 tablet',
        doseAndRate: [
          { doseQuantity: { value: 1, unit, system: 'http://unitsofmeasure.org', code } },
        ],
      },
    ],
  });
const check = (value: unknown): CheckReport =>
  checkResource(JSON.stringify(value), pageCheckerData());
const rulesAt = (value: unknown): string[] =>
  check(value).findings.map((found) => `${found.kind} ${found.rule} ${found.path}`);

describe('hostile strings', () => {
  it('a unit of 121 KB is refused by its length, not parsed', () => {
    const found = check(doseUnit('mg', 'mg.'.repeat(40_000))).findings.find(
      (item) => item.rule === 'ucum-code',
    );
    expect(found?.message).toMatch(/120000 characters long: no UCUM unit is/);
  });

  it('40,000 slashes in a system are one finding', () => {
    const system = `http://example.org${'/'.repeat(40_000)}x`;
    expect(rulesAt(prescription({ category: [{ coding: [{ system, code: 'a' }] }] }))).toContain(
      'not-module code-system-not-used $.category[0].coding[0]',
    );
    expect(withoutTrailingSlashes(`http://a.org${'/'.repeat(40_000)}`)).toBe('http://a.org');
    expect(withoutTrailingSlashes('///')).toBe('');
  });

  it('an unknown element of 40,000 characters gets no suggestion search', () => {
    const key = 'x'.repeat(40_000);
    const found = check(prescription({ [key]: 1 })).findings.find(
      (item) => item.rule === 'unknown-element',
    );
    expect(found?.message).not.toMatch(/Did you mean/);
  });

  it('a dosage text of 40,000 opening parentheses is read', () => {
    expect(
      check(prescription({ dosageInstruction: [{ text: '('.repeat(40_000) }] })).counts.error,
    ).toBe(0);
  });
});

describe('characters a screen does not show', () => {
  it('flags a bidi override in a unit: “‮gm 01‬” reads as “10 mg”', () => {
    expect(rulesAt(doseUnit('\u202Egm 01\u202C', 'mg'))).toContain(
      'not-module invisible-character $.dosageInstruction[0].doseAndRate[0].doseQuantity.unit',
    );
  });

  it('flags a zero-width joiner in a code and in a dosage text', () => {
    expect(
      rulesAt(
        prescription({
          category: [{ coding: [{ system: 'http://example.org/c', code: 'inpatient\u200d' }] }],
          dosageInstruction: [{ text: '1\u200b tablet' }],
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'not-module invisible-character $.category[0].coding[0].code',
        'not-module invisible-character $.dosageInstruction[0].text',
      ]),
    );
  });

  it('calls NUL in any string not valid R4, and a right-to-left mark in a note only advice', () => {
    expect(rulesAt(prescription({ note: [{ text: 'a\u0000b' }] }))).toContain(
      'not-r4 control-character $.note[0].text',
    );
    expect(rulesAt(prescription({ note: [{ text: 'שלום\u200f 2' }] }))).toContain(
      'advice invisible-character $.note[0].text',
    );
  });
});
