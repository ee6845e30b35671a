import { expect, type Locator, type Page } from '@playwright/test';

/** Opens `path` and waits for React to take over the page: the keyboard shortcuts are listened for from then on. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

/** The navbar's search button; its name is "Search" on desktop and mobile alike. */
export function searchButton(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Search', exact: true });
}

export function searchDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search the documentation' });
}

export function searchInput(page: Page): Locator {
  return searchDialog(page).getByRole('combobox', {
    name: 'Search guides, API reference and blog',
  });
}

export function searchResults(page: Page): Locator {
  return searchDialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('option');
}

/** Opens the search from the navbar button and waits until its input has focus. */
export async function openSearch(page: Page): Promise<Locator> {
  await searchButton(page).click();
  const input = searchInput(page);
  await expect(input).toBeFocused();
  return input;
}

/**
 * Puts `query` into the open search in one input, as a paste or the browser's autocomplete does,
 * and waits until the results for exactly that text are shown. The panel searches on every
 * input, synchronously, so what a reader gets for the whole text does not depend on how it was
 * entered; typed key by key, each key searched the whole index and drew its results again.
 */
export async function searchFor(page: Page, query: string): Promise<string[]> {
  const input = searchInput(page);
  await input.fill(query);
  await expect(searchDialog(page).locator(`[data-results-for="${query}"]`)).toBeAttached();
  return searchResults(page).evaluateAll((options) =>
    options.map((option) => option.getAttribute('data-route') ?? ''),
  );
}
