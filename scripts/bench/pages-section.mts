import { loadavg } from 'node:os';
import {
  runLighthouse,
  throttlings,
  type LighthouseFigures,
  type Throttling,
} from './lighthouse.mjs';
import {
  cpuSlowdown,
  launchBrowser,
  measureInBrowser,
  type BrowserTimings,
} from './real-browser.mjs';
import type { BenchSection, BudgetCheck } from './section.mjs';
import { benchedKinds, targets, type BenchedKind } from './targets.mjs';

/**
 * Each page is measured as built and as its floor: the same build with every script file
 * refused, which is what the HTML and CSS alone cost. A page cannot be faster than its floor.
 */
export const variants = ['scripts', 'floor'] as const;
export type Variant = (typeof variants)[number];

export interface LighthouseMedians {
  runs: number;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Lighthouse's measure of the machine's speed during the runs (higher is faster). */
  benchmarkIndex: number;
}

export interface BrowserMedians {
  runs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  domContentLoadedMs: number;
  hydratedMs: number;
  longestTaskMs: number;
  blockingMs: number;
}

/** One build's figures for one page. */
export interface BuildFigures {
  /** `this build`, or the label of the build given with --against. */
  build: string;
  /** Median of each metric over the runs, per throttling method and variant. */
  lighthouse: Record<Throttling, Record<Variant, LighthouseMedians>>;
  browser: Record<Variant, BrowserMedians>;
  /** Every run, in the order they ran. */
  runs: {
    lighthouse: Record<Throttling, Record<Variant, LighthouseFigures[]>>;
    browser: Record<Variant, BrowserTimings[]>;
  };
}

export interface PageFigures {
  kind: BenchedKind;
  route: string;
  /** From the build alone: the chunks Docusaurus loads before hydrating the route. */
  firstLoadJs: { files: number; rawBytes: number; gzipBytes: number };
  /** One run auditing every category (none with --runs 0); these scores do not depend on timing. */
  categories?: LighthouseFigures['scores'];
  /** This build first, then the --against build; none with --runs 0. */
  builds: BuildFigures[];
  /** Runs that measured nothing (Lighthouse without an LCP or TBT, a page that never loaded). */
  failures: string[];
}

export interface PagesFigures {
  /** One-minute load average of the machine as each round of runs began. */
  loadAverages: number[];
  pages: PageFigures[];
}

/** The median of the finite values; NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return (lower + upper) / 2;
}

/** The run with the median performance score. */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures | undefined {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function lighthouseMedians(runs: readonly LighthouseFigures[]): LighthouseMedians {
  const of = (value: (run: LighthouseFigures) => number) => median(runs.map(value));
  return {
    runs: runs.length,
    performance: of((run) => run.scores.performance),
    firstContentfulPaintMs: of((run) => run.metrics.firstContentfulPaintMs),
    largestContentfulPaintMs: of((run) => run.metrics.largestContentfulPaintMs),
    totalBlockingTimeMs: of((run) => run.metrics.totalBlockingTimeMs),
    cumulativeLayoutShift: of((run) => run.metrics.cumulativeLayoutShift),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

function browserMedians(runs: readonly BrowserTimings[]): BrowserMedians {
  const of = (value: (run: BrowserTimings) => number) => median(runs.map(value));
  return {
    runs: runs.length,
    firstContentfulPaintMs: of((run) => run.firstContentfulPaintMs),
    largestContentfulPaintMs: of((run) => run.largestContentfulPaintMs),
    domContentLoadedMs: of((run) => run.domContentLoadedMs),
    hydratedMs: of((run) => run.hydratedMs),
    longestTaskMs: of((run) => run.longestTaskMs),
    blockingMs: of((run) => run.blockingMs),
  };
}

const byVariant = <T,>(make: () => T): Record<Variant, T> => ({ scripts: make(), floor: make() });
const byThrottling = <T,>(make: () => T): Record<Throttling, T> => ({
  simulate: make(),
  devtools: make(),
});

/** A Lighthouse run that produced the metrics the targets are about. */
const measured = (run: LighthouseFigures): boolean =>
  Number.isFinite(run.metrics.largestContentfulPaintMs) &&
  Number.isFinite(run.metrics.totalBlockingTimeMs);

const attempts = 2;

async function tryTwice<T>(
  label: string,
  failures: string[],
  measure: () => Promise<T>,
  ok: (value: T) => boolean = () => true,
): Promise<T | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const value = await measure();
      if (ok(value)) return value;
      failures.push(`${label}: no LCP or TBT (attempt ${attempt})`);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      failures.push(`${label}: ${message} (attempt ${attempt})`);
    }
  }
  return undefined;
}

