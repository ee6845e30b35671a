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
  }
}

/**
 * Moves focus with `key` and reports where it landed once the page has scrolled and the
 * navbar has settled; nothing when focus has left the page or come back to where the walk
 * started.
 */
async function step(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Stop | undefined> {
  await page.keyboard.press(key);
  return page.evaluate(async () => {
    // The navbar shows or hides in the frame after the scroll that focusing caused, then slides.
    await new Promise((resolve) => requestAnimationFrame(resolve));
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
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Stop[]> {
  await page.evaluate(() => {
    window.__walkStart = undefined;
  });
  const stops: Stop[] = [];
  for (let count = 0; count < 2000; count += 1) {
    const stop = await step(page, key);
    if (!stop) return stops;
    stops.push(stop);
  }
  throw new Error(`${key} never left the page`);
}

test.describe.configure({ timeout: operationTestTimeout });

for (const route of [longestGuide, formFieldsGuide, operationPage]) {
  test(
    `${route ?? 'a page'}: no stop of a Tab and a Shift+Tab walk is hidden under the navbar`,
    viewportIndependent,
    async ({ page }) => {
      if (!route) throw new Error('the build lacks a page this test walks');
      await page.goto(route);
      await waitForSettledPage(page);
      const forward = await walk(page, 'Tab');
      const backward = await walk(page, 'Shift+Tab');
      const hidden = (stops: Stop[]) =>
        stops.filter((stop) => stop.hidden).map((stop) => stop.element);
      expect(hidden(forward), 'Tab').toEqual([]);
      expect(hidden(backward), 'Shift+Tab').toEqual([]);
      // Both walks went round the page (an operation page's explorer can add a stop on the way).
      expect(forward.length, 'stops on the way down').toBeGreaterThan(10);
      expect(backward.length, 'stops on the way back up').toBeGreaterThan(forward.length - 5);
    },
  );
}
