import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { gotoHydrated, searchInput } from '../browser/search-page';

/** The queries of issue 6 and a few more: a status, codes, schema fields, a guide topic. */
export const searchBenchQueries = [
  'on-hold',
  'ATC',
  'dosage',
  'N02BE01',
  'timing',
  'ServiceRequest',
  'timeOfDay',
  'premedication',
] as const;

export interface FileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface SearchIndexSize {
  files: FileSize[];
  rawBytes: number;
  gzipBytes: number;
}

export interface SearchTimingOptions {
  /** Where the production build is served, e.g. http://127.0.0.1:4304. */
  origin: string;
  browser: Browser;
  /** The page the reader searches from. */
  path?: string;
  queries?: readonly string[];
  /** How often every query is typed, and how many fresh pages time their first search. */
  rounds?: number;
  /** Pause between keystrokes, like a fast typist; every keystroke is one sample. */
  keystrokeDelayMs?: number;
}

export interface Stats {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

export interface QueryFigures extends Stats {
  query: string;
  /** The first three results for the whole query, as addresses. */
  topResults: string[];
}

export interface SearchTimings {
  /**
   * Ctrl+K on a freshly loaded page (empty cache), the query pasted at once,
   * until its results are on screen: includes downloading lunr and the indexes.
   */
  firstSearch: Stats;
  /** What the first search downloads, as the browser's resource timing reports it. */
  firstSearchDownloads: { url: string; bytes: number }[];
  /** Every keystroke of every query, the index already loaded, until the next frame with its results. */
  keystroke: Stats;
  perQuery: QueryFigures[];
}

export interface SearchFigures {
  index: SearchIndexSize;
  timings: SearchTimings;
}

/** The search-index-<tag>.json files the plugin wrote into the build, raw and gzipped. */
export function measureSearchIndexSize(buildDir: string): SearchIndexSize {
  const files = readdirSync(buildDir)
    .filter((name) => /^search-index-.+\.json$/.test(name))
    .sort()
    .map((file): FileSize => {
      const content = readFileSync(path.join(buildDir, file));
      return { file, rawBytes: content.length, gzipBytes: gzipSync(content).length };
    });
  return {
    files,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (fraction: number): number =>
    sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  const round = (value: number): number => Math.round(value * 10) / 10;
  return { samples: sorted.length, medianMs: round(rank(0.5)), p95Ms: round(rank(0.95)) };
}

interface KeystrokeSample {
  input: string;
  ms: number;
}

declare global {
  interface Window {
    searchBenchSamples?: KeystrokeSample[];
  }
}

/**
 * Records, for every input event in the search box, the time from its keydown
 * until the first animation frame after the dialog shows results for exactly
 * that input (SearchPanel sets `data-results-for` in the same render).
 */
function recordKeystrokes(): void {
  const samples: KeystrokeSample[] = [];
  const typedAt = new Map<string, number>();
  let lastKeyDown = 0;
  document.addEventListener('keydown', (event) => (lastKeyDown = event.timeStamp), true);
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement) typedAt.set(event.target.value, lastKeyDown);
    },
    true,
  );
  new MutationObserver(() => {
    const input = document.querySelector('[data-results-for]')?.getAttribute('data-results-for');
    const started = input === null || input === undefined ? undefined : typedAt.get(input);
    if (input === null || input === undefined || started === undefined) return;
    typedAt.delete(input);
    requestAnimationFrame(() => samples.push({ input, ms: performance.now() - started }));
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-results-for'],
  });
  window.searchBenchSamples = samples;
}

async function samplesOf(page: Page): Promise<KeystrokeSample[]> {
  return page.evaluate(() => window.searchBenchSamples ?? []);
}

/** A fresh context that lets no request leave loopback. */
async function loopbackContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A build without the search dialog (an older commit measured for comparison) must end
  // this section with an error, not hang the whole benchmark.
  context.setDefaultTimeout(30_000);
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  // tsx compiles this file with esbuild's keepNames, which wraps named functions in
  // __name(); functions sent to the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(recordKeystrokes);
  return context;
}

