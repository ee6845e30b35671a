import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { languages, renderDosageText } from './index';

/**
 * What a host application can do to the renderer's input: pollute Object.prototype, hand it
 * getters, or pass strings whose invisible characters would make the sentence show something
 * else than the data holds (issue 45's security findings).
 */

const UCUM = 'http://unitsofmeasure.org';
const threeTimesDaily = {
  doseAndRate: [{ doseQuantity: { value: 0.5, unit: 'g', system: UCUM, code: 'g' } }],
  timing: { repeat: { frequency: 3, period: 1, periodUnit: 'd' } },
};

const polluted = Object.prototype as unknown as Record<string, unknown>;
const pollution: Record<string, unknown> = {
  asNeededBoolean: true,
  maxDosePerAdministration: { value: 1, unit: 'g' },
  comparator: '<',
  when: ['HS'],
  // What Intl reads from an options bag.
  maximumFractionDigits: 0,
  minimumFractionDigits: 3,
  useGrouping: true,
  calendar: 'buddhist',
  numberingSystem: 'arab',
  timeZone: 'Asia/Tokyo',
  hourCycle: 'h12',
};
afterEach(() => {
  for (const key of Object.keys(pollution)) Reflect.deleteProperty(polluted, key);
});

describe('renderDosageText reads only own properties, once', () => {
  it('says the same with a polluted Object.prototype, in every language', () => {
    const dated = {
      ...threeTimesDaily,
      timing: { event: ['2025-03-14T08:30:00+01:00'] },
    };
    const before = languages.map((language) => [
      renderDosageText(threeTimesDaily, { language }),
      renderDosageText(dated, { language }),
    ]);
    expect(before[0]).toEqual(['0.5 g 3 times daily', '0.5 g on 14 March 2025 at 08:30']);
    Object.assign(polluted, pollution);
    const after = languages.map((language) => [
      renderDosageText(threeTimesDaily, { language }),
      renderDosageText(dated, { language }),
    ]);
    expect(after).toEqual(before);
  });

  it('reads a getter once: the sentence says what the value was when first read', () => {
    let reads = 0;
    const repeat = {
      period: 1,
      periodUnit: 'd',
      get frequency(): number {
        reads += 1;
        return reads;
      },
    };
    expect(renderDosageText({ timing: { repeat } })).toBe('Once daily');
    expect(reads).toBe(1);
  });

  it('reads the options once, own properties only', () => {
    Object.assign(polluted, { language: 'de' });
    try {
      expect(renderDosageText(threeTimesDaily, {})).toBe('0.5 g 3 times daily');
    } finally {
      Reflect.deleteProperty(polluted, 'language');
    }
  });
});

/** One character of each kind that reorders or hides text. */
const hidden = {
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'first strong isolate': '\u2068',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'byte-order mark': '\uFEFF',
  'C1 control (NEL)': '\u0085',
};
/* eslint-disable no-control-regex -- the controls are what the sentence must not hold */
const hiddenPattern =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u0080-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
/* eslint-enable no-control-regex */

describe('renderDosageText never writes characters that reorder or hide text', () => {
  it.each(Object.entries(hidden))('a unit with a %s and no code: no sentence', (_, character) => {
    const dose = { doseAndRate: [{ doseQuantity: { value: 1, unit: `${character}gm 01` } }] };
    expect(renderDosageText(dose)).toBeUndefined();
  });

  it('the unit "‮gm 01‬" that displays as "10 mg" gives no sentence', () => {
    expect(
      renderDosageText({
        doseAndRate: [{ doseQuantity: { value: 1, unit: '\u202Egm 01\u202C' } }],
      }),
    ).toBeUndefined();
  });

  it.each(Object.entries(hidden))(
    'a unit with a %s beside a UCUM code: the code is written',
    (_, character) => {
      const dose = {
        doseAndRate: [
          { doseQuantity: { value: 1, unit: `m${character}g`, system: UCUM, code: 'mg' } },
        ],
      };
      expect(renderDosageText(dose)).toBe('1 mg');
    },
  );

  it.each(Object.entries(hidden))(
    'a display with a %s: the text names the concept',
    (_, character) => {
      const route = {
        coding: [
          {
            system: 'http://snomed.info/sct',
            code: '46713006',
            display: `Nasal${character} route`,
          },
        ],
        text: 'nasal',
      };
      expect(renderDosageText({ route })).toBe('By nasal');
    },
  );

  it.each(Object.entries(hidden))(
    'a code with a %s and nothing else to name it: no sentence',
    (_, character) => {
      const route = {
        coding: [{ system: 'http://snomed.info/sct', code: `466${character}13006` }],
      };
      expect(renderDosageText({ route })).toBeUndefined();
    },
  );

  it('NUL and the other C0 controls are not R4 strings: no sentence', () => {
    for (const character of ['\u0000', '\u0001', '\u001B', '\u001F']) {
      expect(
        renderDosageText({
          route: { text: `oral${character}` },
          doseAndRate: [{ doseQuantity: { value: 1 } }],
        }),
      ).toBeUndefined();
    }
  });

  it('no sentence in any language holds such a character, whatever the strings', () => {
    const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.constantFrom(...languages),
        (unit, display, reason, language) => {
          const dosage = {
            doseAndRate: [{ doseQuantity: { value: 2, unit } }],
            route: { coding: [{ system: 'http://snomed.info/sct', code: '1234', display }] },
            asNeededCodeableConcept: { text: reason },
          };
          const sentence = renderDosageText(dosage, { language });
          expect(sentence === undefined || !hiddenPattern.test(sentence), sentence).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
    // Thousands of renders take seconds alone, more on a busy machine.
  }, 120_000);
});
