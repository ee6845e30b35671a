import { beforeAll, describe, expect, it } from 'vitest';
import { dosageFindings } from '@medication-module/fhir-checker';
import { loadR4StructureDefinitions } from '../support/fhir-check';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';

/**
 * The schedule rule the frequency guide states once and the Timing schema repeats, as the checker
 * applies it (packages/fhir-checker/src/rules.ts): doses per period have `frequency`, `period` and
 * `periodUnit` together; clock times have `timeOfDay` (and maybe `dayOfWeek`) without them, as
 * R4's definitions of those elements ask; a continuous infusion's `repeat` holds only
 * `boundsPeriod` beside a rate.
 */
beforeAll(() => loadR4StructureDefinitions(), 120_000);

const dosages = (): ReturnType<typeof guideValuesOfType> => [
  ...guideValuesOfType('Dosage'),
  ...openApiValuesOfType('Dosage'),
];

describe('Timing.repeat in the Dosage examples', () => {
  it('finds Dosage examples', () => {
    expect(dosages().length).toBeGreaterThan(10);
  });

  it('every repeat has one of the shapes of the schedule rule', () => {
    const broken = dosages().flatMap(({ where, value }) =>
      dosageFindings(value, '$')
        .filter((found) => found.rule === 'timing-schedule')
        .map((found) => `${where}: ${found.message}`),
    );
    expect(broken).toEqual([]);
  });

  it('refuses a frequency without a period and accepts a continuous infusion', () => {
    const rules = (dosage: unknown): string[] => dosageFindings(dosage, '$').map((f) => f.rule);
    expect(rules({ text: 'x', timing: { repeat: { frequency: 3, periodUnit: 'd' } } })).toContain(
      'timing-schedule',
    );
    expect(
      rules({
        text: 'x',
        timing: { repeat: { boundsPeriod: { start: '2025-03-14T10:00:00+01:00' } } },
        doseAndRate: [{ rateQuantity: { value: 2, unit: 'mL/h' } }],
      }),
    ).not.toContain('timing-schedule');
  });

  it("accepts R4's clock-time form and refuses frequency and period beside clock times", () => {
    const rules = (repeat: Record<string, unknown>): string[] =>
      dosageFindings({ text: 'x', timing: { repeat } }, '$').map((f) => f.rule);
    expect(rules({ timeOfDay: ['08:00:00', '20:00:00'] })).not.toContain('timing-schedule');
    expect(rules({ dayOfWeek: ['mon'], timeOfDay: ['08:00:00'] })).not.toContain('timing-schedule');
    expect(rules({ frequency: 1, period: 1, periodUnit: 'd', timeOfDay: ['18:00:00'] })).toContain(
      'timing-schedule',
    );
    expect(rules({ frequency: 1, period: 1, periodUnit: 'wk', dayOfWeek: ['mon'] })).toContain(
      'timing-schedule',
    );
    expect(rules({ dayOfWeek: ['mon'] })).toContain('timing-schedule');
    expect(rules({ frequency: 3, period: 1, periodUnit: 'd', when: ['AC'], offset: 30 })).toEqual(
      [],
    );
  });
});
