import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadR4StructureDefinitions } from '../support/fhir-check';
import {
  guideValuesOfType,
  openApiValuesOfType,
  type LocatedValue,
} from '../support/fhir-examples';

/**
 * The module sends asNeededCodeableConcept when the prescriber named the condition, and
 * asNeededBoolean otherwise. An example whose Dosage.text says "if needed for pain" therefore
 * carries the coded condition, and one with asNeededBoolean names no condition in its text: the
 * words and the structure of every Dosage on the site, and of every published test vector, agree.
 */
// Reading every example of the guides and the API description takes seconds on a busy machine.
let siteDosages: LocatedValue[] = [];
beforeAll(() => {
  loadR4StructureDefinitions();
  siteDosages = [...guideValuesOfType('Dosage'), ...openApiValuesOfType('Dosage')];
}, 120_000);

const namesCondition = (text: unknown): boolean =>
  typeof text === 'string' && /\b(?:if|as) needed for\b/i.test(text);

function disagreements(dosages: LocatedValue[]): string[] {
  return dosages.flatMap(({ where, value }) => {
    if (namesCondition(value.text) && value.asNeededCodeableConcept === undefined) {
      return [
        `${where}: "${String(value.text)}" names a condition but sends no asNeededCodeableConcept`,
      ];
    }
    if (value.asNeededBoolean === true && namesCondition(value.text)) {
      return [`${where}: asNeededBoolean with a condition in the text`];
    }
    return [];
  });
}

describe('as-needed Dosages', () => {
  it('find the as-needed examples of the guides and of the API description', () => {
    const asNeeded = siteDosages.filter(
      ({ value }) =>
        value.asNeededBoolean !== undefined || value.asNeededCodeableConcept !== undefined,
    );
    expect(asNeeded.length).toBeGreaterThan(3);
  });

  it('code the condition their text names, on the pages and in the API description', () => {
    expect(
      disagreements([...guideValuesOfType('Dosage'), ...openApiValuesOfType('Dosage')]),
    ).toEqual([]);
  });

  it('code the condition their text names in the published test vectors', () => {
    const vectors = JSON.parse(
      readFileSync(require.resolve('@medication-module/dosage-text/vectors.json'), 'utf8'),
    ) as { cases: { name: string; dosage: Record<string, unknown> }[] };
    expect(disagreements(vectors.cases.map((c) => ({ where: c.name, value: c.dosage })))).toEqual(
      [],
    );
  });

  it('finds the disagreement it looks for', () => {
    expect(
      disagreements([
        { where: 'x', value: { text: '5 mg if needed for pain', asNeededBoolean: true } },
      ]),
    ).toHaveLength(1);
  });
});
