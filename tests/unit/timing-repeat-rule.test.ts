import { beforeAll, describe, expect, it } from 'vitest';
import { checkFhirValue } from '@medication-module/fhir-checker';
import { loadR4StructureDefinitions, pageCheckerData } from '../support/fhir-check';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';

/**
 * The schedule rule the frequency guide states in words and the MedicationRequest profile states
 * as its invariant `mm-timing-schedule`, as the checker evaluates it on a Dosage: doses per period
 * have `frequency`, `period` and `periodUnit` together; clock times have `timeOfDay` (and maybe
 * `dayOfWeek`) without them, as R4's definitions of those elements ask; a continuous infusion's
 * `repeat` holds only `boundsPeriod` beside a rate.
 */
beforeAll(() => loadR4StructureDefinitions(), 120_000);

const dosages = (): ReturnType<typeof guideValuesOfType> => [
  ...guideValuesOfType('Dosage'),
  ...openApiValuesOfType('Dosage'),
];

const scheduleFindings = (dosage: unknown): string[] =>
  checkFhirValue(dosage, pageCheckerData(), { declaredType: 'Dosage' })
    .filter((found) => found.rule === 'mm-timing-schedule')
    .map((found) => `${found.path}: ${found.message}`);

const breaks = (dosage: unknown): boolean => scheduleFindings(dosage).length > 0;

describe('Timing.repeat in the Dosage examples', () => {
  it('finds Dosage examples', () => {
    expect(dosages().length).toBeGreaterThan(10);
  });

  it('every repeat has one of the shapes of the schedule rule', () => {
    const broken = dosages().flatMap(({ where, value }) =>
      scheduleFindings(value).map((found) => `${where}: ${found}`),
    );
    expect(broken).toEqual([]);
  });

  it('refuses a frequency without a period and accepts a continuous infusion', () => {
    expect(
      scheduleFindings({ text: 'x', timing: { repeat: { frequency: 3, periodUnit: 'd' } } }),
    ).toEqual([
      expect.stringMatching(/^\$\.timing\.repeat: This repeat has frequency, periodUnit\./),
    ]);
    expect(
      breaks({
        text: 'x',
        timing: { repeat: { boundsPeriod: { start: '2025-03-14T10:00:00+01:00' } } },
        doseAndRate: [{ rateQuantity: { value: 2, unit: 'mL/h' } }],
      }),
    ).toBe(false);
    expect(
      breaks({
        text: 'x',
        timing: { repeat: { boundsPeriod: { start: '2025-03-14T10:00:00+01:00' } } },
      }),
    ).toBe(true);
  });

  it("accepts R4's clock-time form and refuses frequency and period beside clock times", () => {
    const withRepeat = (repeat: Record<string, unknown>): boolean =>
      breaks({ text: 'x', timing: { repeat } });
    expect(withRepeat({ timeOfDay: ['08:00:00', '20:00:00'] })).toBe(false);
    expect(withRepeat({ dayOfWeek: ['mon'], timeOfDay: ['08:00:00'] })).toBe(false);
    expect(withRepeat({ frequency: 1, period: 1, periodUnit: 'd', timeOfDay: ['18:00:00'] })).toBe(
      true,
    );
    expect(withRepeat({ frequency: 1, period: 1, periodUnit: 'wk', dayOfWeek: ['mon'] })).toBe(
      true,
    );
    expect(withRepeat({ dayOfWeek: ['mon'] })).toBe(true);
    expect(withRepeat({ frequency: 3, period: 1, periodUnit: 'd', when: ['AC'], offset: 30 })).toBe(
      false,
    );
  });
});
