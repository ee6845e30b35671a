import { beforeAll, describe, expect, it } from 'vitest';
import { dosageFindings } from '@medication-module/fhir-checker';
import { loadR4StructureDefinitions } from '../support/fhir-check';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';

/**
 * The rule the guides and the Timing schema state, as the checker applies it
 * (packages/fhir-checker/src/rules.ts): a schedule of doses has `frequency`, `period` and `periodUnit`
 * together; the one `repeat` without them is a continuous infusion, whose `repeat` holds only
 * `boundsPeriod` and whose Dosage has a rate.
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

  it('every repeat is a schedule of doses or a continuous infusion', () => {
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
});
