import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkResource, type CheckReport } from '@medication-module/fhir-checker';
import { pageCheckerData } from '../support/fhir-check';
import {
  exampleTypes,
  invalidExamples,
  maxExampleBytes,
} from '../../scripts/checker-corpus/r4-examples';
import { writtenCases } from '../corpus/written-cases';

/**
 * The checker against data it was not written for (tests/corpus/README.md): the R4
 * specification's published examples and cases written from the R4 text, each with its verdict.
 * A false error is as bad as a miss: "valid" means no `not-r4` finding at all, "invalid" the
 * named rules exactly (published examples) or at least the named rule (written cases).
 */
const examplesFolder = path.dirname(
  createRequire(import.meta.url).resolve('hl7.fhir.r4.examples/package.json'),
);
const packageFiles = readdirSync(examplesFolder);
// Every example of the corpus's types, and every other one known not to be valid R4.
const published = packageFiles
  .filter(
    (file) =>
      exampleTypes.some((type) => file.startsWith(`${type}-`)) ||
      Object.hasOwn(invalidExamples, file),
  )
  .filter((file) => statSync(path.join(examplesFolder, file)).size <= maxExampleBytes)
  .sort();

const notR4Rules = (report: CheckReport): string[] =>
  [
    ...new Set(
      report.findings.filter((found) => found.kind === 'not-r4').map((found) => found.rule),
    ),
  ].sort();

describe('the outside corpus', () => {
  it('holds at least 250 resources, and every invalid example names a file of the package', () => {
    expect(published.length + writtenCases.length).toBeGreaterThanOrEqual(250);
    expect(Object.keys(invalidExamples).filter((file) => !packageFiles.includes(file))).toEqual([]);
    expect(writtenCases.filter((item) => item.verdict === 'invalid').length).toBeGreaterThan(40);
  });

  it.each(published)('%s: the checker gives the published verdict', (file) => {
    const report = checkResource(
      readFileSync(path.join(examplesFolder, file), 'utf8'),
      pageCheckerData(),
    );
    const expected = invalidExamples[file];
    expect(notR4Rules(report), expected?.reason ?? 'valid R4').toEqual(
      [...(expected?.rules ?? [])].sort(),
    );
  });

  it.each(
    writtenCases.map((item) => [`${item.verdict}: ${item.name} (${item.cites})`, item] as const),
  )('%s', (_, item) => {
    const rules = notR4Rules(checkResource(JSON.stringify(item.resource), pageCheckerData()));
    if (item.verdict === 'valid') expect(rules).toEqual([]);
    else expect(rules).toContain(item.rule);
  });
});
