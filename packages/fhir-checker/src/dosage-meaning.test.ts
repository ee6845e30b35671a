import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderDosageText } from '@medication-module/dosage-text';
import { dosageDifferences, readDosage } from './dosage-meaning';

const UCUM = 'http://unitsofmeasure.org';
const routes = {
  '26643006': ['by mouth', 'orally', 'PO'],
  '47625008': ['intravenously', 'IV', 'i.v.'],
  '34206005': ['subcutaneously', 'SC', 'subcut'],
} as const;
type RouteCode = keyof typeof routes;

interface Prescribed {
  dose: number;
  unit: 'mg' | 'g' | 'mL';
  frequency: number;
  period: number;
  periodUnit: 'h' | 'd';
  route: RouteCode;
}

const prescribed: fc.Arbitrary<Prescribed> = fc.record({
  dose: fc.integer({ min: 1, max: 2000 }),
  unit: fc.constantFrom('mg', 'g', 'mL'),
  frequency: fc.integer({ min: 1, max: 6 }),
  period: fc.integer({ min: 1, max: 12 }),
  periodUnit: fc.constantFrom('h', 'd'),
  route: fc.constantFrom(...(Object.keys(routes) as RouteCode[])),
});

const dosageOf = (p: Prescribed): Record<string, unknown> => ({
  timing: { repeat: { frequency: p.frequency, period: p.period, periodUnit: p.periodUnit } },
  route: { coding: [{ system: 'http://snomed.info/sct', code: p.route }] },
  doseAndRate: [{ doseQuantity: { value: p.dose, unit: p.unit, system: UCUM, code: p.unit } }],
});

/** How a prescriber might write the schedule in words. */
function scheduleWords(p: Prescribed): string[] {
  const hours = p.periodUnit === 'h' ? 'hours' : 'days';
  if (p.period === 1 && p.periodUnit === 'd') {
    if (p.frequency === 1) return ['once daily', 'once a day', 'daily', 'every day'];
    if (p.frequency === 2)
      return ['twice daily', 'twice a day', '2 times daily', 'two times a day'];
    return [
      `${p.frequency} times daily`,
      `${p.frequency} times a day`,
      `${p.frequency} times per day`,
    ];
  }
  if (p.frequency === 1) {
    return p.period === 1
      ? ['every hour', 'hourly']
      : [`every ${p.period} ${hours}`, `once every ${p.period} ${hours}`];
  }
  return [`${p.frequency} times every ${p.period} ${hours}`];
}

/** A prescriber's own wording of the same order: other words, another order of the parts. */
const writtenAs = (p: Prescribed): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...scheduleWords(p)), fc.constantFrom(...routes[p.route]), fc.boolean())
    .map(([schedule, route, routeLast]) =>
      routeLast
        ? `${p.dose} ${p.unit} ${schedule} ${route}`
        : `${p.dose} ${p.unit} ${route} ${schedule}`,
    );

