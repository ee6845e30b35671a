import type { BuildFigures } from './build.mjs';
import { throttlings, type Throttling } from './lighthouse.mjs';
import type { PageFigures, PagesFigures } from './pages-section.mjs';
import type { BudgetCheck } from './section.mjs';

export interface BenchResults {
  label: string;
  date: string;
  commit: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd?: number[] };
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

/** Each figure beside its target; the bench reports, it does not judge. */
export function formatChecks(checks: readonly BudgetCheck[]): string {
  return formatTable([
    ['', 'actual', 'target'],
    ...checks.map((check) => [
      check.label,
      `${check.actual} ${check.unit}`,
      `${check.atLeast ? '≥' : '≤'} ${check.target} ${check.unit}`,
    ]),
  ]);
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(0);

const pagesOf = (results: BenchResults): PageFigures[] =>
  (results.sections.pages as PagesFigures | undefined)?.pages ?? [];

/** Before/after figures of two result files, page by page. */
export function formatComparison(before: BenchResults, after: BenchResults): string {
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
  const whole = (value: number | undefined): string | undefined =>
    value === undefined || !Number.isFinite(value) ? undefined : value.toFixed(0);
  const lcpRatio = (figures: PageFigures, throttling: Throttling): string | undefined => {
    const measured = figures.builds[0]?.lighthouse[throttling];
    if (!measured) return undefined;
    const value =
      measured.scripts.largestContentfulPaintMs / measured.floor.largestContentfulPaintMs;
    return Number.isFinite(value) ? `${value.toFixed(2)}×` : undefined;
  };
  for (const page of pagesOf(before)) {
    const next = afterPages.get(page.kind);
    const row = (label: string, value: (figures: PageFigures) => string | undefined): string[] => [
      `${page.kind}: ${label}`,
      value(page) ?? '-',
      (next && value(next)) ?? '-',
    ];
    rows.push(
      row('JS first load KB gzip (build)', (p) => kb(p.firstLoadJs.gzipBytes)),
      row(
        'a11y/bp/seo',
        ({ categories: c }) => c && `${c.accessibility}/${c.bestPractices}/${c.seo}`,
      ),
      ...throttlings.flatMap((throttling) => [
        row(`perf score, ${throttling}`, (p) =>
          whole(p.builds[0]?.lighthouse[throttling].scripts.performance),
        ),
        row(`LCP ms, ${throttling}`, (p) =>
          whole(p.builds[0]?.lighthouse[throttling].scripts.largestContentfulPaintMs),
        ),
        row(`LCP ÷ floor, ${throttling}`, (p) => lcpRatio(p, throttling)),
        row(`TBT ms, ${throttling}`, (p) =>
          whole(p.builds[0]?.lighthouse[throttling].scripts.totalBlockingTimeMs),
        ),
      ]),
      row('browser LCP ms', (p) => whole(p.builds[0]?.browser.scripts.largestContentfulPaintMs)),
      row('browser DOMContentLoaded ms', (p) =>
        whole(p.builds[0]?.browser.scripts.domContentLoadedMs),
      ),
      row('browser hydrated ms', (p) => whole(p.builds[0]?.browser.scripts.hydratedMs)),
      row('browser blocking ms', (p) => whole(p.builds[0]?.browser.scripts.blockingMs)),
    );
  }
  return formatTable(rows);
}
