import { allPageAssets, type PageKind } from '../site-build/page-assets';
import { runLighthouse, type LighthouseFigures } from './lighthouse.mjs';
import { medianRun } from './pages-section.mjs';
import type { BenchSection, BudgetCheck } from './section.mjs';
import { targets } from './targets.mjs';

type Scores = LighthouseFigures['scores'];

export interface RouteFigures {
  route: string;
  kind: PageKind;
  /** Every run's performance score, in the order they ran. */
  performanceScores: number[];
  /** The median run by performance score. */
  median: LighthouseFigures;
  /** Accessibility, best practices and SEO, from the first run (the only one auditing them). */
  scores: Scores;
}

function routeChecks(routes: readonly RouteFigures[]): BudgetCheck[] {
  const floor = (name: string, score: (scores: Scores) => number, target: number): BudgetCheck => {
    const lowest = routes.reduce(
      (low, { route, scores }) =>
        score(scores) < low.value ? { route, value: score(scores) } : low,
      { route: '-', value: Infinity },
    );
    return {
      label: `every route: ${name} (lowest: ${lowest.route})`,
      actual: lowest.value,
      target,
      unit: 'score',
      atLeast: true,
    };
  };
  return [
    floor('performance, median', (scores) => scores.performance, targets.performanceScore),
    floor('accessibility', (scores) => scores.accessibility, targets.otherCategoryScore),
    floor('best practices', (scores) => scores.bestPractices, targets.otherCategoryScore),
    floor('SEO', (scores) => scores.seo, targets.otherCategoryScore),
  ];
}

/**
 * Every built route, each the median of `runs` Lighthouse runs (Lighthouse's own advice
 * for a score that holds: one run moves by several points with the machine's load). The
 * routes come from the build, so a new page is measured without being listed here.
 * The first run audits every category, the others performance alone: about 25 s for the
 * first run of a route and 10 s for each further one. `npm run bench -- --all-routes` adds it.
 */
export const routesSection: BenchSection = {
  name: 'routes',
  async run({ origin, chromePort, runs, log }) {
    const pages = allPageAssets();
    const routes: RouteFigures[] = [];
    for (const [index, { route, kind }] of pages.entries()) {
      const lighthouseRuns: LighthouseFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse route ${index + 1}/${pages.length} ${route} (${run}/${runs})`);
        const performanceOnly = run > 1;
        lighthouseRuns.push(
          await runLighthouse(`${origin}${route}`, chromePort, { performanceOnly }),
        );
      }
      const median = medianRun(lighthouseRuns);
      const [first] = lighthouseRuns;
      if (median && first) {
        routes.push({
          route,
          kind,
          performanceScores: lighthouseRuns.map((run) => run.scores.performance),
          median,
          scores: { ...first.scores, performance: median.scores.performance },
        });
      }
    }
    const byScore = [...routes].sort((a, b) => a.scores.performance - b.scores.performance);
    const table = [
      ['route', 'kind', 'perf (runs)', 'a11y/bp/seo', 'LCP ms', 'TBT ms', 'CLS', 'CPU index'],
      ...byScore.map(({ route, kind, performanceScores, median, scores }) => [
        route,
        kind,
        `${scores.performance} (${performanceScores.join('/')})`,
        `${scores.accessibility}/${scores.bestPractices}/${scores.seo}`,
        median.metrics.largestContentfulPaintMs.toFixed(0),
        median.metrics.totalBlockingTimeMs.toFixed(0),
        median.metrics.cumulativeLayoutShift.toFixed(3),
        median.benchmarkIndex.toFixed(0),
      ]),
    ];
    return { figures: routes, table, checks: routeChecks(routes) };
  },
};