describe('comparing Dosage.text and the structure by meaning', () => {
  it('takes a prescriber’s wording of the same order as agreeing', () => {
    fc.assert(
      fc.property(
        prescribed.chain((p) => fc.tuple(fc.constant(p), writtenAs(p))),
        ([p, text]) => {
          const rendering = renderDosageText(dosageOf(p)) ?? '';
          expect(dosageDifferences(text, rendering), `${text} | ${rendering}`).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('finds the one part that differs, and only that part', () => {
    const changed = prescribed.chain((p) =>
      fc.tuple(
        fc.constant(p),
        fc.oneof(
          fc
            .integer({ min: 1, max: 2000 })
            .filter((dose) => dose !== p.dose)
            .map((dose) => ({ part: 'dose', p: { ...p, dose } })),
          fc
            .integer({ min: 1, max: 6 })
            .filter((frequency) => frequency !== p.frequency)
            .map((frequency) => ({ part: 'frequency and period', p: { ...p, frequency } })),
          fc
            .constantFrom(...(Object.keys(routes) as RouteCode[]))
            .filter((route) => route !== p.route)
            .map((route) => ({ part: 'route', p: { ...p, route } })),
        ),
      ),
    );
    fc.assert(
      fc.property(
        changed.chain(([p, change]) =>
          fc.tuple(fc.constant(p), fc.constant(change.part), writtenAs(change.p)),
        ),
        ([p, part, text]) => {
          const rendering = renderDosageText(dosageOf(p)) ?? '';
          expect(
            dosageDifferences(text, rendering).map((d) => d.part),
            `${text} | ${rendering}`,
          ).toEqual([part]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads the site’s own wordings as their renderings’ equals', () => {
    const pairs: [string, string][] = [
      [
        '2 tablets by mouth once, on the first morning',
        '2 tablets by mouth once daily in the morning for 1 dose',
      ],
      [
        '250 mg in 50 mL NaCl 0.9% IV, continuous at 2 mL/h (10 mg/h) from 11:00',
        'Intravenously at 2 mL/h continuously from 2025-03-14 11:00',
      ],
      [
        '1 g by mouth if needed for pain, at least 6 hours apart, at most 4 g per 24 hours',
        '1 g by mouth as needed for pain, at most once every 6 hours, max 4 g per 24 hours',
      ],
      [
        '1 tablet (875 mg/125 mg) by mouth twice daily for 5 days',
        '1 tablet by mouth twice daily for 5 days',
      ],
      [
        '40 mg by mouth 12 hours and 2 hours before surgery',
        '40 mg by mouth on 2025-03-13 at 21:30 and on 2025-03-14 at 07:30',
      ],
      [
        '1 g (2 tablets) by mouth every 4 to 6 hours if needed for pain, max 4 g per 24 hours',
        '1 g by mouth as needed for pain, at most once every 4 to 6 hours, max 4 g per 24 hours',
      ],
      [
        '2 g in 100 mL NaCl 0.9% IV over 30 minutes once daily',
        '2 g intravenously at 200 mL/h over 30 minutes once daily',
      ],
    ];
    for (const [text, rendering] of pairs)
      expect(dosageDifferences(text, rendering), text).toEqual([]);
  });

  it('tells apart what the guide says must not be confused', () => {
    const parts = (text: string, rendering: string): string[] =>
      dosageDifferences(text, rendering).map((d) => d.part);
    expect(parts('1 g by mouth every 8 hours', '1 g by mouth 3 times daily')).toEqual([
      'frequency and period',
    ]);
    expect(
      parts('1 g by mouth 3 times daily', '1 g by mouth as needed, at most once every 8 hours'),
    ).toContain('as needed');
    expect(parts('1 g by mouth as needed for pain', '1 g by mouth as needed for fever')).toEqual([
      'as-needed reason',
    ]);
    expect(parts('1 tablet at 08:00 and 20:00', '1 tablet twice daily at 08:00 and 18:00')).toEqual(
      ['times of day'],
    );
    expect(parts('1 g, max 3 g per 24 hours', '1 g, max 4 g per 24 hours')).toEqual([
      'maximum dose',
    ]);
    expect(parts('1 g by mouth daily for 7 days', '1 g by mouth once daily for 5 days')).toEqual([
      'course',
    ]);
  });

  it('counts clock times alone as that many doses every day, as R4 reads timeOfDay', () => {
    const times = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 6 }), (hours, written) => {
        const clock = [...hours]
          .sort((a, b) => a - b)
          .map((h) => `${String(h).padStart(2, '0')}:00`);
        const rendering =
          renderDosageText({ timing: { repeat: { timeOfDay: clock.map((t) => `${t}:00`) } } }) ??
          '';
        const text = `1 tablet ${written} times daily at ${clock.join(' and ')}`;
        expect(
          dosageDifferences(text, rendering).map((d) => d.part),
          `${text} | ${rendering}`,
        ).toEqual(written === clock.length ? [] : ['frequency and period']);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws, whatever the text or the Dosage', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.anything(), (text, rendering, dosage) => {
        dosageDifferences(text, rendering);
        readDosage(dosage);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the duration of one administration, compared by value', () => {
  const units = ['s', 'min', 'h', 'd', 'wk'] as const;
  const languages = ['en', 'nl', 'fr', 'de'] as const;
  const words: Readonly<Record<(typeof units)[number], readonly string[]>> = {
    s: ['seconds', 'sec'],
    min: ['minutes', 'min', 'mins'],
    h: ['hours', 'h', 'hrs'],
    d: ['days', 'd'],
    wk: ['weeks', 'wk'],
  };
  const seconds: Readonly<Record<(typeof units)[number], number>> = {
    s: 1,
    min: 60,
    h: 3600,
    d: 86400,
    wk: 604800,
  };
  const infusion = (duration: number, durationUnit: string): Record<string, unknown> => ({
    timing: { repeat: { frequency: 1, period: 12, periodUnit: 'h', duration, durationUnit } },
    route: { coding: [{ system: 'http://snomed.info/sct', code: '47625008' }] },
    doseAndRate: [
      {
        doseQuantity: { value: 1, unit: 'g', system: UCUM, code: 'g' },
        rateQuantity: { value: 125, unit: 'mL/h', system: UCUM, code: 'mL/h' },
      },
    ],
  });
  const durations = fc.record({
    value: fc.oneof(fc.integer({ min: 1, max: 240 }), fc.constantFrom(0.5, 1.5, 2.5)),
    unit: fc.constantFrom(...units),
  });

  it('reads “over 2 hours”, “over 120 minutes” and “infuse over 2 h” as the structure’s 120 min', () => {
    const rendering = renderDosageText(infusion(120, 'min')) ?? '';
    for (const text of [
      'Vancomycin 1 g in 250 mL glucose 5% IV over 2 hours every 12 hours',
      '1 g IV over 120 minutes every 12 hours',
      'infuse over 2 h, 1 g every 12 hours',
      '1 g IV at 125 mL/h over 2 hrs every 12 hours',
      '1 g IV at 2.0833 mL/min over 2 hours every 12 hours',
    ])
      expect(dosageDifferences(text, rendering), `${text} | ${rendering}`).toEqual([]);
    expect(
      dosageDifferences('1 g IV over 3 hours every 12 hours', rendering).map((d) => d.part),
    ).toEqual(['duration of one administration']);
  });

  it('never finds the renderer’s own sentence, in any of its languages, at odds with its structure', () => {
    fc.assert(
      fc.property(durations, fc.constantFrom(...languages), ({ value, unit }, language) => {
        const dosage = infusion(value, unit);
        const rendering = renderDosageText(dosage) ?? '';
        const text = renderDosageText(dosage, { language }) ?? '';
        expect(dosageDifferences(text, rendering), `${text} | ${rendering}`).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('takes the same duration in another unit as agreeing, and a different one as differing', () => {
    fc.assert(
      fc.property(
        durations,
        fc.constantFrom(...units),
        fc.integer({ min: 1, max: 240 }),
        ({ value, unit }, otherUnit, otherValue) => {
          const rendering = renderDosageText(infusion(value, unit)) ?? '';
          const same = (value * seconds[unit]) / seconds[otherUnit];
          const word = (target: (typeof units)[number]): string =>
            words[target][otherValue % words[target].length] ?? target;
          if (Number.isInteger(same * 1000)) {
            const text = `1 g intravenously over ${same} ${word(otherUnit)} every 12 hours`;
            expect(dosageDifferences(text, rendering), `${text} | ${rendering}`).toEqual([]);
          }
          if (otherValue * seconds[otherUnit] !== value * seconds[unit]) {
            const text = `1 g intravenously over ${otherValue} ${word(otherUnit)} every 12 hours`;
            expect(
              dosageDifferences(text, rendering).map((d) => d.part),
              `${text} | ${rendering}`,
            ).toEqual(['duration of one administration']);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
