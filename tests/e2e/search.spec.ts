import { expect, test } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import {
  gotoHydrated,
  openSearch,
  searchButton,
  searchDialog,
  searchFor,
  searchInput,
  searchResults,
} from '../../scripts/browser/search-page';
import { searchOptions } from '../../config/search';
import { searchAxe } from '../support/search-axe';
import { loadBuiltSearch } from '../support/search-index';

/**
 * What a reader types and the page they are after. Each must be among the first
 * results: the ones a reader sees without scrolling the result list.
 */
const expectations = [
  { query: 'on-hold', page: '/docs/guides/medication-module/prescriptions/pause-prescription' },
  { query: 'on hold', page: '/docs/guides/medication-module/prescriptions/pause-prescription' },
  { query: 'ATC', page: '/docs/guides/medication-module/prescriptions/atc-codes' },
  { query: 'N02BE01', page: '/docs/guides/medication-module/prescriptions/atc-codes' },
  { query: 'dosage', page: '/docs/api/medication/dosage' },
  { query: 'timing', page: '/docs/api/medication/timing' },
  { query: 'timing', page: '/docs/guides/medication-module/prescriptions/prescription-frequency' },
  { query: 'ServiceRequest', page: '/docs/api/medication/servicerequest' },
  { query: 'ServiceRequest', page: '/docs/api/medication/get-service-request-by-id' },
  {
    query: 'ServiceRequest',
    page: '/docs/guides/medication-module/fhir-resources/service-request',
  },
  { query: 'MedicationRequest', page: '/docs/api/medication/medicationrequest' },
  { query: 'MedicationRequest', page: '/docs/api/medication/get-medication-request-by-id' },
  // The frequency guide explains these Timing fields with worked schedules; the Timing schema
  // page lists them too, but its longer descriptions rank it below the guide.
  {
    query: 'timeOfDay',
    page: '/docs/guides/medication-module/prescriptions/prescription-frequency',
  },
  {
    query: 'boundsPeriod',
    page: '/docs/guides/medication-module/prescriptions/prescription-frequency',
  },
  { query: 'Timing.repeat.when', page: '/docs/api/medication/timing' },
  { query: 'Coding', page: '/docs/api/medication/coding' },
  {
    query: 'dosageInstruction',
    page: '/docs/guides/medication-module/fhir-resources/medication-request',
  },
  {
    query: 'statusReason',
    page: '/docs/guides/medication-module/prescriptions/pause-prescription',
  },
  { query: 'premedication', page: '/docs/guides/anesthesia/premedication' },
  { query: 'If-None-Match', page: '/docs/guides/medication-module/getting-started' },
  { query: 'breakpoint', page: '/docs/guides/general/breakpoints' },
  { query: 'validate examples', page: '/blog/first-blog-post' },
  // "Check a resource", by the words readers look for it with; the API's change history.
  {
    query: 'validate',
    page: '/docs/guides/medication-module/fhir-resources/medication-request',
  },
  {
    query: 'validator',
    page: '/docs/guides/medication-module/fhir-resources/medication-request',
  },
  {
    query: 'explain payload',
    page: '/docs/guides/medication-module/fhir-resources/medication-request',
  },
  { query: 'changelog', page: '/docs/guides/medication-module/intro' },
];
const firstResults = 5;

const pagePath = (route: string): string => route.split('#')[0]?.replace(/(.)\/$/, '$1') ?? '';

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/docs/intro');
});

test.describe('search finds', viewportIndependent, () => {
  // One open search for every query, as a reader refines what they type; each query is a
  // step of its own, and a soft expectation, so a failure lists every query that missed.
  test('the page a reader is after among the first results, for each of their queries', async ({
    page,
  }) => {
    await openSearch(page);
    for (const { query, page: expected } of expectations) {
      await test.step(`${expected} for "${query}"`, async () => {
        const routes = await searchFor(page, query);
        expect.soft(routes.slice(0, firstResults).map(pagePath), `"${query}"`).toContain(expected);
      });
    }
  });
});

test('links every result to a heading of its page', viewportIndependent, async ({ page }) => {
  await openSearch(page);
  const routes = await searchFor(page, 'status');
  const sectionRoute = routes.find((route) => route.includes('#'));
  expect(sectionRoute).toBeDefined();
  const target = sectionRoute ?? '';
  await searchResults(page)
    .and(page.locator(`[data-route="${target}"]`))
    .click();
  await expect(searchDialog(page)).toBeHidden();
  await expect(page).toHaveURL(target);
  const id = decodeURIComponent(target.split('#')[1] ?? '');
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  // Focus goes to the section opened, not back to the search button the reader left behind.
  await expect(page.locator(`[id="${id}"]`)).toBeFocused();
});

