import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkResource } from './index';
import { infusionFindings, massRateLines } from './infusion';
import { checkerData } from './node/data';

/**
 * An infusion's rate, volume and duration agree (rate × duration = volume, the rate rounded to one
 * decimal as the module rounds it), compared by value in UCUM; the case of issue 43 is vancomycin
 * 1 g in 250 mL glucose 5 % over 2 hours, where 125 mL/h follows and 200 mL/h is a mistake.
 */
const UCUM = 'http://unitsofmeasure.org';
const quantity = (value: number, code: string): Record<string, unknown> => ({
  value,
  unit: code,
  system: UCUM,
  code,
});

const bag = {
  resourceType: 'Medication',
  id: 'bag',
  code: { text: 'Vancomycin 1 g in 250 mL glucose 5%' },
  amount: { numerator: quantity(250, 'mL'), denominator: { value: 1 } },
  ingredient: [
    {
      itemCodeableConcept: {
        coding: [{ system: 'http://www.whocc.no/atc', code: 'J01XA01', display: 'vancomycin' }],
      },
      isActive: true,
      strength: { numerator: quantity(1, 'g'), denominator: quantity(250, 'mL') },
    },
    { itemCodeableConcept: { text: 'Glucose 5% solution for infusion' }, isActive: false },
  ],
};

const dosage = (
  rate: Record<string, unknown>,
  repeat: Record<string, unknown> = { duration: 2, durationUnit: 'h' },
  dose: Record<string, unknown> | undefined = quantity(1, 'g'),
): Record<string, unknown> => ({
  text: 'Vancomycin 1 g in 250 mL glucose 5% IV over 2 hours every 12 hours',
  timing: { repeat: { frequency: 1, period: 12, periodUnit: 'h', ...repeat } },
  doseAndRate: [{ ...(dose ? { doseQuantity: dose } : {}), ...rate }],
});

/** The findings' rules and paths; `null`: no Medication. */
const rules = (
  value: Record<string, unknown>,
  medication: Record<string, unknown> | null = bag,
): string[] =>
  infusionFindings(value, '$', medication ?? undefined).map((item) => `${item.rule} ${item.path}`);

