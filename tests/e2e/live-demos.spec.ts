import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { pageType } from '../../scripts/site-build/page-type';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';

/*
 * The form demos, the dose explainer and tab groups come in the page's HTML; once the page has
 * settled (with the performance layer, tab groups load their code after the page), each one
 * answers to input.
 */
/** The first guide (a doc outside the API reference) whose HTML holds `selector`. */
const firstRouteWith = (selector: string): string | undefined =>
  builtRoutes().find((route) => {
    const $ = loadRoute(route);
    return pageType(route, $) === 'doc' && $(selector).length > 0;
  });

const formDemoRoute = firstRouteWith('form[aria-label="Prescription form demo"]');
const tabsRoute = firstRouteWith('article .tabs-container [role="tablist"]');
const explainerRoute = firstRouteWith('figcaption:contains("Dosage as FHIR R4 JSON")');

test(
  'the prescription form demo reports its problems when submitted empty',
  viewportIndependent,
  async ({ page }) => {
    test.skip(formDemoRoute === undefined, 'No page in the build has the form demo.');
    await page.goto(formDemoRoute ?? '/');
    await waitForSettledPage(page);
    const form = page.getByRole('form', { name: 'Prescription form demo' });
    await form.getByRole('button', { name: 'Check prescription' }).click();
    await expect(form.getByRole('group', { name: /^There (is|are) \d+ problems?/ })).toBeFocused();
  },
);

test(
  'a tab group switches to another tab and shows its highlighted code',
  viewportIndependent,
  async ({ page }) => {
    test.skip(tabsRoute === undefined, 'No article in the build has a tab group.');
    await page.goto(tabsRoute ?? '/');
    await waitForSettledPage(page);
    const tabs = page.locator('article [role="tablist"]').first().getByRole('tab');
    const last = tabs.last();
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    const panel = page.locator('article [role="tabpanel"]:visible').first();
    await expect(panel.locator('pre .token').first()).toBeVisible();
  },
);

test(
  'the dose explainer recomputes the daily total as the dose changes',
  viewportIndependent,
  async ({ page }) => {
    test.skip(explainerRoute === undefined, 'No page in the build has the dose explainer.');
    await page.goto(explainerRoute ?? '/');
    await waitForSettledPage(page);
    const result = page.getByRole('region', { name: 'Result' }).getByRole('status');
    await page.getByRole('textbox', { name: /^Dose/ }).fill('250');
    await expect(result).toHaveText(/^\d+ doses? per 24 hours, [\d ]+ mg per day/);
    const [, doses = '', total = ''] =
      /^(\d+) doses? per 24 hours, ([\d ]+) mg per day/.exec((await result.textContent()) ?? '') ??
      [];
    expect(Number(total.replace(/ /g, ''))).toBe(250 * Number(doses));
  },
);
