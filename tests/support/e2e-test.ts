import { test as base, expect, type Page, type Request } from '@playwright/test';
import { expectHydrated } from './hydration';

/** A console error or warning, or an uncaught exception, seen during a test. */
export type ConsoleProblem = { kind: string; text: string; page: string };

type AllowedProblem = { pattern: RegExp; why: string };

export type SiteGuard = {
  /**
   * Lets a test provoke a console error or warning on purpose (a crash, a failed
   * chunk). `why` is required so every exception explains itself in the report.
   */
  allowConsole(pattern: RegExp, why: string): void;
};

/** Requests each page has sent and not yet seen answered, for waitForSettledPage. */
const pendingRequests = new WeakMap<Page, Set<Request>>();

function pendingOf(page: Page): Set<Request> {
  const pending = pendingRequests.get(page) ?? new Set<Request>();
  pendingRequests.set(page, pending);
  return pending;
}

/** The only host the site may talk to is the one serving the build. */
function isOutsideLoopback(url: URL): boolean {
  return url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1';
}

/**
 * Every browser test runs under a guard that blocks and records any request
 * leaving 127.0.0.1 and collects console errors, warnings and uncaught
 * exceptions; the test fails when either list is not empty at the end.
 */
export const test = base.extend<{ siteGuard: SiteGuard }>({
  siteGuard: [
    async ({ context }, use, testInfo) => {
      const foreignRequests: string[] = [];
      await context.route(isOutsideLoopback, async (route) => {
        foreignRequests.push(route.request().url());
        await route.abort('blockedbyclient');
      });

      context.on('request', (request) => {
        const page = request.frame().page();
        pendingOf(page).add(request);
      });
      const settle = (request: Request) => pendingOf(request.frame().page()).delete(request);
      context.on('requestfinished', settle);
      context.on('requestfailed', settle);

      const problems: ConsoleProblem[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push({
            kind: message.type(),
            text: message.text(),
            page: message.page()?.url() ?? '',
          });
        }
      });
      context.on('weberror', (webError) => {
        problems.push({
          kind: 'uncaught',
          text: String(webError.error()),
          page: webError.page()?.url() ?? '',
        });
      });

      const allowed: AllowedProblem[] = [];
      await use({
        allowConsole(pattern, why) {
          allowed.push({ pattern, why });
        },
      });

      // Idle prefetches can still be inside a test's route handler (route.fetch()) when the
      // test ends; closing the page under them must not fail an otherwise finished test.
      await Promise.all([
        context.unrouteAll({ behavior: 'ignoreErrors' }),
        ...context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })),
      ]);

      const unexpected = problems.filter(
        (problem) => !allowed.some(({ pattern }) => pattern.test(problem.text)),
      );
      if (problems.length > 0) {
        await testInfo.attach('console', {
          body: JSON.stringify(
            { problems, allowed: allowed.map(({ pattern, why }) => `${String(pattern)}: ${why}`) },
            null,
            2,
          ),
          contentType: 'application/json',
        });
      }
      expect(foreignRequests, 'requests that left 127.0.0.1').toEqual([]);
      expect(unexpected, 'console errors, warnings and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page has stopped changing: hydrated, no request of its own
 * pending (lazy chunks such as the API explorer's are in), and no DOM change for
 * `quietMs` (what a lazy chunk renders has arrived). A settling wait, not a
 * speed assertion: a slow machine only waits longer.
 */
export async function waitForSettledPage(page: Page, quietMs = 250): Promise<void> {
  await expectHydrated(page);
  const pending = pendingOf(page);
  for (;;) {
    await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
    await waitForQuietDom(page, quietMs);
    if (pending.size === 0) return;
  }
}

/** Waits until no element has been added to or removed from the page for `quietMs`. */
export async function waitForQuietDom(page: Page, quietMs: number): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        function done(): void {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.documentElement, { subtree: true, childList: true });
      }),
    quietMs,
  );
}
