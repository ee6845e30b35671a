import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { performanceSwitch } from '../../plugins/performance/switch';
import { allPageAssets, forgetBuild, pageKinds, type PageKind } from '../site-build/page-assets';
import { timedBuild } from './build.mjs';
import { launchChromium, runLighthouse, type LighthouseFigures } from './lighthouse.mjs';
import { choosePages } from './pages.mjs';
import { medianRun } from './pages-section.mjs';
import { serveBuild } from './serve.mjs';
import { benchedKinds, type BenchedKind } from './targets.mjs';

/** The three ways one page is measured: the site as built, without the layer, and its floor. */
const variants = ['layer on', 'layer off', 'no scripts'] as const;
type Variant = (typeof variants)[number];

export interface PlainComparison {
  /** The most first-load JavaScript (gzip bytes) of any page of each kind, per build. */
  firstLoadJs: Record<PageKind, { on: number; off: number; pages: number }>;
  pages: {
    kind: BenchedKind;
    route: string;
    /** The median run (by performance score) of each variant. */
    median: Record<Variant, LighthouseFigures | undefined>;
    performanceScores: Record<Variant, number[]>;
  }[];
}

interface Options {
  siteDir: string;
  /** Where the two builds are kept while they are measured. */
  workDir: string;
  port: number;
  runs: number;
  logFile: NodeJS.WritableStream;
  log(message: string): void;
}

function largestByKind(): Record<PageKind, { bytes: number; pages: number }> {
  const largest = Object.fromEntries(pageKinds.map((kind) => [kind, { bytes: 0, pages: 0 }]));
  for (const page of allPageAssets()) {
    const entry = largest[page.kind];
    if (!entry) continue;
    entry.bytes = Math.max(entry.bytes, page.jsGzipBytes);
    entry.pages += 1;
  }
  return largest as Record<PageKind, { bytes: number; pages: number }>;
}

/** Builds the site with `env`, reads its first-load JavaScript, and keeps a copy of it in `copy`. */
async function buildAndKeep(options: Options, env: NodeJS.ProcessEnv, copy: string) {
  const run = await timedBuild(options.siteDir, options.logFile, env);
  if (run.exitCode !== 0)
    throw new Error(`The build with ${JSON.stringify(env)} failed; see the build log.`);
  forgetBuild();
  const sizes = largestByKind();
  await rm(copy, { recursive: true, force: true });
  await cp(path.join(options.siteDir, 'build'), copy, { recursive: true });
  return sizes;
}

/**
 * The performance layer against the plain themes, from one run: the site built with the layer
 * off, then on (so that build/ ends as the site ships), first-load JavaScript per page kind from
 * each build, and mobile Lighthouse on one page of each benched kind in three variants, run in
 * turn so that the machine's drift spreads over all of them: the layer on, the layer off, and the
 * layer-on build with every script blocked, the physical floor of that page's HTML and CSS.
 */
export async function comparePlain(options: Options): Promise<PlainComparison> {
  const offCopy = path.join(options.workDir, 'layer-off');
  const onCopy = path.join(options.workDir, 'layer-on');
  options.log(`Building with ${performanceSwitch}=off`);
  const off = await buildAndKeep(options, { [performanceSwitch]: 'off' }, offCopy);
  options.log('Building with the performance layer');
  const on = await buildAndKeep(options, { [performanceSwitch]: 'on' }, onCopy);
  const firstLoadJs = Object.fromEntries(
    pageKinds.map((kind) => [
      kind,
      { on: on[kind].bytes, off: off[kind].bytes, pages: on[kind].pages },
    ]),
  ) as PlainComparison['firstLoadJs'];

  const chosen = choosePages();
  const onServer = await serveBuild(onCopy, options.port);
  const offServer = await serveBuild(offCopy, options.port + 1);
  const chrome = await launchChromium();
  const pages: PlainComparison['pages'] = [];
  try {
    for (const kind of benchedKinds) {
      const { route } = chosen[kind];
      const runs: Record<Variant, LighthouseFigures[]> = {
        'layer on': [],
        'layer off': [],
        'no scripts': [],
      };
      for (let run = 1; run <= options.runs; run += 1) {
        for (const variant of variants) {
          options.log(`Lighthouse ${kind} ${route}, ${variant} (${run}/${options.runs})`);
          const origin = variant === 'layer off' ? offServer.origin : onServer.origin;
          runs[variant].push(
            await runLighthouse(`${origin}${route}`, chrome.port, {
              performanceOnly: true,
              blockScripts: variant === 'no scripts',
            }),
          );
        }
      }
      const pick = <T,>(value: (figures: LighthouseFigures[]) => T) =>
        Object.fromEntries(variants.map((variant) => [variant, value(runs[variant])])) as Record<
          Variant,
          T
        >;
      pages.push({
        kind,
        route,
        median: pick(medianRun),
        performanceScores: pick((figures) => figures.map((run) => run.scores.performance)),
      });
    }
  } finally {
    chrome.kill();
    await Promise.all([onServer.close(), offServer.close()]);
  }
  return { firstLoadJs, pages };
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(0);
const ms = (value: number | undefined): string => (value === undefined ? '-' : value.toFixed(0));
const ratio = (value: number | undefined, floor: number | undefined): string =>
  value === undefined || !floor ? '-' : `${(value / floor).toFixed(2)}×`;

/** The comparison as two tables: first-load JavaScript per kind, then the benched pages. */
export function comparisonTables({ firstLoadJs, pages }: PlainComparison): string[][][] {
  const sizes = [
    ['page kind', 'pages', 'first-load JS KB gz, layer on', 'layer off', 'off / on'],
    ...pageKinds
      .filter((kind) => firstLoadJs[kind].pages > 0)
      .map((kind) => {
        const { on, off, pages: count } = firstLoadJs[kind];
        return [kind, String(count), kb(on), kb(off), ratio(off, on)];
      }),
  ];
  const lighthouse = [
    [
      'kind',
      'route',
      'perf on / off / no scripts',
      'LCP ms on / off / no scripts',
      'LCP ÷ floor on / off',
      'TBT ms on / off',
    ],
    ...pages.map(({ kind, route, median, performanceScores }) => {
      const lcp = (variant: Variant) => median[variant]?.metrics.largestContentfulPaintMs;
      const tbt = (variant: Variant) => median[variant]?.metrics.totalBlockingTimeMs;
      const scores = variants.map(
        (variant) =>
          `${median[variant]?.scores.performance ?? '-'} (${performanceScores[variant].join('/')})`,
      );
      return [
        kind,
        route,
        scores.join(' / '),
        variants.map((variant) => ms(lcp(variant))).join(' / '),
        `${ratio(lcp('layer on'), lcp('no scripts'))} / ${ratio(lcp('layer off'), lcp('no scripts'))}`,
        `${ms(tbt('layer on'))} / ${ms(tbt('layer off'))}`,
      ];
    }),
  ];
  return [sizes, lighthouse];
}