test(
  'says how many results there are, shows the first ones and all on request, each with its matched words in context',
  viewportIndependent,
  async ({ page }) => {
    const query = 'status';
    const shownFirst = searchOptions.maxSearchResults;
    const built = loadBuiltSearch();
    const total = built.engine.search(built.indexes, query, Number.POSITIVE_INFINITY).length;
    expect(total, 'a query with more matches than are shown first').toBeGreaterThan(shownFirst);

    await openSearch(page);
    expect(await searchFor(page, query)).toHaveLength(shownFirst);
    const status = searchDialog(page).getByRole('status');
    await expect(status).toHaveText(`Top ${shownFirst} of ${total} results for “${query}”`);
    await expect(searchResults(page).first().locator('mark').first()).toHaveText(/^status/i);

    await searchDialog(page)
      .getByRole('button', { name: `Show all ${total} results` })
      .click();
    await expect(searchResults(page)).toHaveCount(total);
    await expect(status).toHaveText(`${total} results for “${query}”`);
    await expect(searchInput(page)).toBeFocused();
  },
);

test('opens with Ctrl+K and "/", and picks results with the arrow keys and Enter', async ({
  page,
}) => {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  await page.keyboard.press('/');
  const input = searchInput(page);
  await expect(input).toBeFocused();
  const routes = await searchFor(page, 'ATC');
  expect(routes.length).toBeGreaterThan(1);
  const options = searchResults(page);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  const activeId = await options.nth(1).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', activeId ?? '');
  await input.press('ArrowUp');
  await input.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(routes[1] ?? '');
});

test(
  'a shortcut pressed right after Escape opens the search again',
  viewportIndependent,
  async ({ page }) => {
    await openSearch(page);
    // Escape closes the dialog, and the browser reports that (the `close` event) a task
    // later. Chrome runs input ahead of such tasks, so on a busy machine "/" can reopen the
    // search before the report arrives; the report must not close it again. The test
    // presses "/" in that gap and returns once the report has been handled.
    const closedBeforeSlash = await page.evaluate(async () => {
      const key = (name: string) =>
        new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
      const dialog = document.querySelector('dialog');
      if (dialog === null) throw new Error('no search dialog');
      // Added after the site's own listener, so it runs once the site has seen the report.
      const reported = new Promise((resolve) =>
        dialog.addEventListener('close', resolve, { once: true }),
      );
      document.activeElement?.dispatchEvent(key('Escape'));
      await Promise.resolve();
      if (dialog.open) return false;
      document.body.dispatchEvent(key('/'));
      await reported;
      return true;
    });
    expect(closedBeforeSlash).toBe(true);
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  },
);

test(
  'leaves "/" alone while the reader types in a form field',
  viewportIndependent,
  async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/component-library/form-fields');
    const field = page.locator('main input[type="text"]').first();
    await field.fill('');
    await field.pressSequentially('1/2');
    await expect(field).toHaveValue('1/2');
    await expect(searchDialog(page)).toBeHidden();
  },
);

test('is a labelled combobox that controls a listbox of options', async ({ page }) => {
  await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
  const input = await openSearch(page);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await searchFor(page, 'dosage');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const listId = await input.getAttribute('aria-controls');
  await expect(searchDialog(page).getByRole('listbox')).toHaveAttribute('id', listId ?? '');
  await expect(searchDialog(page).getByRole('status')).toHaveText(
    /^(Top \d+ of )?\d+ results? for “dosage”$/,
  );
});

test('says clearly when nothing matches', viewportIndependent, async ({ page }) => {
  const input = await openSearch(page);
  const routes = await searchFor(page, 'zqxwv');
  expect(routes).toEqual([]);
  await expect(searchDialog(page).getByRole('status')).toHaveText('No results for “zqxwv”.');
  await expect(searchDialog(page).getByText('Check the spelling')).toBeVisible();
  await expect(searchDialog(page).getByRole('listbox')).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test(
  'keeps searching with the network gone once the index is loaded',
  viewportIndependent,
  async ({ page, context }) => {
    await openSearch(page);
    await searchFor(page, 'ATC');
    await context.setOffline(true);
    const routes = await searchFor(page, 'N02BE01');
    expect(routes.map(pagePath)).toContain(
      '/docs/guides/medication-module/prescriptions/atc-codes',
    );
    await context.setOffline(false);
  },
);

test.describe('accessibility of the open search', () => {
  // Scoped to the navbar's search slot (button and dialog): the pages around it
  // have their own accessibility tests, and the modal dialog makes them inert anyway.
  test('has no axe violations with results shown', async ({ page }) => {
    await openSearch(page);
    await searchFor(page, 'timing');
    await searchInput(page).press('ArrowDown');
    const { violations } = await searchAxe(page).analyze();
    expect(violations).toEqual([]);
  });

  test('has no axe violations in the empty and no-results states', async ({ page }) => {
    await openSearch(page);
    expect((await searchAxe(page).analyze()).violations).toEqual([]);
    await searchFor(page, 'zqxwv');
    expect((await searchAxe(page).analyze()).violations).toEqual([]);
  });
});
