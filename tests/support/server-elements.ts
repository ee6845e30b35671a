import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __serverElements?: Record<string, Element[]>;
  }
}

/**
 * Remembers, as soon as the server's HTML is parsed and before any script runs, the
 * elements that match `selector`: call it before `page.goto`.
 */
export async function rememberServerElements(page: Page, selector: string): Promise<void> {
  await page.addInitScript((remembered) => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__serverElements = {
        ...window.__serverElements,
        [remembered]: Array.from(document.querySelectorAll(remembered)),
      };
    });
  }, selector);
}

/**
 * How many elements the server's HTML had for `selector`, and whether the page now shows
 * exactly those nodes, in order: hydration kept them instead of drawing new ones.
 */
export function serverElementsKept(
  page: Page,
  selector: string,
): Promise<{ count: number; kept: boolean }> {
  return page.evaluate((remembered) => {
    const server = window.__serverElements?.[remembered] ?? [];
    const now = Array.from(document.querySelectorAll(remembered));
    const kept = server.length === now.length && now.every((element, i) => element === server[i]);
    return { count: server.length, kept };
  }, selector);
}

/**
 * Whether the element at `index` among those matching `selector` (negative: from the end) is
 * still the node the server's HTML had: nothing has drawn it again.
 */
export function stillFromServer(page: Page, selector: string, index: number): Promise<boolean> {
  return page.evaluate(
    ([remembered, at]) => {
      const now = Array.from(document.querySelectorAll(remembered)).at(at);
      return now !== undefined && (window.__serverElements?.[remembered] ?? []).includes(now);
    },
    [selector, index] as const,
  );
}
