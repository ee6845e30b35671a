import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, responseExamples } from '@medication-module/api-description';
import {
  exampleFindings,
  formatFindings,
  loadR4StructureDefinitions,
} from '../../tests/support/fhir-check';
import { examplesBundle } from './examples-bundle';

const spec = loadSpec();
const bundle = examplesBundle(spec);
const entries = bundle.entry as { fullUrl: string; resource: unknown }[];

describe('Bundle of the OpenAPI examples', () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('is a valid FHIR R4 collection', () => {
    const problems = exampleFindings(bundle);
    expect(problems, formatFindings(problems)).toEqual([]);
    expect(bundle.type).toBe('collection');
  });

  it('holds every resource example of every read, once, under its address', () => {
    const examples = Object.keys(spec.paths).flatMap((template) =>
      responseExamples(spec, template, '200').map(({ value }) => value),
    );
    expect(entries.map((entry) => entry.resource)).toEqual(examples);
    const fullUrls = entries.map((entry) => entry.fullUrl);
    expect(new Set(fullUrls).size).toBe(examples.length);
    for (const url of fullUrls) {
      expect(url).toMatch(
        /^https:\/\/fhir\.example\.org\/r4\/(MedicationRequest|ServiceRequest)\//,
      );
    }
  });
});