function pageChecks(page: PageFigures): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (label: string, actual: number, target: number, unit: string, atLeast = false) =>
    Number.isFinite(actual) &&
    checks.push({ label: `${page.kind} ${label}`, actual, target, unit, atLeast });
  const [measured] = page.builds;
  for (const throttling of throttlings) {
    if (!measured) continue;
    const { scripts, floor } = measured.lighthouse[throttling];
    check(
      `performance (${throttling})`,
      scripts.performance,
      targets.performanceScore,
      'score',
      true,
    );
    check(
      `LCP ÷ floor (${throttling})`,
      round2(scripts.largestContentfulPaintMs / floor.largestContentfulPaintMs),
      targets.lcpToFloor,
      '×',
    );
    check(
      `TBT (${throttling})`,
      Math.round(scripts.totalBlockingTimeMs),
      targets.totalBlockingTimeMs,
      'ms',
    );
  }
  if (page.categories) {
    check(
      'accessibility',
      page.categories.accessibility,
      targets.otherCategoryScore,
      'score',
      true,
    );
    check(
      'best practices',
      page.categories.bestPractices,
      targets.otherCategoryScore,
      'score',
      true,
    );
    check('SEO', page.categories.seo, targets.otherCategoryScore, 'score', true);
  }
  return checks;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const kb = (bytes: number): string => (bytes / 1024).toFixed(0);
const ms = (value: number | undefined): string =>
  value === undefined || !Number.isFinite(value) ? '-' : Math.round(value).toLocaleString('en');
const ratio = (value: number | undefined, floor: number | undefined): string =>
  value === undefined || floor === undefined || !Number.isFinite(value / floor)
    ? '-'
    : `${(value / floor).toFixed(2)}×`;
const score = (value: number | undefined): string =>
  value === undefined || !Number.isFinite(value) ? '-' : String(Math.round(value));

const throttlingName: Record<Throttling, string> = {
  simulate: 'simulated',
  devtools: 'applied',
};

/** One row per page, build and throttling; the build column only when there are two. */
function lighthouseTable(pages: readonly PageFigures[], twoBuilds: boolean): string[][] {
  return [
    [
      'kind',
      ...(twoBuilds ? ['build'] : []),
      'throttling',
      `perf (target ≥ ${targets.performanceScore})`,
      'floor',
      'LCP ms',
      'floor',
      `LCP ÷ floor (target ≤ ${targets.lcpToFloor}×)`,
      `TBT ms (target ≤ ${targets.totalBlockingTimeMs})`,
      'floor',
      'FCP ms',
      'floor',
      'runs',
      'CPU index',
    ],
    ...pages.flatMap(({ kind, builds }) =>
      builds.flatMap(({ build, lighthouse }) =>
        throttlings.map((throttling) => {
          const { scripts, floor } = lighthouse[throttling];
          return [
            kind,
            ...(twoBuilds ? [build] : []),
            throttlingName[throttling],
            score(scripts.performance),
            score(floor.performance),
            ms(scripts.largestContentfulPaintMs),
            ms(floor.largestContentfulPaintMs),
            ratio(scripts.largestContentfulPaintMs, floor.largestContentfulPaintMs),
            ms(scripts.totalBlockingTimeMs),
            ms(floor.totalBlockingTimeMs),
            ms(scripts.firstContentfulPaintMs),
            ms(floor.firstContentfulPaintMs),
            `${scripts.runs}/${floor.runs}`,
            score(scripts.benchmarkIndex),
          ];
        }),
      ),
    ),
  ];
}

