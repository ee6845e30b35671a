import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dosage } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../scripts/openapi-spec';
import { renderDosageText } from '../../src/dosage-text';
import { loadR4StructureDefinitions } from '../support/fhir-definitions';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';
import { validateFhirJson } from '../support/fhir-validate';
import { formatProblems } from '../support/validation-problem';
import { repoRoot } from '../support/markdown-json-blocks';

/**
 * The published test vectors of the reference Dosage rendering (static/fhir/, downloaded by
 * integrators): every case must render to its sentence, and every Dosage the site shows must be a
 * case. Changing an example's Dosage or the renderer therefore fails here until the vector is
 * updated with it, which keeps the download true.
 */
interface VectorCase {
  name: string;
  dosage: Dosage;
  sentence: string | null;
}

const vectorsFile = 'static/fhir/dosage-text-vectors.json';
const vectors = JSON.parse(readFileSync(path.join(repoRoot, vectorsFile), 'utf8')) as {
  description: string;
  fhirVersion: string;
  cases: VectorCase[];
};

beforeAll(() => loadR4StructureDefinitions(), 120_000);

const rendered = (dosage: Dosage): string | null => renderDosageText(dosage) ?? null;
const key = (value: unknown): string => JSON.stringify(value);

describe(`Dosage.text test vectors (${vectorsFile})`, () => {
  it('has at least 30 cases with unique names and unique Dosages, for FHIR 4.0.1', () => {
    expect(vectors.fhirVersion).toBe('4.0.1');
    expect(vectors.cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(vectors.cases.map((c) => c.name)).size).toBe(vectors.cases.length);
    expect(new Set(vectors.cases.map((c) => key(c.dosage))).size).toBe(vectors.cases.length);
  });

  it.each(vectors.cases.map((c) => [c.name, c] as const))('%s is a valid R4 Dosage', (_, c) => {
    const problems = validateFhirJson(c.dosage, 'Dosage');
    expect(problems, formatProblems(problems)).toEqual([]);
  });

  it.each(vectors.cases.map((c) => [c.name, c] as const))('%s renders to its sentence', (_, c) => {
    expect(rendered(c.dosage)).toBe(c.sentence);
  });
});

describe('every Dosage on the site is a test vector', () => {
  const byDosage = new Map(vectors.cases.map((c) => [key(c.dosage), c]));
  const siteDosages = (): { where: string; value: Record<string, unknown> }[] => [
    ...guideValuesOfType('Dosage'),
    ...openApiValuesOfType('Dosage'),
  ];

  it('finds the Dosages of the guides and of the API reference', () => {
    const where = siteDosages().map((found) => found.where);
    expect(where.filter((place) => place.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(where.filter((place) => place.startsWith('#/')).length).toBeGreaterThan(4);
  });

  it('each one has a case with the same Dosage and the sentence it renders to', () => {
    const missing = siteDosages().flatMap(({ where, value }) => {
      const dosage = value as Dosage;
      const vector = byDosage.get(key(dosage));
      if (vector !== undefined && vector.sentence === rendered(dosage)) return [];
      return [
        `${where}: add or update the case\n${JSON.stringify({ dosage, sentence: rendered(dosage) })}`,
      ];
    });
    expect(missing, missing.join('\n\n')).toEqual([]);
  });
});

describe('the API examples state the rendering of their Dosage', () => {
  const spec = loadSpec();
  const withDosages = Object.entries(spec.paths).flatMap(([template, operations]) =>
    Object.entries(
      operations.get?.responses['200']?.content?.['application/fhir+json']?.examples ?? {},
    ).flatMap(([name, example]) => {
      const value = example.value as { dosageInstruction?: Dosage[] } | undefined;
      return value?.dosageInstruction
        ? [[`${template} ${name}`, example.description ?? '', value.dosageInstruction] as const]
        : [];
    }),
  );

  it('finds the MedicationRequest examples', () => {
    expect(withDosages.length).toBeGreaterThan(3);
  });

  it.each(withDosages)(
    '%s: its description ends with the reference rendering',
    (_, description, dosages) => {
      const sentences = dosages.map((dosage) => rendered(dosage));
      expect(description.trimEnd()).toMatch(
        new RegExp(`of the Dosage: \\*${escapeRegExp(sentences.join('*; *'))}\\*\\.$`),
      );
    },
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
