import { beforeAll, describe, expect, it } from 'vitest';
import { loadR4StructureDefinitions } from '../support/fhir-definitions';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';

/**
 * The rule the guides and the Timing schema state: a schedule of doses has `frequency`, `period`
 * and `periodUnit` together; the one `repeat` without them is a continuous infusion, whose
 * `repeat` holds only `boundsPeriod` and whose Dosage has a rate.
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
    const broken = dosages().flatMap(({ where, value }) => {
      const timing = value.timing as { repeat?: Record<string, unknown> } | undefined;
      const repeat = timing?.repeat;
      if (!repeat) return [];
      const schedule = ['frequency', 'period', 'periodUnit'].filter((key) => key in repeat);
      if (schedule.length === 3) return [];
      const doseAndRate = (value.doseAndRate ?? []) as Record<string, unknown>[];
      const hasRate = doseAndRate.some((entry) =>
        Object.keys(entry).some((key) => key.startsWith('rate')),
      );
      const continuous =
        schedule.length === 0 && Object.keys(repeat).join() === 'boundsPeriod' && hasRate;
      return continuous ? [] : [`${where}: repeat has ${Object.keys(repeat).join(', ')}`];
    });
    expect(broken).toEqual([]);
  });
});