function browserTable(pages: readonly PageFigures[], twoBuilds: boolean): string[][] {
  return [
    [
      'kind',
      ...(twoBuilds ? ['build'] : []),
      'LCP ms',
      'floor',
      'LCP ÷ floor',
      'DOMContentLoaded ms',
      'floor',
      'hydrated ms',
      'longest task ms',
      `blocking ms (target ≤ ${targets.totalBlockingTimeMs})`,
      'runs',
    ],
    ...pages.flatMap(({ kind, builds }) =>
      builds.map(({ build, browser: { scripts, floor } }) => [
        kind,
        ...(twoBuilds ? [build] : []),
        ms(scripts.largestContentfulPaintMs),
        ms(floor.largestContentfulPaintMs),
        ratio(scripts.largestContentfulPaintMs, floor.largestContentfulPaintMs),
        ms(scripts.domContentLoadedMs),
        ms(floor.domContentLoadedMs),
        ms(scripts.hydratedMs),
        ms(scripts.longestTaskMs),
        ms(scripts.blockingMs),
        `${scripts.runs}/${floor.runs}`,
      ]),
    ),
  ];
}

function pageTable(pages: readonly PageFigures[]): string[][] {
  return [
    ['kind', 'route', 'JS first load KB gz', 'a11y', 'bp', 'seo'],
    ...pages.map(({ kind, route, firstLoadJs, categories }) => [
      kind,
      route,
      kb(firstLoadJs.gzipBytes),
      score(categories?.accessibility),
      score(categories?.bestPractices),
      score(categories?.seo),
    ]),
  ];
}

const loadNow = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * One page of each kind, each as built and as its floor, measured three ways: Lighthouse mobile
 * with simulated throttling, with applied (devtools) throttling, and a real browser at a 4× CPU
 * slowdown. Every round measures every page and variant in turn, the variants in alternating
 * order, so that the machine's load falls on all of them alike; each figure is the median of
 * the rounds. The targets are printed beside the figures, never judged here.
 */
