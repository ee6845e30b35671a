import type { Page } from '@playwright/test';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { operationTestTimeout } from '../support/api-pages';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { oneRoutePerKind } from '../support/page-kinds';
import { viewportIndependent } from '../support/viewport';

/*
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured: the navbar stays fixed at the top and comes back
 * whenever the page scrolls up, which moving back with Shift+Tab does. The pages walked: the
 * guide with the most text, the form-fields guide (the most controls) and an operation page
 * (the most of everything), all taken from the build.
 */
const guides = builtRoutes().filter((route) => route.startsWith('/docs/guides/'));
const longestGuide = guides
  .map((route) => ({ route, length: loadRoute(route)('article').text().length }))
  .sort((a, b) => b.length - a.length)[0]?.route;
const formFieldsGuide = guides.find(
  (route) => loadRoute(route)('main form, main select').length > 0,
);
const operationPage = oneRoutePerKind().find(({ kind }) => kind === 'API operation')?.route;

interface Stop {
  /** What has focus, for the failure message. */
  element: string;
  /** True when the navbar is on the screen and the element lies entirely under it. */
  hidden: boolean;
}

declare global {
  interface Window {
    /** Where the walk under way started, to tell when it has come round. */
    __walkStart?: Element;
    /** Where the page was scrolled at the walk's previous stop. */
    __walkScrollY?: number;
  }
}

/**
 * Presses Tab (a walk back holds Shift) and reports where focus landed once the page has
 * scrolled and the navbar has settled; nothing when focus has left the page or come back to
 * where the walk started.
 */
async function step(page: Page): Promise<Stop | undefined> {
  await page.keyboard.press('Tab');
  return page.evaluate(async () => {
    // The navbar shows or hides in the frame after the scroll that focusing caused, then slides.
    // Without a scroll nothing moves it, and the walk saves that frame's wait.
    if (window.scrollY !== window.__walkScrollY) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.__walkScrollY = window.scrollY;
    for (const animation of document.querySelector('nav.navbar')?.getAnimations() ?? []) {
      animation.finish();
    }
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return undefined;
    if (active === window.__walkStart) return undefined;
    window.__walkStart ??= active;
    const navbar = document.querySelector('nav.navbar');
    const bar = navbar?.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    const hidden =
      !!navbar &&
      !!bar &&
      !navbar.contains(active) &&
      bar.bottom > 0 &&
      box.top >= bar.top &&
      box.bottom <= bar.bottom &&
      box.left >= bar.left &&
      box.right <= bar.right;
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '')
      .trim()
      .slice(0, 40);
    return {
      element: `${active.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)} px`,
      hidden,
    };
  });
}

/** Every stop of a full walk in one direction, from where focus is round the page once. */
async function walk(page: Page, direction: 'Tab' | 'Shift+Tab'): Promise<Stop[]> {
  await page.evaluate(() => {
    window.__walkStart = undefined;
  });
  // Shift stays held for the whole walk back, as a reader's would: half the key events per stop.
  if (direction === 'Shift+Tab') await page.keyboard.down('Shift');
  try {
    const stops: Stop[] = [];
    for (let count = 0; count < 2000; count += 1) {
      const stop = await step(page);
      if (!stop) return stops;
      stops.push(stop);
    }
    throw new Error(`${direction} never left the page`);
  } finally {
    if (direction === 'Shift+Tab') await page.keyboard.up('Shift');
  }
}

test.describe.configure({ timeout: operationTestTimeout });

/*
 * Scrolling up is when the navbar comes back over the page, so every page is walked back up.
 * The walk down is left out on the longest guide: its stops are the kinds the form-fields
 * guide has (links in prose, headings' anchors, copy buttons, the contents), and that walk
 * alone took a minute of the suite.
 */
const walks = [
  { route: longestGuide, directions: ['Shift+Tab'] },
  { route: formFieldsGuide, directions: ['Tab', 'Shift+Tab'] },
  { route: operationPage, directions: ['Tab', 'Shift+Tab'] },
] as const;

for (const { route, directions } of walks) {
  test(
    `${route ?? 'a page'}: no stop of a ${directions.join(' or a ')} walk is hidden under the navbar`,
    viewportIndependent,
    async ({ page }) => {
      if (!route) throw new Error('the build lacks a page this test walks');
      await page.goto(route);
      await waitForSettledPage(page);
      const lengths: number[] = [];
      for (const direction of directions) {
        const stops = await walk(page, direction);
        const hidden = stops.filter((stop) => stop.hidden).map((stop) => stop.element);
        expect(hidden, direction).toEqual([]);
        lengths.push(stops.length);
      }
      // Each walk went round the page (an operation page's explorer can add a stop on the way).
      expect(lengths[0], 'stops of the first walk').toBeGreaterThan(10);
      for (const length of lengths.slice(1)) {
        expect(length, 'stops of the walk back').toBeGreaterThan((lengths[0] ?? 0) - 5);
      }
    },
  );
}
