import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCheckerData } from '../support/fhir-check';
import { checkResource, maxDepth, maxInputBytes } from '@medication-module/fhir-checker';
import { readInput, utf8Length } from '@medication-module/fhir-checker';

/**
 * Bad input gets one clear finding and breaks nothing: what a reader may paste or drop that is
 * not a resource the module sends.
 */
const only = (input: unknown): { rule: string; message: string } => {
  const report = checkResource(input, pageCheckerData());
  expect(report.findings).toHaveLength(1);
  const [found] = report.findings;
  return { rule: found?.rule ?? '', message: found?.message ?? '' };
};

describe('input the checker refuses', () => {
  it('says an empty paste is empty', () => {
    for (const text of ['', '   \n\t ', '\uFEFF']) expect(only(text).rule).toBe('input-empty');
    expect(only('').message).toMatch(/nothing to check/);
  });

  it('says where JSON breaks, with line and column', () => {
    const cases: [string, RegExp][] = [
      [
        '{\n  "resourceType": "MedicationRequest",\n  "status": "active"\n  "intent": "order"\n}',
        /line 4, column 3: .*comma missing/,
      ],
      [
        '{"resourceType": "MedicationRequest",}',
        /line 1, column 38: .*no comma after the last property/,
      ],
      ["{'resourceType': 'x'}", /line 1, column 2: .*double quotes/],
      ['{"a": [1, 2,]}', /line 1, column 13: .*no comma after the last item/],
      ['{"a": 1} // done', /line 1, column 10: .*no comments/],
      ['{"a": "line\nbreak"}', /line 1, column 12: .*\\n/],
      ['{"a": 07}', /leading zero/],
      ['{"a": NaN}', /JSON values are/],
      ['{"resourceType": "MedicationRequest"', /line 1, column 37: .*not closed/],
      ['{"a": 1} {"b": 2}', /follows the end/],
    ];
    for (const [text, message] of cases) {
      const found = only(text);
      expect(found.rule, text).toBe('json-syntax');
      expect(found.message, text).toMatch(message);
    }
  });

  it('says FHIR XML is XML and that the API speaks JSON only', () => {
    const xml =
      '<?xml version="1.0"?>\n<MedicationRequest xmlns="http://hl7.org/fhir"><status value="active"/></MedicationRequest>';
    expect(only(xml)).toEqual({
      rule: 'input-xml',
      message: expect.stringMatching(/FHIR XML\. The API speaks JSON only/),
    });
    expect(only('<html><body>Bad gateway</body></html>').message).toMatch(/XML or HTML, not JSON/);
  });

  it('refuses more than the size limit, saying both sizes', () => {
    const tenMegabytes = `{"resourceType":"Bundle","type":"collection","x":"${'a'.repeat(10 * 1024 * 1024)}"}`;
    const found = only(tenMegabytes);
    expect(found.rule).toBe('input-too-large');
    expect(found.message).toMatch(/This is 10 MB; the checker reads at most 8 MB/);
    expect(utf8Length('é€😀')).toBe(2 + 3 + 4);
    expect(readInput(`"${'é'.repeat(maxInputBytes / 2)}"`).ok).toBe(false);
  });

  it('refuses 10,000 levels of nesting at once, saying where', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const found = only(`{"resourceType":"MedicationRequest","note":${deep}}`);
    expect(found.rule).toBe('input-too-deep');
    expect(found.message).toMatch(
      new RegExp(`more than ${maxDepth} levels deep \\(line 1, column \\d+\\)`),
    );
    // Brackets inside strings are text, not nesting.
    expect(readInput(`{"text": "${'['.repeat(10_000)}"}`).ok).toBe(true);
  });

  it('says what is not a resource, or not one the module sends', () => {
    expect(only('[1, 2]').message).toMatch(/JSON object; this is an array/);
    expect(only('"MedicationRequest"').message).toMatch(/this is a string/);
    expect(only('{"status": "active"}').rule).toBe('resource-type-missing');
    // Checked as R4, not refused: one piece of advice, no error.
    expect(only('{"resourceType": "Patient", "id": "pat-1042"}')).toEqual({
      rule: 'resource-type-not-sent',
      message: expect.stringMatching(
        /^The module never sends a Patient: it is checked as FHIR R4 only/,
      ),
    });
    const badId = checkResource('{"resourceType": "Patient", "id": "pat_1042"}', pageCheckerData());
    expect(badId.findings.map((found) => `${found.kind} ${found.rule} ${found.path}`)).toEqual([
      'not-r4 wrong-format $.id',
      'advice resource-type-not-sent $.resourceType',
    ]);
    expect(only('{"resourceType": "Prescription"}').message).toMatch(
      /"Prescription" is not a FHIR R4 resource type/,
    );
    expect(only('{"resourceType": "ProcedureRequest"}').message).toMatch(
      /"ProcedureRequest" is a resource of FHIR STU3, not of R4/,
    );
    expect(only('{"resourceType": "SubscriptionStatus"}').message).toMatch(/FHIR R4B, not of R4/);
    expect(only('{"resourceType": "DeviceUsage"}').message).toMatch(/FHIR R5, not of R4/);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => checkResource(text, pageCheckerData())).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