async function timeFirstSearch(
  browser: Browser,
  url: string,
  query: string,
): Promise<{ ms: number; downloads: { url: string; bytes: number }[] }> {
  const context = await loopbackContext(browser);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    const openedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    await searchInput(page).fill(query);
    await page.locator(`[data-results-for="${query}"]`).waitFor({ state: 'attached' });
    return await page.evaluate((since) => {
      const downloads = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since)
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        }));
      return new Promise<{ ms: number; downloads: { url: string; bytes: number }[] }>((resolve) =>
        requestAnimationFrame(() => resolve({ ms: performance.now() - since, downloads })),
      );
    }, openedAt);
  } finally {
    await context.close();
  }
}

/**
 * Keystroke-to-results times of the navbar search in Chromium, against a
 * running server of the production build. Prints nothing and asserts nothing.
 */
export async function measureSearchTimings(options: SearchTimingOptions): Promise<SearchTimings> {
  const {
    origin,
    browser,
    path: pagePath = '/docs/intro',
    queries = searchBenchQueries,
    rounds = 5,
    keystrokeDelayMs = 80,
  } = options;
  const url = new URL(pagePath, origin).href;

  const firstSearches = [];
  for (let round = 0; round < rounds; round += 1) {
    firstSearches.push(await timeFirstSearch(browser, url, queries[round % queries.length] ?? ''));
  }

  const context = await loopbackContext(browser);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, url);
    await page.keyboard.press('Control+k');
    const input = searchInput(page);
    const warmUp = queries[0] ?? '';
    await input.fill(warmUp);
    await page.locator(`[data-results-for="${warmUp}"]`).waitFor({ state: 'attached' });

    const byQuery = new Map<string, number[]>();
    const topResults = new Map<string, string[]>();
    for (let round = 0; round < rounds; round += 1) {
      for (const query of queries) {
        await input.fill('');
        const before = (await samplesOf(page)).length;
        await input.pressSequentially(query, { delay: keystrokeDelayMs });
        await page.locator(`[data-results-for="${query}"]`).waitFor({ state: 'attached' });
        // The sample of the last keystroke lands one frame after its results.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        // Clearing the box also renders (results for ""); only the typed prefixes count.
        const samples = (await samplesOf(page))
          .slice(before)
          .filter((sample) => sample.input !== '' && query.startsWith(sample.input));
        byQuery.set(query, [...(byQuery.get(query) ?? []), ...samples.map((sample) => sample.ms)]);
        topResults.set(
          query,
          await page
            .getByRole('listbox', { name: 'Search results' })
            .getByRole('option')
            .evaluateAll((items) =>
              items.slice(0, 3).map((item) => item.getAttribute('data-route') ?? ''),
            ),
        );
      }
    }

    return {
      firstSearch: stats(firstSearches.map((run) => run.ms)),
      firstSearchDownloads: firstSearches[0]?.downloads ?? [],
      keystroke: stats([...byQuery.values()].flat()),
      perQuery: queries.map((query) => ({
        query,
        ...stats(byQuery.get(query) ?? []),
        topResults: topResults.get(query) ?? [],
      })),
    };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** The figures as a plain-text report. */
export function formatSearchFigures({ index, timings }: SearchFigures): string {
  const lines = [
    'Search index',
    ...index.files.map(
      (file) => `  ${file.file}: ${kib(file.rawBytes)} raw, ${kib(file.gzipBytes)} gzip`,
    ),
    `  total: ${kib(index.rawBytes)} raw, ${kib(index.gzipBytes)} gzip`,
    '',
    'First search on a fresh page (Ctrl+K, query, results on screen; loads lunr and the indexes)',
    `  median ${timings.firstSearch.medianMs} ms, p95 ${timings.firstSearch.p95Ms} ms (${timings.firstSearch.samples} pages)`,
    ...timings.firstSearchDownloads.map(
      (download) => `  downloads ${download.url}: ${kib(download.bytes)}`,
    ),
    '',
    'Keystroke to results (index loaded; keydown until the next frame showing its results)',
    `  all keystrokes: median ${timings.keystroke.medianMs} ms, p95 ${timings.keystroke.p95Ms} ms (${timings.keystroke.samples} keystrokes)`,
    ...timings.perQuery.map(
      (query) =>
        `  ${JSON.stringify(query.query)}: median ${query.medianMs} ms, p95 ${query.p95Ms} ms; top: ${query.topResults.join(', ')}`,
    ),
  ];
  return lines.join('\n');
}