describe('an infusion’s rate, volume and duration', () => {
  it('finds 200 mL/h where 250 mL over 2 hours gives 125 mL/h, as valid R4 the module does not send', () => {
    const [found, ...more] = infusionFindings(
      dosage({ rateQuantity: quantity(200, 'mL/h') }),
      '$.dosageInstruction[0]',
      bag,
    );
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      rule: 'infusion-rate',
      kind: 'not-module',
      severity: 'warning',
      path: '$.dosageInstruction[0].doseAndRate[0].rateQuantity',
    });
    expect(found?.message).toContain('125 mL/h');
    expect(found?.message).toContain('rounds it to one decimal');
  });

  it('takes the same rate, volume and duration in any UCUM units as agreeing', () => {
    const agreeing = [
      { rateQuantity: quantity(125, 'mL/h') },
      { rateQuantity: quantity(2.0833, 'mL/min') },
      { rateQuantity: quantity(0.125, 'L/h') },
      { rateRatio: { numerator: quantity(250, 'mL'), denominator: quantity(2, 'h') } },
      { rateRatio: { numerator: quantity(125, 'mL'), denominator: quantity(60, 'min') } },
    ];
    for (const rate of agreeing) {
      expect(rules(dosage(rate)), JSON.stringify(rate)).toEqual([]);
      expect(rules(dosage(rate, { duration: 120, durationUnit: 'min' }))).toEqual([]);
    }
    // The dose as a volume, without a Medication.
    expect(
      rules(dosage({ rateQuantity: quantity(125, 'mL/h') }, undefined, quantity(250, 'mL')), null),
    ).toEqual([]);
    // No dose: the bag's volume.
    expect(rules(dosage({ rateQuantity: quantity(125, 'mL/h') }, undefined, undefined))).toEqual(
      [],
    );
    // Half a bag's worth of vancomycin is half its volume.
    expect(
      rules(dosage({ rateQuantity: quantity(62.5, 'mL/h') }, undefined, quantity(500, 'mg'))),
    ).toEqual([]);
  });

  it('allows a duration range, and a single administration bounded by boundsDuration', () => {
    const range = { duration: 1, durationMax: 2, durationUnit: 'h' };
    expect(rules(dosage({ rateQuantity: quantity(200, 'mL/h') }, range))).toEqual([]);
    expect(rules(dosage({ rateQuantity: quantity(300, 'mL/h') }, range))).toHaveLength(1);
    const once = {
      timing: { repeat: { boundsDuration: quantity(2, 'h'), count: 1 } },
      doseAndRate: [{ doseQuantity: quantity(1, 'g'), rateQuantity: quantity(200, 'mL/h') }],
    };
    expect(rules(once)).toHaveLength(1);
  });

  it('does not read a course (boundsDuration beside a schedule) or a missing part as a duration', () => {
    const course = {
      timing: {
        repeat: { boundsDuration: quantity(7, 'd'), frequency: 1, period: 12, periodUnit: 'h' },
      },
      doseAndRate: [{ doseQuantity: quantity(1, 'g'), rateQuantity: quantity(200, 'mL/h') }],
    };
    expect(rules(course)).toEqual([]);
    // A continuous infusion: a rate and no dose or duration.
    expect(
      rules({
        timing: { repeat: { boundsPeriod: { start: '2025-03-14T11:00:00+01:00' } } },
        doseAndRate: [{ rateQuantity: quantity(2, 'mL/h') }],
      }),
    ).toEqual([]);
    // A dose in mg without a known concentration says no volume.
    expect(rules(dosage({ rateQuantity: quantity(200, 'mL/h') }), null)).toEqual([]);
    // Units that are no volume per time, and units outside UCUM, are no rate to compare.
    expect(rules(dosage({ rateQuantity: quantity(200, 'mg/h') }))).toEqual([]);
    expect(
      rules(dosage({ rateQuantity: { value: 200, unit: 'mL/h', system: 'urn:x', code: 'mL/h' } })),
    ).toEqual([]);
  });

  it('never calls a rate rounded to one decimal wrong, and always finds one a mL/h off', () => {
    const volumes = fc.integer({ min: 5, max: 1000 });
    const durations = fc.record({
      value: fc.integer({ min: 1, max: 600 }),
      unit: fc.constantFrom('min', 'h', 's'),
    });
    fc.assert(
      fc.property(
        volumes,
        durations,
        fc.constantFrom('mL/h', 'mL/min', 'L/h'),
        fc.double({ min: 1.01, max: 50, noNaN: true }),
        fc.boolean(),
        (ml, duration, rateUnit, off, faster) => {
          const seconds = { s: 1, min: 60, h: 3600 }[duration.unit] * duration.value;
          const exact = ml / (seconds / 3600);
          const perUnit = { 'mL/h': 1, 'mL/min': 1 / 60, 'L/h': 1 / 1000 }[rateUnit];
          const repeat = { duration: duration.value, durationUnit: duration.unit };
          const rounded = Math.round(exact * 10) / 10;
          const right = dosage(
            { rateQuantity: quantity(rounded * perUnit, rateUnit) },
            repeat,
            quantity(ml, 'mL'),
          );
          expect(rules(right)).toEqual([]);
          const wrong = dosage(
            {
              rateQuantity: quantity(
                (faster ? exact + off : Math.max(exact - off, 0.01)) * perUnit,
                rateUnit,
              ),
            },
            repeat,
            quantity(ml, 'mL'),
          );
          if (faster || exact - off > 0.01) expect(rules(wrong)).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shows the amount of substance per hour next to the rate, as the guide asks', () => {
    expect(massRateLines(dosage({ rateQuantity: quantity(125, 'mL/h') }), bag)).toEqual([
      'Amount per hour: 125 mL/h × 4 mg/mL = 500 mg/h of vancomycin, computed from the structure. Show it next to the rate; it is not a dose given every hour.',
    ]);
    expect(massRateLines(dosage({ rateQuantity: quantity(125, 'mL/h') }), undefined)).toEqual([]);
  });

  it('gives the vancomycin case one finding and its mg/h in the whole check', () => {
    const resource = {
      resourceType: 'MedicationRequest',
      id: 'vanco-1',
      contained: [bag],
      status: 'active',
      intent: 'order',
      medicationReference: { reference: '#bag' },
      subject: { reference: 'Patient/pat-1042' },
      dosageInstruction: [
        {
          ...dosage(
            { rateQuantity: quantity(200, 'mL/h') },
            { duration: 120, durationUnit: 'min' },
          ),
          route: {
            coding: [
              { system: 'http://snomed.info/sct', code: '47625008', display: 'Intravenous route' },
            ],
          },
        },
      ],
    };
    const report = checkResource(resource, checkerData());
    const warnings = report.findings.filter((item) => item.kind !== 'advice');
    expect(warnings.map((item) => item.rule)).toEqual(['infusion-rate']);
    const lines = report.explanations[0]?.sections.flatMap((section) => section.lines) ?? [];
    expect(lines).toContain('The text and the structure agree in meaning.');
    expect(lines.some((line) => line.includes('800 mg/h of vancomycin'))).toBe(true);
  });
});
