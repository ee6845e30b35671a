import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkResource, maxInputBytes } from '@medication-module/fhir-checker';
import { checkerData } from '@medication-module/fhir-checker/node';
import { invalidExamples } from '../checker-corpus/r4-examples';

/**
 * The checker over every resource of the R4 examples package (`hl7.fhir.r4.examples` 4.0.1, a
 * devDependency): the count per verdict, every `not-r4` finding grouped by rule, and the time.
 * The suite's corpus (tests/corpus) holds the module's types and their neighbours; this reads
 * the rest, where a false error on a valid published example shows up as a rule with counts.
 */

type Verdict = 'valid R4' | 'not valid R4, known' | 'not valid R4, unexplained' | 'refused';

export interface CheckerCorpusFigures {
  files: number;
  seconds: number;
  slowest: { file: string; ms: number }[];
  verdicts: Record<Verdict, number>;
  /** Each rule of a `not-r4` finding: its findings, and the files (those not known invalid first). */
  notR4Rules: { rule: string; findings: number; files: string[] }[];
  /** Files refused before any check (over the size limit), or stopped by a time limit. */
  refused: string[];
  /** Per `not-module` and `advice` rule: the number of findings. */
  otherRules: Record<string, number>;
}

/**
 * A bound per file, so that the specification's largest Bundles (6.9 MB of value sets) cannot hold
 * the bench for long; a file stopped by it is listed with the refused ones.
 */
const perFileLimitMs = 60_000;

const examplesFolder = path.dirname(
  createRequire(import.meta.url).resolve('hl7.fhir.r4.examples/package.json'),
);

export function runCheckerCorpus(log: (message: string) => void): CheckerCorpusFigures {
  const data = checkerData();
  const files = readdirSync(examplesFolder)
    .filter((file) => file.endsWith('.json') && file !== 'package.json')
    .sort();
  const verdicts: Record<Verdict, number> = {
    'valid R4': 0,
    'not valid R4, known': 0,
    'not valid R4, unexplained': 0,
    refused: 0,
  };
  const rules = new Map<string, { findings: number; files: string[] }>();
  const otherRules: Record<string, number> = {};
  const refused: string[] = [];
  const times: { file: string; ms: number }[] = [];
  const started = performance.now();
  files.forEach((file, index) => {
    if (index % 500 === 0) log(`  ${index} of ${files.length}`);
    const text = readFileSync(path.join(examplesFolder, file), 'utf8');
    const start = performance.now();
    const report = checkResource(text, data, { timeLimitMs: perFileLimitMs });
    const ms = performance.now() - start;
    times.push({ file, ms });
    if (ms > 10_000) log(`  ${file}: ${(ms / 1000).toFixed(1)} s`);
    const stopped = report.findings.some(
      (found) => found.rule === 'input-too-large' || found.rule === 'check-time-limit',
    );
    if (stopped || Buffer.byteLength(text) > maxInputBytes) {
      verdicts.refused++;
      refused.push(file);
      return;
    }
    const notR4 = report.findings.filter((found) => found.kind === 'not-r4');
    for (const found of report.findings) {
      if (found.kind === 'not-r4') continue;
      otherRules[found.rule] = (otherRules[found.rule] ?? 0) + 1;
    }
    if (notR4.length === 0) {
      verdicts['valid R4']++;
      return;
    }
    // Known only when the rules are the ones its reason names, exactly.
    const rulesFound = [...new Set(notR4.map((found) => found.rule))].sort().join(' ');
    const known = Object.hasOwn(invalidExamples, file)
      ? [...(invalidExamples[file]?.rules ?? [])].sort().join(' ') === rulesFound
      : false;
    verdicts[known ? 'not valid R4, known' : 'not valid R4, unexplained']++;
    for (const rule of new Set(notR4.map((found) => found.rule))) {
      const entry = rules.get(rule) ?? { findings: 0, files: [] };
      entry.findings += notR4.filter((found) => found.rule === rule).length;
      entry.files.push(file);
      rules.set(rule, entry);
    }
  });
  return {
    files: files.length,
    seconds: (performance.now() - started) / 1000,
    slowest: times
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ file, ms }) => ({ file, ms: Math.round(ms) })),
    verdicts,
    notR4Rules: [...rules]
      .map(([rule, { findings, files: where }]) => ({
        rule,
        findings,
        files: [
          ...where.filter((file) => !(file in invalidExamples)),
          ...where.filter((file) => file in invalidExamples),
        ],
      }))
      .sort((a, b) => b.files.length - a.files.length || a.rule.localeCompare(b.rule)),
    refused,
    otherRules,
  };
}

/** The figures as the bench prints them: verdicts, then not-r4 rules, then the rest. */
export function checkerCorpusTables(figures: CheckerCorpusFigures): {
  title: string;
  rows: string[][];
}[] {
  return [
    {
      title: `checker over the R4 examples package: ${figures.files.toLocaleString('en')} files in ${figures.seconds.toFixed(1)} s`,
      rows: [
        ['verdict', 'files'],
        ...Object.entries(figures.verdicts).map(([v, n]) => [v, String(n)]),
      ],
    },
    {
      title: 'not-r4 findings by rule (a false error on a valid example shows here)',
      rows: [
        ['rule', 'findings', 'files', 'first files, unexplained first'],
        ...figures.notR4Rules.map((item) => [
          item.rule,
          String(item.findings),
          String(item.files.length),
          item.files.slice(0, 5).join(' '),
        ]),
      ],
    },
    {
      title: 'not-module and advice findings by rule',
      rows: [
        ['rule', 'findings'],
        ...Object.entries(figures.otherRules)
          .sort((a, b) => b[1] - a[1])
          .map(([rule, n]) => [rule, String(n)]),
      ],
    },
    {
      title: 'refused or stopped, and the slowest checks',
      rows: [
        ['file', 'ms'],
        ...figures.refused.map((file) => [file, 'refused']),
        ...figures.slowest.map(({ file, ms }) => [file, String(ms)]),
      ],
    },
  ];
}
