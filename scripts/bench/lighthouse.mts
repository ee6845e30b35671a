import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../machine/chromium';

export interface LighthouseFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: {
    firstContentfulPaintMs: number;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
    speedIndexMs: number;
  };
  /** Scripts the page requested as scripts (link prefetches of other routes excluded). */
  js: { requests: number; rawBytes: number; gzipBytes: number; transferBytes: number };
  totalBytes: number;
  /**
   * Lighthouse's measure of this machine's CPU speed during the run (higher is faster).
   * Simulated throttling scales the CPU time it observes, so on a busy machine TBT and
   * the performance score drop with this index.
   */
  benchmarkIndex: number;
  failedAudits: string[];
}

/** Chromium driven by Lighthouse, flags as in the browser tests. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** NaN for a category the run did not audit. */
const score = (lhr: Result, category: string): number => {
  const audited = lhr.categories[category];
  return audited ? Math.round((audited.score ?? 0) * 100) : NaN;
};

const allCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;

async function gzipSizeOf(url: string): Promise<number> {
  const response = await fetch(url);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).byteLength;
}

/**
 * How Lighthouse slows the page down. `simulate` (its default) loads the page at full speed
 * and computes the metrics a slow phone on slow 4G would see from the requests and tasks it
 * observed; `devtools` applies the same slowdowns (CPU 4×, 562 ms round trips, 1.4 Mbit/s)
 * while the page loads, so what competes for the link shows as it happens.
 */
export type Throttling = 'simulate' | 'devtools';
export const throttlings: readonly Throttling[] = ['simulate', 'devtools'];

/**
 * One mobile Lighthouse run (the default config: emulated mid-range phone, slow 4G).
 * `performanceOnly` skips the other categories, whose audits do not depend on timing and
 * take longer than the performance run itself; their scores are then NaN. `blockScripts`
 * refuses every script file the page asks for: what the page is before any of its code runs.
 */
export async function runLighthouse(
  url: string,
  port: number,
  {
    performanceOnly = false,
    blockScripts = false,
    throttling = 'simulate',
  }: { performanceOnly?: boolean; blockScripts?: boolean; throttling?: Throttling } = {},
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: performanceOnly ? ['performance'] : allCategories,
    throttlingMethod: throttling,
    ...(blockScripts && { blockedUrlPatterns: ['*.js'] }),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const networkItems = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })
    ?.items;
  const scripts = (networkItems ?? []).filter((item) => item.resourceType === 'Script');
  const gzipSizes = await Promise.all(scripts.map((item) => gzipSizeOf(item.url)));
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      firstContentfulPaintMs: metric(lhr, 'first-contentful-paint'),
      largestContentfulPaintMs: metric(lhr, 'largest-contentful-paint'),
      totalBlockingTimeMs: metric(lhr, 'total-blocking-time'),
      cumulativeLayoutShift: metric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: metric(lhr, 'speed-index'),
    },
    js: {
      requests: scripts.length,
      rawBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
      gzipBytes: gzipSizes.reduce((sum, size) => sum + size, 0),
      transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    },
    totalBytes: metric(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id),
  };
}
