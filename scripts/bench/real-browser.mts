import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../machine/chromium';

/** What one page load in a real browser showed, in ms from the start of the navigation. */
export interface BrowserTimings {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  domContentLoadedMs: number;
  /** When Docusaurus marked the page hydrated; NaN when no script ran. */
  hydratedMs: number;
  /** The longest main-thread task (long-task API, 50 ms and over; 0 when there was none). */
  longestTaskMs: number;
  /**
   * Blocking time: what each long task after the first contentful paint spent over 50 ms,
   * summed until the page was loaded, hydrated and quiet (Lighthouse's TBT, without its
   * end at time-to-interactive).
   */
  blockingMs: number;
}

declare global {
  interface Window {
    __benchTimings?: {
      lcp: number;
      hydrated: number;
      longTasks: { startTime: number; duration: number }[];
    };
  }
}

/** The phone Lighthouse's mobile runs emulate (a Moto G Power): same screen, touch. */
const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The CPU slowdown of Lighthouse's mobile profile, applied here to a real page load. */
export const cpuSlowdown = 4;

/** The same Chromium as Lighthouse's, driven by Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Loads `url` once in a fresh context (empty cache) at a 4× CPU slowdown on loopback, with no
 * network throttling: what the page costs the main thread, apart from the link. Returns when
 * the page has loaded, has hydrated (unless its scripts are blocked) and the network is idle,
 * so the last largest-contentful-paint candidate is in.
 */
export async function measureInBrowser(
  browser: Browser,
  url: string,
  { blockScripts = false } = {},
): Promise<BrowserTimings> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Both variants go through the same instrumentation, which costs time of its own.
    await session.send('Network.enable');
    await session.send('Network.setBlockedURLs', { urls: blockScripts ? ['*.js'] : [] });
    await page.addInitScript(() => {
      const timings = {
        lcp: NaN,
        hydrated: NaN,
        longTasks: [] as { startTime: number; duration: number }[],
      };
      window.__benchTimings = timings;
      new PerformanceObserver((list) => {
        for (const { startTime, duration } of list.getEntries()) {
          timings.longTasks.push({ startTime, duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) timings.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (
          Number.isNaN(timings.hydrated) &&
          document.documentElement.getAttribute('data-has-hydrated') === 'true'
        ) {
          timings.hydrated = performance.now();
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (!blockScripts) {
      await page
        .locator('html[data-has-hydrated="true"]')
        .waitFor({ state: 'attached', timeout: 120_000 });
    }
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0];
      const paintedAt = firstContentfulPaint?.startTime ?? 0;
      const longTasks = window.__benchTimings?.longTasks ?? [];
      return {
        firstContentfulPaintMs: firstContentfulPaint?.startTime ?? NaN,
        largestContentfulPaintMs: window.__benchTimings?.lcp ?? NaN,
        domContentLoadedMs: navigation?.domContentLoadedEventStart ?? NaN,
        hydratedMs: window.__benchTimings?.hydrated ?? NaN,
        longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
        blockingMs: longTasks
          .filter((task) => task.startTime >= paintedAt)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      };
    });
  } finally {
    await context.close();
  }
}
