import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { pageType } from '../../scripts/site-build/page-type';
import { builtRoutes, htmlFileForRoute, loadRoute } from '../../scripts/site-build/build-output';
import { chunkLoads, holdBackViewportPrefetch, recordChunkLoads } from '../support/chunk-loads';
import { documentWasKept, markDocument } from '../support/document-marker';
import { holdScripts } from '../support/held-scripts';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import { firstLoadScripts } from '../../scripts/site-build/page-assets';
import { expectHydrated } from '../support/hydration';

/** From the build: the longest guide, whose article is sure to link pages far below the fold. */
function longestGuide(): string {
  const [longest] = builtRoutes()
    .filter((route) => pageType(route) === 'doc')
    .map((route) => ({ route, length: readFileSync(htmlFileForRoute(route), 'utf8').length }))
    .sort((a, b) => b.length - a.length);
  if (!longest) throw new Error('the build holds no guide');
  return longest.route;
}

/** The first link in a built docs page that leads to a heading of another page. */
function crossPageAnchorLink(): { from: string; href: string; path: string; hash: string } {
  // A guide's link: the API pages render the links of the description's Markdown as plain
  // anchors, which load the next page in full.
  const guides = builtRoutes().filter(
    (candidate) => candidate.startsWith('/docs/') && !candidate.startsWith('/docs/api/'),
  );
  for (const route of guides) {
    const $ = loadRoute(route);
    for (const element of $('article a[href^="/docs/"]').toArray()) {
      const href = $(element).attr('href') ?? '';
      const [path = '', hash = ''] = href.split('#');
      if (hash && path !== route) return { from: route, href, path, hash };
    }
  }
  throw new Error('no docs page links to a heading of another page');
}

test.describe('scroll on navigation', () => {
  test('a client-side navigation starts the new page at the top', async ({ page }) => {
    await page.goto('/docs/intro');
    await expectHydrated(page);
    await markDocument(page);
    const next = page.locator('a.pagination-nav__link--next');
    const target = await next.getAttribute('href');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await next.click();
    await expect(page).toHaveURL(target ?? 'a next page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await documentWasKept(page)).toBe(true);
  });

  test('a client-side navigation to a link with a hash scrolls to that heading', async ({
    page,
  }) => {
    const link = crossPageAnchorLink();
    await page.goto(link.from);
    await expectHydrated(page);
    await markDocument(page);

    await page.locator(`article a[href="${link.href}"]`).first().click();
    await expect(page).toHaveURL(link.href);
    const heading = page.locator(`[id="${link.hash}"]`);
    await expect(heading).toBeInViewport();
    // Where scrolling puts a target: the window's scroll padding plus the target's own margin.
    const offset = await heading.evaluate(
      (element) =>
        Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
        Number.parseFloat(getComputedStyle(element).scrollMarginTop),
    );
    // The heading sits just below the window's top edge (the navbar hides on the way down),
    // unless the page ends before it can get there.
    expect(offset).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const atBottom = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        );
        const top = (await heading.boundingBox())?.y ?? Number.NaN;
        return atBottom || Math.abs(top - offset) <= 2;
      })
      .toBe(true);
    expect(await documentWasKept(page)).toBe(true);
  });
});

/** The scripts of a page, relative to build/, that the page has asked for so far. */
async function loadedFiles(page: Page): Promise<string[]> {
  return (await chunkLoads(page)).map(({ url }) => new URL(url).pathname.slice(1));
}

/**
 * Opens /docs/intro with chunk loads recorded, then hovers (desktop) or touches (mobile) the
 * footer's Blog link without following it. Returns the link and the scripts that /blog runs
 * (from the build) and the page had not loaded before the pointer came: what pointing at the
 * link can fetch. Whatever else the page loads meanwhile (its own lazy parts, in their own
 * time) is not counted, so no wait for the page to have finished loading them is needed.
 */
async function pointAtFooterBlogLink(
  page: Page,
  isMobile: boolean,
): Promise<{ link: Locator; blogScripts: string[] }> {
  await recordChunkLoads(page);
  await page.goto('/docs/intro');
  await expectHydrated(page);
  const link = page.locator('footer').getByRole('link', { name: 'Blog', exact: true });
  await link.scrollIntoViewIfNeeded();
  const loaded = new Set(await loadedFiles(page));
  const blogScripts = firstLoadScripts('/blog').filter((file) => !loaded.has(file));
  expect(blogScripts, 'scripts of /blog that /docs/intro has not loaded').not.toEqual([]);
  if (isMobile) await link.dispatchEvent('touchstart');
  else await link.hover();
  return { link, blogScripts };
}