export const pagesSection: BenchSection = {
  name: 'pages',
  async run({ origin, against, chromePort, pages, kinds, runs, otherCategories, log }) {
    const measuredKinds = benchedKinds.filter((kind) => kinds.length === 0 || kinds.includes(kind));
    const figures: PageFigures[] = measuredKinds.map((kind) => ({
      kind,
      route: pages[kind].route,
      firstLoadJs: {
        files: pages[kind].scripts.length,
        rawBytes: pages[kind].jsRawBytes,
        gzipBytes: pages[kind].jsGzipBytes,
      },
      builds: [],
      failures: [],
    }));
    const servedBuilds = [
      { build: 'this build', origin },
      ...(against ? [{ build: against.label, origin: against.origin }] : []),
    ];
    const loadAverages: number[] = [];
    const startLoad = loadNow();
    if (runs > 0) {
      for (const page of otherCategories ? figures : []) {
        log(`Lighthouse ${page.kind} ${page.route}, every category`);
        page.categories = (
          await tryTwice('every category', page.failures, () =>
            runLighthouse(`${origin}${page.route}`, chromePort),
          )
        )?.scores;
      }
      const collected = figures.map(() =>
        servedBuilds.map(() => ({
          lighthouse: byThrottling(() => byVariant((): LighthouseFigures[] => [])),
          browser: byVariant((): BrowserTimings[] => []),
        })),
      );
      const browser = await launchBrowser();
      try {
        for (let run = 1; run <= runs; run += 1) {
          const roundStart = Date.now();
          loadAverages.push(loadavg()[0] ?? NaN);
          // Alternating orders, so that neither variant nor build always goes first.
          const order: readonly Variant[] = run % 2 ? variants : [...variants].reverse();
          const buildOrder = run % 2 ? servedBuilds : [...servedBuilds].reverse();
          for (const [pageIndex, page] of figures.entries()) {
            for (const served of buildOrder) {
              const into = collected[pageIndex]?.[servedBuilds.indexOf(served)];
              if (!into) continue;
              const url = `${served.origin}${page.route}`;
              const which = `${page.kind} ${page.route}${against ? ` (${served.build})` : ''}`;
              for (const throttling of throttlings) {
                for (const variant of order) {
                  log(`${which}: Lighthouse ${throttling}, ${variant} (${run}/${runs})`);
                  const result = await tryTwice(
                    `${served.build}, Lighthouse ${throttling} ${variant} run ${run}`,
                    page.failures,
                    () =>
                      runLighthouse(url, chromePort, {
                        performanceOnly: true,
                        blockScripts: variant === 'floor',
                        throttling,
                      }),
                    measured,
                  );
                  if (result) into.lighthouse[throttling][variant].push(result);
                }
              }
              for (const variant of order) {
                log(`${which}: browser at ${cpuSlowdown}× CPU, ${variant} (${run}/${runs})`);
                const result = await tryTwice(
                  `${served.build}, browser ${variant} run ${run}`,
                  page.failures,
                  () => measureInBrowser(browser, url, { blockScripts: variant === 'floor' }),
                );
                if (result) into.browser[variant].push(result);
              }
            }
          }
          const roundSeconds = (Date.now() - roundStart) / 1000;
          log(
            `Round ${run}/${runs} took ${Math.round(roundSeconds)} s; about ${Math.ceil(((runs - run) * roundSeconds) / 60)} min of rounds to go`,
          );
        }
      } finally {
        await browser.close();
      }
      for (const [pageIndex, page] of figures.entries()) {
        page.builds = servedBuilds.map(({ build }, buildIndex) => {
          const runsOfBuild = collected[pageIndex]?.[buildIndex] ?? {
            lighthouse: byThrottling(() => byVariant((): LighthouseFigures[] => [])),
            browser: byVariant((): BrowserTimings[] => []),
          };
          return {
            build,
            lighthouse: byThrottling(() => byVariant(() => lighthouseMedians([]))),
            browser: byVariant(() => browserMedians([])),
            runs: runsOfBuild,
          };
        });
        for (const measuredBuild of page.builds) {
          for (const variant of variants) {
            for (const throttling of throttlings) {
              measuredBuild.lighthouse[throttling][variant] = lighthouseMedians(
                measuredBuild.runs.lighthouse[throttling][variant],
              );
            }
            measuredBuild.browser[variant] = browserMedians(measuredBuild.runs.browser[variant]);
          }
        }
      }
    }
    const endLoad = loadNow();
    const failures = figures.flatMap(({ kind, failures: failed }) =>
      failed.map((failure) => [kind, failure]),
    );
    const measuredTables =
      runs > 0
        ? [
            {
              title: `Lighthouse mobile, median of ${runs} interleaved runs; floor: the same build with every script blocked`,
              rows: lighthouseTable(figures, servedBuilds.length > 1),
            },
            {
              title: `Real browser (Chromium), phone screen, ${cpuSlowdown}× CPU slowdown, loopback, median of ${runs}; floor as above`,
              rows: browserTable(figures, servedBuilds.length > 1),
            },
          ]
        : [];
    return {
      figures: { loadAverages, pages: figures } satisfies PagesFigures,
      table: pageTable(figures),
      moreTables: [
        ...measuredTables,
        {
          title: 'load average (1, 5, 15 min)',
          rows: [
            ['at start', startLoad],
            ['at end', endLoad],
          ],
        },
        ...(failures.length ? [{ title: 'runs that measured nothing', rows: failures }] : []),
      ],
      checks: figures.flatMap(pageChecks),
    };
  },
};
