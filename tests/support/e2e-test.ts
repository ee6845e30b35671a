import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type WebError,
} from '@playwright/test';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';
import { expectHydrated } from './hydration';
import { nginxForTests, nginxTestPort, startNginx, type NginxServer } from './nginx';

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
 * Every browser test runs under a guard that records any request for a host other than
 * 127.0.0.1 (the browser cannot reach one: see the proxy in playwright.config.ts) and collects
 * console errors, warnings and uncaught exceptions; the test fails when either list is not
 * empty at the end.
 *
 * The fixtures that live as long as a worker (a shared tab, an nginx server) are defined here
 * too, not in `test`s of their own: Playwright runs the tests of each set of fixtures in
 * workers of their own, and three sets started a worker, a browser and the spec files' reading
 * of the build three times over (15 workers for the two projects instead of 6).
 */
export const test = base.extend<
  { siteGuard: SiteGuard; sharedTab: boolean },
  { nginx: NginxServer; sharedPage: Page }
>({
  /**
   * Every test of a worker that sets this (`test.use({ sharedTab: true })`) gets the same
   * browser context and tab, so the site's scripts, styles and fonts come from the browser's
   * cache after the first page instead of being fetched and compiled again for each. The guard
   * still watches each test on its own. Use it only where no test changes what a later page can
   * see: storage (a dismissed bar, a chosen tab or theme), cookies, routes, the network's state.
   * A test that clicks may share the tab when what it changes ends with the page. Each test
   * starts at the project's viewport, and a failed test's worker ends with its tab.
   */
  sharedTab: [false, { option: true }],
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context: BrowserContext = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  /*
   * Fixtures name what they use ahead of time, so every worker opens the shared tab once, used
   * or not (one idle tab), and a sharing test still gets Playwright's own context, unused. Both
   * cost far less than the separate workers that a `test.extend` of their own made.
   */
  context: async ({ context, sharedTab, sharedPage }, provide) => {
    await provide(sharedTab ? sharedPage.context() : context);
  },
  page: async ({ context, sharedTab, sharedPage, viewport }, provide) => {
    if (!sharedTab) {
      await provide(await context.newPage());
      return;
    }
    if (viewport !== null) await sharedPage.setViewportSize(viewport);
    await provide(sharedPage);
  },
  /** The production build served through deploy/nginx/, one server per worker (the hosting specs). */
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use, workerInfo) => {
      const binary = nginxForTests();
      assertBuildExists();
      const server = await startNginx({
        binary,
        port: nginxTestPort(workerInfo.parallelIndex, 'build'),
        root: buildDir,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  siteGuard: [
    async ({ context }, use, testInfo) => {
      // Recorded, not intercepted: a route on every request would make Chromium skip its HTTP
      // cache, so each page would fetch and compile the site's scripts again. The browser itself
      // cannot reach past loopback (the proxy of playwright.config.ts refuses every other host).
      const foreignRequests: string[] = [];

      // A context shared by several tests (sharedTab) starts each test with no request
      // counted: an earlier test's were last seen by that test's listeners.
      for (const page of context.pages()) pendingOf(page).clear();
      const send = (request: Request) => {
        if (isOutsideLoopback(new URL(request.url()))) foreignRequests.push(request.url());
        pendingOf(request.frame().page()).add(request);
      };
      const settle = (request: Request) => pendingOf(request.frame().page()).delete(request);
      const problems: ConsoleProblem[] = [];
      const logged = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push({
            kind: message.type(),
            text: message.text(),
            page: message.page()?.url() ?? '',
          });
        }
      };
      const thrown = (webError: WebError) => {
        problems.push({
          kind: 'uncaught',
          text: String(webError.error()),
          page: webError.page()?.url() ?? '',
        });
      };
      context.on('request', send);
      context.on('requestfinished', settle);
      context.on('requestfailed', settle);
      context.on('console', logged);
      context.on('weberror', thrown);

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
      context.off('request', send);
      context.off('requestfinished', settle);
      context.off('requestfailed', settle);
      context.off('console', logged);
      context.off('weberror', thrown);

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
