import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDataType } from '@medplum/core';
import type { Dosage } from '@medplum/fhirtypes';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import { languages, renderDosageText } from '@medication-module/dosage-text';
import {
  formatFindings,
  loadR4StructureDefinitions,
  r4Findings,
  valueSetCodes,
} from '../support/fhir-check';
import { guideValuesOfType, openApiValuesOfType } from '../support/fhir-examples';
import { repoRoot } from '../support/markdown-json-blocks';

/**
 * The published test vectors of the reference Dosage rendering (packages/dosage-text/static/fhir/, downloaded by
 * integrators): every case must render to its sentence, every Dosage the site shows must be a
 * case, and the cases cover R4 itself (each element, every EventTiming code, every timing
 * abbreviation). Changing an example's Dosage or the renderer therefore fails here until the
 * vector is updated with it, which keeps the download true.
 */
interface VectorCase {
  name: string;
  /** What the case shows, in one line. */
  note: string;
  valid: boolean;
  dosage: Dosage;
  sentences: Record<string, string> | null;
}

const fromRepo = (specifier: string): string => path.relative(repoRoot, require.resolve(specifier));
const vectorsFile = fromRepo('@medication-module/dosage-text/vectors.json');
const schemaFile = fromRepo('@medication-module/dosage-text/vectors.schema.json');
const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const vectors = readJson(vectorsFile) as {
  formatVersion: string;
  license: string;
  fhirVersion: string;
  languages: string[];
  cases: VectorCase[];
};
const validCases = vectors.cases.filter((c) => c.valid);

beforeAll(() => loadR4StructureDefinitions(), 120_000);

const rendered = (dosage: Dosage, language = 'en'): string | null =>
  renderDosageText(dosage, { language }) ?? null;
const key = (value: unknown): string => JSON.stringify(value);
/** The sentences of a Dosage in every language, as a case holds them. */
const sentencesOf = (dosage: Dosage): Record<string, string> | null =>
  rendered(dosage) === null
    ? null
    : Object.fromEntries(languages.map((language) => [language, rendered(dosage, language) ?? '']));

/** Invariants of R4 datatypes that the site's checker does not evaluate inside a Dosage. */
const invariantsTheCheckerMisses = ['rat-1', 'rng-2', 'qty-3', 'sqty-1', 'per-1'];

describe(`Dosage.text test vectors (${vectorsFile})`, () => {
  it('has at least 150 cases with unique names and unique Dosages, for FHIR 4.0.1, in every language of the renderer', () => {
    expect(vectors.fhirVersion).toBe('4.0.1');
    expect(vectors.languages).toEqual([...languages]);
    expect(vectors.cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(vectors.cases.map((c) => c.name)).size).toBe(vectors.cases.length);
    expect(new Set(vectors.cases.map((c) => key(c.dosage))).size).toBe(vectors.cases.length);
  });

  it('is valid against its published JSON Schema, and both carry the Apache-2.0 licence', () => {
    const schema = readJson(schemaFile) as { license: string };
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    const valid = validate(vectors);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    expect(vectors.license).toBe('Apache-2.0');
    expect(schema.license).toBe('Apache-2.0');
  });

  it.each(validCases.map((c) => [c.name, c] as const))('%s is a valid R4 Dosage', (_, c) => {
    const problems = r4Findings(c.dosage, 'Dosage');
    expect(problems, formatFindings(problems)).toEqual([]);
  });

  it('marks a case invalid only where the checker finds it invalid or its note names the R4 rule it breaks', () => {
    const unexplained = vectors.cases
      .filter((c) => !c.valid)
      .filter(
        (c) =>
          r4Findings(c.dosage, 'Dosage').length === 0 &&
          !invariantsTheCheckerMisses.some((rule) => c.note.includes(`(${rule}`)),
      )
      .map((c) => c.name);
    expect(unexplained).toEqual([]);
  });

  it.each(vectors.cases.map((c) => [c.name, c] as const))(
    '%s renders to its sentence in every language',
    (_, c) => {
      expect(sentencesOf(c.dosage)).toEqual(c.sentences);
    },
  );
});

