import type { Page } from '@playwright/test';
import { waitForSettledPage } from './e2e-test';

/** What a layout check found wrong, one line per element, for the failure message. */
export type LayoutProblem = string;

/**
 * Tables in the main content wider than their own box, which then hides columns behind a
 * sideways scroll. With `allowScrolling` (phone widths) a table may scroll if it shows that it
 * does (its scroll shadow, src/css/tables.css), except one laid out as cards there, which the
 * reader reads top to bottom.
 */
export function tablesWiderThanTheirBox(
  page: Page,
  { allowScrolling }: { allowScrolling: boolean },
): Promise<LayoutProblem[]> {
  return page.evaluate((allow) => {
    const headingBefore = (element: Element): string => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        for (
          let sibling = node.previousElementSibling;
          sibling;
          sibling = sibling.previousElementSibling
        ) {
          if (/^H[1-6]$/.test(sibling.tagName)) return sibling.textContent?.trim() ?? '';
        }
      }
      return '';
    };
    return Array.from(document.querySelectorAll('main table'))
      .filter((table) => table.checkVisibility() && table.scrollWidth > table.clientWidth + 1)
      .filter(
        (table) =>
          !allow ||
          table.getAttribute('data-narrow-layout') === 'cards' ||
          !getComputedStyle(table).backgroundImage.includes('radial-gradient'),
      )
      .map(
        (table) =>
          `table under "${headingBefore(table)}" hides ${table.scrollWidth - table.clientWidth} px`,
      );
  }, allowScrolling);
}

/** How far the page is wider than the window (WCAG 1.4.10 reflow asks for none at 320 px). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Diagrams (their drawing) that reach past the right edge of the window. */
export function diagramsPastTheScreen(page: Page, selector: string): Promise<LayoutProblem[]> {
  return page.evaluate(
    (diagramSelector) =>
      Array.from(document.querySelectorAll(`${diagramSelector} > svg`))
        .filter(
          (svg) => svg.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
        )
        .map(
          (svg) =>
            `diagram "${svg.querySelector('title')?.textContent ?? ''}" ends at ${Math.round(svg.getBoundingClientRect().right)} px`,
        ),
    selector,
  );
}

/**
 * Opens every `<details>` of the main content as the browser would, without waiting for a
 * component to draw what it holds: the server-drawn schema sections show their rows at once.
 */
export async function openEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll('main details').forEach((details) => {
      (details as HTMLDetailsElement).open = true;
    });
  });
}

/**
 * Presses every visible element that `closed` matches, the way a reader opens it (the theme's
 * sections and sidebar categories draw their content on that press), round after round until
 * what they revealed is open too. One press each from inside the page: a Playwright click each
 * would take most of the test's time on an operation page.
 */
export async function openEveryByPress(page: Page, closed: string): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const pressed = await page.evaluate((selector) => {
      const shown = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) =>
        element.checkVisibility(),
      );
      shown.forEach((element) => element.click());
      return shown.length;
    }, closed);
    if (pressed === 0) return;
    await waitForSettledPage(page, 100);
  }
  throw new Error(`${closed} kept matching after 20 rounds of opening`);
}

/** Every closed section of the main content, opened by a press on its summary. */
export function openEverySectionByPress(page: Page): Promise<void> {
  return openEveryByPress(page, 'main details:not([open]) > summary');
}

/**
 * Text in the main content that an element clips or ends with an ellipsis (a name or type cut
 * off). Text hidden on purpose (visually hidden labels, closed sections) is 1 px wide or less.
 */
export function textCutOff(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips =
          ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        return clips && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1;
      })
      .filter((element) => (element.textContent ?? '').trim() !== '')
      .map(
        (element) =>
          `${element.className} cuts off "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  );
}

/** The attribute markScrollers puts on the elements that scroll. */
export const scrollerSelector = '[data-scrolls]';

/**
 * Marks the elements inside `within` that scroll, their content taller or wider than their box,
 * so that a check can look at them alone. Gives how many it marked.
 */
export function markScrollers(page: Page, within: string): Promise<number> {
  return page.evaluate((selector) => {
    const scrolls = (overflow: string): boolean => overflow === 'auto' || overflow === 'scroll';
    const scrollers = Array.from(document.querySelectorAll(`${selector} *`)).filter((element) => {
      const { overflowX, overflowY } = getComputedStyle(element);
      return (
        (scrolls(overflowX) && element.scrollWidth > element.clientWidth + 1) ||
        (scrolls(overflowY) && element.scrollHeight > element.clientHeight + 1)
      );
    });
    for (const element of scrollers) element.setAttribute('data-scrolls', '');
    return scrollers.length;
  }, within);
}
