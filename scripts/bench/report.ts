import type { BuildFigures } from './build';
import type { PageFigures } from './pages-section';
import { passes, type BudgetCheck } from './section';

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
    const cell = (value: (figures: PageFigures) => string): [string, string] => [
      value(page),
      next ? value(next) : '-',
    ];
    rows.push(
      [`${page.kind}: perf score`, ...cell((p) => String(p.lighthouse.scores.performance))],
      [
        `${page.kind}: a11y/bp/seo`,
        ...cell(
          ({ lighthouse: { scores } }) =>
            `${scores.accessibility}/${scores.bestPractices}/${scores.seo}`,
        ),
      ],
      [`${page.kind}: JS executed KB gzip`, ...cell((p) => kb(p.lighthouse.js.gzipBytes))],
      [
        `${page.kind}: LCP ms`,
        ...cell((p) => p.lighthouse.metrics.largestContentfulPaintMs.toFixed(0)),
      ],
      [`${page.kind}: TBT ms`, ...cell((p) => p.lighthouse.metrics.totalBlockingTimeMs.toFixed(0))],
      [`${page.kind}: CLS`, ...cell((p) => p.lighthouse.metrics.cumulativeLayoutShift.toFixed(3))],
      [`${page.kind}: total KB`, ...cell((p) => kb(p.lighthouse.totalBytes))],
    );
  }
  return formatTable(rows);
}