/** The element paths a Dosage uses: `route`, `timing.repeat.when`, `doseAndRate.rateRatio`. */
function usedElements(dosage: Dosage): Set<string> {
  const keys = (value: object | undefined, prefix: string): string[] =>
    Object.keys(value ?? {}).map((name) => `${prefix}${name}`);
  return new Set([
    ...keys(dosage, ''),
    ...keys(dosage.timing, 'timing.'),
    ...keys(dosage.timing?.repeat, 'timing.repeat.'),
    ...(dosage.doseAndRate ?? []).flatMap((entry) => keys(entry, 'doseAndRate.')),
  ]);
}

/** Elements that cannot be stated without another (R4 tim-1, tim-2, tim-6 to tim-9). */
const companions: Readonly<Record<string, readonly string[]>> = {
  'timing.repeat.period': ['timing.repeat.periodUnit'],
  'timing.repeat.periodUnit': ['timing.repeat.period'],
  'timing.repeat.periodMax': ['timing.repeat.period', 'timing.repeat.periodUnit'],
  'timing.repeat.duration': ['timing.repeat.durationUnit'],
  'timing.repeat.durationUnit': ['timing.repeat.duration'],
  'timing.repeat.durationMax': ['timing.repeat.duration', 'timing.repeat.durationUnit'],
  'timing.repeat.countMax': ['timing.repeat.count'],
  'timing.repeat.offset': ['timing.repeat.when'],
  'doseAndRate.type': ['doseAndRate.doseQuantity'],
};
const containers = ['timing', 'timing.repeat', 'doseAndRate'];

describe('the vectors cover R4', () => {
  /** Every element of R4 Dosage, Timing and their parts, choices spelled out (doseQuantity). */
  const r4Elements = (): string[] =>
    (
      [
        ['Dosage', ''],
        ['DosageDoseAndRate', 'doseAndRate.'],
        ['Timing', 'timing.'],
        ['TimingRepeat', 'timing.repeat.'],
      ] as const
    ).flatMap(([type, prefix]) =>
      Object.entries(getDataType(type).elements)
        .filter(([name]) => !['id', 'extension', 'modifierExtension'].includes(name))
        .flatMap(([name, element]) =>
          name.endsWith('[x]')
            ? element.type.map(
                (choice) =>
                  `${prefix}${name.slice(0, -3)}${choice.code.charAt(0).toUpperCase()}${choice.code.slice(1)}`,
              )
            : [`${prefix}${name}`],
        )
        .filter((path) => !containers.includes(path)),
    );

  it('has a case for each element alone (with the elements R4 requires beside it)', () => {
    const cases = validCases.map((c) => usedElements(c.dosage));
    const missing = r4Elements().filter((element) => {
      const allowed = new Set([element, ...(companions[element] ?? []), ...containers]);
      return !cases.some(
        (used) => used.has(element) && [...used].every((path) => allowed.has(path)),
      );
    });
    expect(r4Elements().length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('has every code of the R4 EventTiming value set alone and, where tim-9 allows, with an offset', () => {
    const codes = [...valueSetCodes('http://hl7.org/fhir/ValueSet/event-timing')];
    expect(codes.length).toBe(26);
    const whenOf = (c: VectorCase) => c.dosage.timing?.repeat?.when ?? [];
    const missing = codes.flatMap((code) => {
      const of = validCases.filter((c) => whenOf(c).length === 1 && whenOf(c)[0] === code);
      const alone = of.some((c) => c.dosage.timing?.repeat?.offset === undefined);
      const offset = of.some((c) => c.dosage.timing?.repeat?.offset !== undefined);
      const offsetAllowed = !['C', 'CM', 'CD', 'CV'].includes(code);
      return [
        ...(alone ? [] : [`${code} alone`]),
        ...(offset || !offsetAllowed ? [] : [`${code} with offset`]),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('has every code of the R4 timing-abbreviation value set alone', () => {
    const codes = [...valueSetCodes('http://hl7.org/fhir/ValueSet/timing-abbreviation')];
    expect(codes.length).toBe(16);
    const alone = new Set(
      validCases.flatMap((c) =>
        c.dosage.timing?.repeat === undefined && Object.keys(c.dosage).length === 1
          ? (c.dosage.timing?.code?.coding ?? []).map((coding) => coding.code)
          : [],
      ),
    );
    expect(codes.filter((code) => !alone.has(code))).toEqual([]);
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
      const sentences = sentencesOf(dosage);
      if (vector !== undefined && key(vector.sentences) === key(sentences)) return [];
      return [
        `${where}: add or update the case\n${JSON.stringify({ valid: true, dosage, sentences })}`,
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
