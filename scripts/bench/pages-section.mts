import { runLighthouse, type LighthouseFigures } from './lighthouse.mjs';
import type { BenchSection, BudgetCheck } from './section.mjs';
import { benchedKinds, targets, type BenchedKind } from './targets.mjs';

export interface PageFigures {
  kind: BenchedKind;
  route: string;
  /** From the build alone: the chunks Docusaurus loads before hydrating the route. */
  firstLoadJs: { files: number; rawBytes: number; gzipBytes: number };
  /** The median run (by performance score) of the Lighthouse runs; none with --runs 0. */
  lighthouse?: LighthouseFigures;
  performanceScores: number[];
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(0);

export function medianRun(runs: LighthouseFigures[]): LighthouseFigures | undefined {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function pageChecks(page: PageFigures): BudgetCheck[] {
  const { kind, lighthouse } = page;
  if (!lighthouse) return [];
  const { scores } = lighthouse;
  const category = (name: string, actual: number, target: number): BudgetCheck => ({
    label: `${kind} ${name}`,
    actual,
    target,
    unit: 'score',
    atLeast: true,
  });
  return [
    category('performance', scores.performance, targets.performanceScore),
    category('accessibility', scores.accessibility, targets.otherCategoryScore),
    category('best practices', scores.bestPractices, targets.otherCategoryScore),
    category('SEO', scores.seo, targets.otherCategoryScore),
  ];
}

/** Lighthouse (mobile) and first-load JavaScript for one page of each kind. */
export const pagesSection: BenchSection = {
  name: 'pages',
  async run({ origin, chromePort, pages, runs, log }) {
    const figures: PageFigures[] = [];
    for (const kind of benchedKinds) {
      const page = pages[kind];
      const lighthouseRuns: LighthouseFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse ${kind} ${page.route} (${run}/${runs})`);
        lighthouseRuns.push(await runLighthouse(`${origin}${page.route}`, chromePort));
      }
      figures.push({
        kind,
        route: page.route,
        firstLoadJs: {
          files: page.scripts.length,
          rawBytes: page.jsRawBytes,
          gzipBytes: page.jsGzipBytes,
        },
        lighthouse: medianRun(lighthouseRuns),
        performanceScores: lighthouseRuns.map((run) => run.scores.performance),
      });
    }
    const table = [
      [
        'kind',
        'route',
        'perf',
        'a11y',
        'bp',
        'seo',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS run KB raw/gz',
        'JS first load KB gz',
        'total KB',
        'CPU index',
      ],
      ...figures.map(({ kind, route, firstLoadJs, lighthouse: lh, performanceScores }) => [
        kind,
        route,
        lh ? `${lh.scores.performance}${runs > 1 ? ` (${performanceScores.join('/')})` : ''}` : '-',
        lh ? String(lh.scores.accessibility) : '-',
        lh ? String(lh.scores.bestPractices) : '-',
        lh ? String(lh.scores.seo) : '-',
        lh ? lh.metrics.largestContentfulPaintMs.toFixed(0) : '-',
        lh ? lh.metrics.totalBlockingTimeMs.toFixed(0) : '-',
        lh ? lh.metrics.cumulativeLayoutShift.toFixed(3) : '-',
        lh ? `${kb(lh.js.rawBytes)}/${kb(lh.js.gzipBytes)}` : '-',
        kb(firstLoadJs.gzipBytes),
        lh ? kb(lh.totalBytes) : '-',
        lh ? lh.benchmarkIndex.toFixed(0) : '-',
      ]),
    ];
    return { figures, table, checks: figures.flatMap(pageChecks) };
  },
};
