import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxListLength, renderDosageText } from './index';
import { renderableDosage } from './testing/arbitraries';
import { garbled } from './testing/sentence';

/**
 * The reference renderer is total: for any value it returns undefined (show Dosage.text) or a
 * sentence that is not garbled, and it never throws. First the inputs an outside review found
 * to crash or garble it, then random JSON and valid Dosages with one part broken.
 */

const UCUM = 'http://unitsofmeasure.org';
const mg = (value: number) => ({ value, unit: 'mg', system: UCUM, code: 'mg' });
const daily = { frequency: 1, period: 1, periodUnit: 'd' };

/** undefined, or a sentence without the traces of a failed template. */
function expectTotal(input: unknown): string | undefined {
  let sentence: string | undefined;
  expect(() => (sentence = renderDosageText(input))).not.toThrow();
  if (sentence !== undefined) {
    expect(garbled(sentence, input), `${JSON.stringify(input)}\n→ ${sentence}`).toBeUndefined();
  }
  return sentence;
}

describe('renderDosageText on the inputs that crashed or garbled it', () => {
  const million = (entry: unknown): unknown[] => Array.from({ length: 1_000_000 }, () => entry);
  const cases: [string, unknown][] = [
    ['null', null],
    ['a string', 'BID'],
    ['an array', [{ doseAndRate: [{ doseQuantity: mg(1) }] }]],
    ['doseAndRate: [null]', { doseAndRate: [null] }],
    ['doseAndRate as an object', { doseAndRate: { doseQuantity: mg(1) } }],
    ['a when code outside R4 (IMD)', { timing: { repeat: { ...daily, when: ['IMD'] } } }],
    ['a v3 code outside the R4 value set (IC)', { timing: { repeat: { ...daily, when: ['IC'] } } }],
    ['a lower-case code (hs)', { timing: { repeat: { ...daily, when: ['hs'] } } }],
    ['a null when code', { timing: { repeat: { ...daily, when: [null] } } }],
    ['period without periodUnit ("Every 8 undefineds")', { timing: { repeat: { period: 8 } } }],
    [
      'a range bound without value or unit ("Undefined to 10 mg")',
      { doseAndRate: [{ doseRange: { low: {}, high: mg(10) } }] },
    ],
    [
      'codes and times that are not R4 ("On not at a and on")',
      { timing: { repeat: { dayOfWeek: ['not'], timeOfDay: ['a'], when: ['and'] } } },
    ],
    [
      'a rate without numerator ("At  per 5 hours")',
      {
        doseAndRate: [
          { rateRatio: { denominator: { value: 5, unit: 'h', system: UCUM, code: 'h' } } },
        ],
      },
    ],
    ['an empty rate ratio', { doseAndRate: [{ rateRatio: {} }], route: { text: 'IV' } }],
    ['an empty repeat (not FHIR JSON)', { timing: { repeat: {} } }],
    ['a number as text', { timing: { repeat: { frequency: '3', period: 1, periodUnit: 'd' } } }],
    [
      'an infinite number',
      { doseAndRate: [{ doseQuantity: { value: Number.POSITIVE_INFINITY, unit: 'mg' } }] },
    ],
    [
      'a __proto__ key',
      JSON.parse(
        '{"__proto__": {"route": 1}, "doseAndRate": [{"doseQuantity": {"value": 1, "unit": "mg"}}]}',
      ),
    ],
    [
      'two events that differ only in their time zone',
      { timing: { event: ['2025-03-14T08:30:00Z', '2025-03-14T08:30:00+01:00'] } },
    ],
    ['a million events', { timing: { event: million('2025-03-14T08:30:00+01:00') } }],
    ['a million when codes', { timing: { repeat: { ...daily, when: million('CM') } } }],
    ['a million doseAndRate entries', { doseAndRate: million({ doseQuantity: mg(1) }) }],
    ['a million codings', { route: { coding: million({ system: 'x', code: 'y', display: 'z' }) } }],
  ];

  it.each(cases)('%s: undefined, never an exception', (_, input) => {
    expect(expectTotal(input)).toBeUndefined();
  });

  // Valid R4 that once gave "0 pill" or a prototype's entry, and then nothing: now said as written.
  const valid: [string, unknown, string][] = [
    [
      'a dose without value',
      { doseAndRate: [{ doseQuantity: { unit: 'pill' } }] },
      'Pill (amount not stated)',
    ],
    [
      'a ceiling without value',
      { maxDosePerAdministration: { unit: 'mg' } },
      'Max mg (amount not stated) per dose',
    ],
    [
      'a huge number, every digit',
      { doseAndRate: [{ doseQuantity: { value: 1e21, unit: 'mg' } }] },
      '1000000000000000000000 mg',
    ],
    [
      'a tiny number, every digit',
      { doseAndRate: [{ doseQuantity: { value: 1e-7, unit: 'mg' } }] },
      '0.0000001 mg',
    ],
    [
      'a route code named like a property, by its code',
      { route: { coding: [{ system: 'http://snomed.info/sct', code: 'toString' }] } },
      'By toString',
    ],
    [
      'a timing code named like a property, by its code',
      {
        timing: {
          code: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation',
                code: 'constructor',
              },
            ],
          },
        },
      },
      'Constructor',
    ],
    [
      // Found by the property test below: unquoted, the unit read as the sentence's own comma.
      'a unit that is only punctuation, quoted',
      { maxDosePerLifetime: { value: 0, unit: ', ', system: UCUM, code: 'mg' } },
      'Max 0 “,” per lifetime',
    ],
  ];

  it.each(valid)('%s: a sentence', (_, input, sentence) => {
    expect(expectTotal(input)).toBe(sentence);
  });

  it('renders a list of exactly maxListLength entries, and none longer', () => {
    const times = (count: number) =>
      Array.from(
        { length: count },
        (_, index) =>
          `${String(Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
      );
    expect(expectTotal({ timing: { repeat: { timeOfDay: times(maxListLength) } } })).toMatch(
      /^Daily at 00:00, 00:01/,
    );
    expect(
      expectTotal({ timing: { repeat: { timeOfDay: times(maxListLength + 1) } } }),
    ).toBeUndefined();
  });

  it('answers a getter that throws with undefined', () => {
    const hostile = {
      get doseAndRate(): never {
        throw new Error('no');
      },
    };
    expect(expectTotal(hostile)).toBeUndefined();
  });
});

/** A copy of `value` with the part at `path` (indexes into keys and items) replaced or removed. */
function mutate(value: unknown, path: readonly number[], replacement: unknown): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return replacement;
  const [step = 0, ...rest] = path;
  if (Array.isArray(value)) {
    const index = step % (value.length + 1);
    const copy = [...value];
    copy[index] = mutate(value[index], rest, replacement);
    return copy;
  }
  const keys = Object.keys(value);
  const key = keys[step % (keys.length + 1)] ?? 'unexpected';
  const next = mutate((value as Record<string, unknown>)[key], rest, replacement);
  return Object.fromEntries(
    [...Object.entries(value).filter(([name]) => name !== key), [key, next]].filter(
      ([, entry]) => entry !== undefined,
    ),
  );
}

// Thousands of generated inputs take a few seconds alone, more on a busy machine.
const generous = 120_000;

describe('renderDosageText on random and broken input', () => {
  it(
    'any JSON value: undefined or a sentence, never an exception',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), (input) => {
          expectTotal(input);
        }),
        { numRuns: 1000 },
      );
    },
    generous,
  );

  it(
    'objects shaped like a Dosage with random values: undefined or a sentence',
    () => {
      const dosageKeys = fc.constantFrom(
        'timing',
        'doseAndRate',
        'route',
        'method',
        'asNeededBoolean',
        'asNeededCodeableConcept',
        'maxDosePerPeriod',
        'maxDosePerAdministration',
        'maxDosePerLifetime',
        'sequence',
        'text',
      );
      fc.assert(
        fc.property(fc.dictionary(dosageKeys, fc.jsonValue({ maxDepth: 4 })), (input) => {
          expectTotal(input);
        }),
        { numRuns: 1000 },
      );
    },
    generous,
  );

  it(
    'a valid Dosage with one part replaced by random JSON or removed',
    () => {
      fc.assert(
        fc.property(
          renderableDosage,
          fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.constantFrom(undefined, null, '', 0, -1, [], {}, 'undefined', NaN, 1e21),
          ),
          (dosage, path, replacement) => {
            expectTotal(mutate(dosage, path, replacement));
          },
        ),
        { numRuns: 2000 },
      );
    },
    generous,
  );
});
