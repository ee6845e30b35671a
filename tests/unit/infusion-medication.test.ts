import { beforeAll, describe, expect, it } from 'vitest';
import { loadR4StructureDefinitions } from '../support/fhir-check';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';

/**
 * In R4 `Medication.ingredient.strength` is a concentration and the package size is
 * `Medication.amount`. Every infusion bag in the examples sends its volume in `amount`, so that
 * no client has to read the strength's denominator as the bag volume.
 */
const SOLUTION_FOR_INFUSION = '11210000';

interface QuantityJson {
  value?: number;
  code?: string;
}

beforeAll(() => loadR4StructureDefinitions(), 120_000);

describe('infusion bags (contained Medication, solution for infusion)', () => {
  const bags = () =>
    [...guideValuesOfType('Medication'), ...openApiValuesOfType('Medication')].filter(({ value }) =>
      JSON.stringify(value.form ?? {}).includes(`"code":"${SOLUTION_FOR_INFUSION}"`),
    );

  it('are shown in the guides and in the OpenAPI description', () => {
    const where = bags().map((bag) => bag.where);
    expect(where.some((place) => place.startsWith('docs/'))).toBe(true);
    expect(where.some((place) => place.startsWith('#/paths/'))).toBe(true);
  });

  it('send the bag volume in amount: millilitres per one bag', () => {
    for (const { where, value } of bags()) {
      const amount = value.amount as
        { numerator?: QuantityJson; denominator?: QuantityJson } | undefined;
      expect(amount?.numerator?.code, where).toBe('mL');
      expect(amount?.numerator?.value, where).toBeGreaterThan(0);
      expect(amount?.denominator?.value, where).toBe(1);
    }
  });
});