test.describe('prefetching', () => {
  test('hovering (desktop) or touching (mobile) a link fetches its route chunks before any click', async ({
    page,
    isMobile,
  }) => {
    await holdBackViewportPrefetch(page);
    const { link, blogScripts } = await pointAtFooterBlogLink(page, isMobile);
    const notYetLoaded = async () => {
      const loaded = new Set(await loadedFiles(page));
      return blogScripts.filter((file) => !loaded.has(file));
    };
    await expect.poll(notYetLoaded, 'scripts of /blog not fetched yet').toEqual([]);
    await expect(page).toHaveURL(/\/docs\/intro$/);

    await link.click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('links entering the viewport are prefetched', async ({ page }) => {
    const route = longestGuide();
    await recordChunkLoads(page);
    await page.goto(route);
    await waitForSettledPage(page);
    const prefetched = async () =>
      (await chunkLoads(page)).filter(({ kind }) => kind === 'prefetch').length;
    await expect.poll(prefetched).toBeGreaterThan(0);
    const before = await prefetched();

    // The page whose every visible link here (article, sidebar, navbar) is furthest below the fold.
    const target = await page.evaluate((routes) => {
      const topByPath = new Map<string, number>();
      for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
        if (link.origin !== location.origin || !routes.includes(link.pathname)) continue;
        if (link.pathname === location.pathname) continue;
        if (!link.checkVisibility({ visibilityProperty: true })) continue;
        const top = link.getBoundingClientRect().top;
        topByPath.set(link.pathname, Math.min(topByPath.get(link.pathname) ?? Infinity, top));
      }
      return [...topByPath].sort(([, a], [, b]) => b - a)[0];
    }, builtRoutes());
    if (!target) throw new Error(`${route} links to no other page`);
    const [path, top] = target;
    expect(top, `first link to ${path} is below the fold`).toBeGreaterThan(
      page.viewportSize()?.height ?? 0,
    );

    await page
      .locator(`a[href="${path}"]:visible, a[href^="${path}#"]:visible`)
      .first()
      .scrollIntoViewIfNeeded();
    await expect.poll(prefetched).toBeGreaterThan(before);
  });

  test('nothing is prefetched on a data-saver connection, and links still work', async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ effectiveType: '4g', saveData: true }),
      });
    });
    const { link, blogScripts } = await pointAtFooterBlogLink(page, isMobile);
    // The loader adds its <script> in the same task as the hover; one more task is enough to see it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect((await chunkLoads(page)).filter(({ kind }) => kind === 'prefetch')).toEqual([]);
    // None of the scripts only /blog runs: the page's own lazy parts, which may still be
    // arriving, cannot be what loaded one of those.
    const elsewhere = new Set(
      builtRoutes()
        .filter((route) => route !== '/blog')
        .flatMap(firstLoadScripts),
    );
    const blogOnly = blogScripts.filter((file) => !elsewhere.has(file));
    expect(blogOnly, 'scripts only /blog runs').not.toEqual([]);
    const loaded = new Set(await loadedFiles(page));
    expect(blogOnly.filter((file) => loaded.has(file))).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

declare global {
  interface Window {
    __progressTimes?: { clickedAt?: number; shownAt?: number };
  }
}

test(
  'a slow route change shows the progress bar after 200 ms, without a spinner',
  viewportIndependent,
  async ({ page }) => {
    await holdBackViewportPrefetch(page);
    await page.addInitScript(() => {
      const times: { clickedAt?: number; shownAt?: number } = {};
      window.__progressTimes = times;
      document.addEventListener('click', () => (times.clickedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (times.shownAt === undefined && document.getElementById('nprogress')) {
          times.shownAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/docs/intro');
    await expectHydrated(page);

    // The next route's chunks are held until the bar has shown: a route change slower than the
    // bar's 200 ms delay on any machine, rather than chunks made a fixed time late.
    const scripts = await holdScripts(page);
    const next = page.locator('a.pagination-nav__link--next');
    const target = await next.getAttribute('href');
    await next.click();

    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect
      .poll(() => scripts.held(), 'the route change waits for its chunks')
      .toBeGreaterThan(0);
    scripts.release();
    await expect(page).toHaveURL(target ?? 'a next page');
    await expect(page.locator('#nprogress')).toHaveCount(0);

    const times = await page.evaluate(() => window.__progressTimes);
    // A lower bound, not a speed check: the bar's timer cannot fire before 200 ms.
    expect(
      (times?.shownAt ?? 0) - (times?.clickedAt ?? Number.POSITIVE_INFINITY),
    ).toBeGreaterThanOrEqual(200);
  },
);

test(
  'a route chunk that fails to load logs a warning and reloads into the page',
  viewportIndependent,
  async ({ page, siteGuard }) => {
    // The test aborts a chunk on purpose: the browser reports the failed request...
    siteGuard.allowConsole(
      /Failed to load resource: net::ERR_FAILED/,
      'the chunk request is aborted by the test',
    );
    // ...and Docusaurus logs the ChunkLoadError as a warning before it reloads (PendingNavigation).
    siteGuard.allowConsole(
      /ChunkLoadError|Loading chunk \S+ failed/,
      'the documented warning of a failed route load',
    );

    await holdBackViewportPrefetch(page);
    await page.goto('/docs/intro');
    await expectHydrated(page);
    await markDocument(page);

    const next = page.locator('a.pagination-nav__link--next');
    const target = await next.getAttribute('href');
    // A chunk of the next page only: the page's own lazy parts may still be loading, and must.
    const here = new Set(firstLoadScripts('/docs/intro'));
    const nextPageOnly = new Set(
      firstLoadScripts(target ?? '')
        .filter((file) => !here.has(file))
        .map((file) => `/${file}`),
    );
    let aborted = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      if (aborted > 0 || !nextPageOnly.has(new URL(route.request().url()).pathname)) {
        return route.fallback();
      }
      aborted += 1;
      return route.abort('failed');
    });
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    const reload = page.waitForEvent('domcontentloaded');

    // Keyboard activation: no hover, so the navigation itself requests the chunks.
    await next.focus();
    await page.keyboard.press('Enter');

    expect((await warning).text()).toMatch(/ChunkLoadError|Loading chunk \S+ failed/);
    await reload;
    expect(aborted).toBe(1);
    await expect(page).toHaveURL(target ?? 'a next page');
    await expectHydrated(page);
    expect(await documentWasKept(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      loadRoute(target ?? '')('h1')
        .first()
        .text(),
    );
  },
);
