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
  /**
   * True when the navbar is on the screen and the element lies entirely under it, or when any
   * part of it lies under the shown back-to-top button.
   */
  hidden: boolean;
}

/** Where a walk went wrong before it could look at the stops: the keyboard and the DOM disagree. */
type WalkResult = { stops: Stop[] } | { disagreement: string };

/**
 * Walks the page's sequential focus order from the stop the focus is on, as Tab (or Shift+Tab)
 * would, inside the page: each stop is focused as the key focuses it (scrolled into view the
 * same way) and, once the page has answered the scroll, looked at. The order is Chromium's,
 * read from the DOM: what can take the focus and is rendered, neither inert nor disabled, with
 * a tabindex of 0 or more, the checked radio of a group (or its first), and a scroll container
 * holding nothing focusable (Chromium lets the keyboard scroll those). Read again after each
 * change of the DOM, as the key would meet it. One call for the whole walk instead of a key
 * press and a look per stop: those took a minute a page. Checked against real key presses on
 * the three pages: the same stops, in the same order, at the same scroll positions.
 */
function walkFromFocus({
  backwards,
  scrolledBefore,
}: {
  backwards: boolean;
  scrolledBefore: number;
}): Promise<WalkResult> {
  const natively = [
    'a[href]',
    'area[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'iframe',
    'summary',
    '[contenteditable]:not([contenteditable="false"])',
    'audio[controls]',
    'video[controls]',
    '[tabindex]',
  ].join(', ');
  const rendered = (element: Element): boolean =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]');
  const tabStops = (): HTMLElement[] => {
    const focusable = Array.from(document.querySelectorAll<HTMLElement>(natively)).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        (element.tagName !== 'SUMMARY' ||
          element.parentElement?.querySelector(':scope > summary') === element) &&
        rendered(element),
    );
    const scrollers = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => {
        const wider = element.scrollWidth > element.clientWidth;
        const taller = element.scrollHeight > element.clientHeight;
        if (!(wider || taller) || focusable.includes(element)) return false;
        const style = getComputedStyle(element);
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        return (
          ((wider && scrolls(style.overflowX)) || (taller && scrolls(style.overflowY))) &&
          rendered(element) &&
          !focusable.some((other) => element.contains(other))
        );
      },
    );
    const inOrder = [...focusable, ...scrollers].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    const radioStop = (radio: HTMLInputElement): HTMLInputElement | undefined => {
      const group = inOrder.filter(
        (other): other is HTMLInputElement =>
          other instanceof HTMLInputElement &&
          other.type === 'radio' &&
          other.name === radio.name &&
          other.form === radio.form,
      );
      return group.find((other) => other.checked) ?? (backwards ? group.at(-1) : group[0]);
    };
    const stops = inOrder.filter(
      (element) =>
        !(element instanceof HTMLInputElement && element.type === 'radio' && element.name) ||
        radioStop(element) === element,
    );
    const positive = stops.filter(({ tabIndex }) => tabIndex > 0);
    positive.sort((a, b) => a.tabIndex - b.tabIndex);
    const order = [...positive, ...stops.filter(({ tabIndex }) => tabIndex === 0)];
    return backwards ? order.reverse() : order;
  };

  // One channel for the whole walk, held until it ends: a channel made for one message and
  // then dropped may be garbage-collected before the message arrives, and the walk would wait
  // for it forever.
  const channel = new MessageChannel();
  const nextTask = () =>
    new Promise((resolve) => {
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(undefined);
    });

  /** After a scroll: its event, the navbar's answer to it (a render React queued), its slide. */
  const settle = async (scrolled: boolean): Promise<void> => {
    if (scrolled) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await nextTask();
    }
    // Transitions that would have ended before a reader's next key press (the navbar's slide,
    // the back-to-top button's fading): a stop hidden at their end counts, and so does what
    // they take out of the order.
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  };

  /**
   * Where the key goes from `current`: the stop after it. A stop that has left the order
   * (hidden on the way) sends the key on from its place. One taken out of the page (an island
   * drawing itself over the server's HTML) has no place left to compare with, so its place
   * is the one it had in the order before: the first stop after it there that is still in the
   * order now.
   */
  const nextStop = (
    current: HTMLElement,
    before: HTMLElement[],
    order: HTMLElement[],
  ): HTMLElement | undefined => {
    const at = order.indexOf(current);
    if (at >= 0) return order[at + 1];
    if (!current.isConnected) {
      const stillThere = new Set(order);
      return before.slice(before.indexOf(current) + 1).find((element) => stillThere.has(element));
    }
    const after = backwards ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
    return order.find((element) => !!(current.compareDocumentPosition(element) & after));
  };

  const look = (active: HTMLElement): Stop => {
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
    // The theme's back-to-top button, fixed in the bottom right corner once the page scrolls
    // up: no part of a stop may lie under it while it is shown.
    const backToTop = document.querySelector('.theme-back-to-top-button');
    const button = backToTop?.getBoundingClientRect();
    const underButton =
      !!backToTop &&
      !!button &&
      backToTop !== active &&
      getComputedStyle(backToTop).visibility === 'visible' &&
      Number(getComputedStyle(backToTop).opacity) > 0 &&
      box.left < button.right &&
      button.left < box.right &&
      box.top < button.bottom &&
      button.top < box.bottom;
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '')
      .trim()
      .slice(0, 40);
    return {
      element: `${active.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)} px${underButton ? ', under the back-to-top button' : ''}`,
      hidden: hidden || underButton,
    };
  };

  return (async (): Promise<WalkResult> => {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    try {
      await settle(window.scrollY !== scrolledBefore);
      let order = tabStops();
      const first = document.activeElement;
      if (!(first instanceof HTMLElement) || first !== order[0]) {
        const describe = (element: Element | null | undefined) =>
          element instanceof HTMLElement ? look(element).element : String(element);
        return {
          disagreement: `the key went to ${describe(first)}, the order read from the page starts at ${describe(order[0])}`,
        };
      }
      const stops: Stop[] = [look(first)];
      const visited = new Set<Element>([first]);
      // Far more stops than the page has means the walk is going round in circles.
      const most = 2 * order.length + 50;
      for (let current: HTMLElement = first; stops.length < most;) {
        const before = order;
        if (changed) {
          changed = false;
          order = tabStops();
        }
        const next = nextStop(current, before, order);
        if (!next) return { stops };
        if (visited.has(next)) {
          return {
            disagreement: `the walk came back to ${look(next).element} after ${stops.length} stops`,
          };
        }
        visited.add(next);
        const scrollY = window.scrollY;
        next.focus();
        current = next;
        await settle(window.scrollY !== scrollY);
        stops.push(look(next));
      }
      return { disagreement: `the walk never left the page after ${stops.length} stops` };
    } finally {
      observer.disconnect();
      channel.port1.close();
    }
  })();
}

/**
 * Every stop of a full walk in one direction round the page. The first stop and the way out of
 * the page are the keyboard's own (real key presses, Shift held for a walk back), so the order
 * read from the page starts and ends where the key does.
 */
async function walk(page: Page, direction: 'Tab' | 'Shift+Tab'): Promise<Stop[]> {
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(direction);
  const result = await page.evaluate(walkFromFocus, {
    backwards: direction === 'Shift+Tab',
    scrolledBefore,
  });
  if ('disagreement' in result) throw new Error(`${direction}: ${result.disagreement}`);
  await page.keyboard.press(direction);
  const left = await page.evaluate(
    () => document.activeElement === document.body || document.activeElement === null,
  );
  expect(left, `${direction} after the last stop of the order read from the page`).toBe(true);
  return result.stops;
}

test.describe.configure({ timeout: operationTestTimeout });

/* Each page is walked down, then back up: scrolling up is when the navbar comes back. */
const walks = [
  { route: longestGuide, directions: ['Tab', 'Shift+Tab'] },
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
