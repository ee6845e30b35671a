import { operationTestTimeout } from '../support/api-pages';
import { axeViolations } from '../support/axe';
import { builtRoutes } from '../../scripts/site-build/build-output';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { oneRoutePerKind } from '../support/page-kinds';
import { phoneViewport, viewportIndependent } from '../support/viewport';

// Long pages take axe several seconds, and API pages hydrate slowly on a busy 2-core machine.
test.describe.configure({ timeout: operationTestTimeout });

/*
 * At phone width every page of a kind shares one layout of the page shell (menu button,
 * collapsed contents, no sidebar) around the same content markup, which the desktop sweep
 * checks on every page with every rule. So the phone project checks one page of each kind
 * with every rule, and the desktop test of every other page narrows its viewport to a
 * phone's width afterwards and runs the rules whose outcome depends on the width: whether
 * wide tables, code and diagrams that scroll can be reached by keyboard, and whether
 * controls are big and far enough apart to tap. That saves loading each page a second time.
 * Colour contrast is left to the desktop sweep: no stylesheet of the site sets a colour by
 * viewport width, and the menu, the one part only phones show, is checked with every rule
 * under "opened states" below.
 */
const fullyCheckedOnPhones = new Set(oneRoutePerKind().map(({ route }) => route));
const rulesThatDependOnWidth = ['scrollable-region-focusable', 'target-size'];

/*
 * Every page of the production build: axe finds nothing, and the guard of e2e-test.ts
 * finds no console error or warning and no request leaving 127.0.0.1.
 */
for (const route of builtRoutes()) {
  const checkedOnPhones = fullyCheckedOnPhones.has(route);
  test(
    `${route} passes axe (WCAG 2.2 AA) with a clean console and no foreign requests`,
    checkedOnPhones ? {} : viewportIndependent,
    async ({ page, isMobile }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForSettledPage(page);
      const skipRules = isMobile ? ['color-contrast'] : [];
      expect(await axeViolations(page, { skipRules })).toEqual([]);
      if (checkedOnPhones) return;

      await page.setViewportSize(phoneViewport);
      await waitForSettledPage(page);
      expect(
        await axeViolations(page, { onlyRules: rulesThatDependOnWidth }),
        `at ${phoneViewport.width} px`,
      ).toEqual([]);
    },
  );
}

/*
 * States a reader opens on purpose, which the sweep above (pages as loaded)
 * does not show: menus, every tab of an API operation, every sidebar category.
 */
test.describe('opened states', () => {
  test('the mobile menu, with the docs sidebar and with the primary menu', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu exists at 996 px and below');
    await page.goto('/docs/guides/medication-module/getting-started');
    await waitForSettledPage(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('every sidebar category expanded', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the docs sidebar sits beside the page on desktop');
    await page.goto('/docs/intro');
    await waitForSettledPage(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const collapsed = sidebar.locator('[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const operation of builtRoutes().filter((route) => /\/api\/medication\/get-/.test(route))) {
    test(`${operation} with the last code sample and response tab selected, details open`, async ({
      page,
    }) => {
      await page.goto(operation);
      await waitForSettledPage(page);
      // The last tabs are python and the highest (error) status code: other colours, other panels.
      const tabLists = page.locator('main [role="tablist"]:visible');
      for (let list = 0; list < (await tabLists.count()); list += 1) {
        const lastTab = tabLists.nth(list).getByRole('tab').last();
        await lastTab.click();
        await expect(lastTab).toHaveAttribute('aria-selected', 'true');
      }
      const closedDetails = page.locator('main details:not([open]) > summary:visible');
      while ((await closedDetails.count()) > 0) await closedDetails.first().click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
