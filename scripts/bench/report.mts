import type { BuildFigures } from './build.mjs';
import type { PageFigures } from './pages-section.mjs';
import { passes, type BudgetCheck } from './section.mjs';

export interface BenchResults {
  label: string;
  date: string;
  commit: string;
  machine: { cpus: number; loadAverageAtStart: number[] };
  builds?: BuildFigures;
  sections: Record<string, unknown>;
  checks: BudgetCheck[];
}

export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows.reduce<number[]>(
    (max, row) => row.map((cell, column) => Math.max(max[column] ?? 0, cell.length)),
    [],
  );
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
}

export function formatChecks(checks: readonly BudgetCheck[]): string {
  return formatTable([
    ['', 'target', 'actual', ''],
    ...checks.map((check) => [
      check.label,
      `${check.atLeast ? '≥' : '≤'} ${check.target} ${check.unit}`,
      `${check.actual} ${check.unit}`,
      passes(check) ? 'ok' : 'MISSED',
    ]),
  ]);
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(0);

/** Before/after figures of two result files, page by page. */
export function formatComparison(before: BenchResults, after: BenchResults): string {
  const pagesOf = (results: BenchResults): PageFigures[] =>
    (results.sections.pages as PageFigures[] | undefined) ?? [];
  const afterPages = new Map(pagesOf(after).map((page) => [page.kind, page]));
  const rows: string[][] = [
    ['', `${before.label}`, `${after.label}`],
    ...[
      ['cold build s', before.builds?.cold.seconds, after.builds?.cold.seconds],
      ['warm build s', before.builds?.warm.seconds, after.builds?.warm.seconds],
      [
        'peak build memory MB',
        before.builds?.cold.peakRssMegabytes,
        after.builds?.cold.peakRssMegabytes,
      ],
    ].map(([label, a, b]) => [
      String(label),
      typeof a === 'number' ? a.toFixed(0) : '-',
      typeof b === 'number' ? b.toFixed(0) : '-',
    ]),
  ];
  for (const page of pagesOf(before)) {
    const next = afterPages.get(page.kind);
    const row = (label: string, value: (figures: PageFigures) => string | undefined): string[] => [
      `${page.kind}: ${label}`,
      value(page) ?? '-',
      (next && value(next)) ?? '-',
    ];
    rows.push(
      row('perf score', (p) => p.lighthouse && String(p.lighthouse.scores.performance)),
      row(
        'a11y/bp/seo',
        ({ lighthouse: lh }) =>
          lh && `${lh.scores.accessibility}/${lh.scores.bestPractices}/${lh.scores.seo}`,
      ),
      row('JS executed KB gzip', (p) => p.lighthouse && kb(p.lighthouse.js.gzipBytes)),
      row('JS first load KB gzip (build)', (p) => kb(p.firstLoadJs.gzipBytes)),
      row('LCP ms', (p) => p.lighthouse?.metrics.largestContentfulPaintMs.toFixed(0)),
      row('TBT ms', (p) => p.lighthouse?.metrics.totalBlockingTimeMs.toFixed(0)),
      row('CLS', (p) => p.lighthouse?.metrics.cumulativeLayoutShift.toFixed(3)),
      row('total KB', (p) => p.lighthouse && kb(p.lighthouse.totalBytes)),
      row('CPU index', (p) => p.lighthouse?.benchmarkIndex.toFixed(0)),
    );
  }
  return formatTable(rows);
}
