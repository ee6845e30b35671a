import type { Page } from '@playwright/test';
import { firstLoadScripts } from '../../scripts/site-build/page-assets';

export interface HeldScripts {
  /** How many script requests have been held so far. */
  held(): number;
  /** The paths of the scripts held so far, in the order they were asked for. */
  heldPaths(): string[];
  /** Lets every held request, and every later one, through. */
  release(): void;
}

/**
 * Holds the page's script requests (not dropped) until the test releases them, so that what
 * the page shows meanwhile is certain rather than a matter of how fast the scripts arrive.
 * Scripts whose path is in `passing` go through at once.
 */
export async function holdScripts(
  page: Page,
  passing: ReadonlySet<string> = new Set(),
): Promise<HeldScripts> {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js(\?.*)?$/, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!passing.has(pathname)) {
      held.push(pathname);
      await gate;
    }
    // A request held across a navigation belongs to a page that is gone by now.
    await route.continue().catch(() => undefined);
  });
  return { held: () => held.length, heldPaths: () => [...held], release };
}

/**
 * Holds every script that `route` does not run on its first load (from the build): the page
 * hydrates, and its late parts (islands, the explorer) wait until the test releases them.
 */
export function holdLateScripts(page: Page, route: string): Promise<HeldScripts> {
  return holdScripts(page, new Set(firstLoadScripts(route).map((file) => `/${file}`)));
}
