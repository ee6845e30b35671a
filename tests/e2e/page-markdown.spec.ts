import { markdownTwinPath } from '../../src/utils/markdown-twin';
import { builtRoutes, readBuiltFile } from '../../scripts/site-build/build-output';
import { pageType } from '../../scripts/site-build/page-type';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { expectHydrated } from '../support/hydration';
import { viewportIndependent } from '../support/viewport';

/**
 * "Copy page" puts the page's Markdown twin on the clipboard, by keyboard, announced in a live
 * region, and still after the network is gone once the reader has reached for the button;
 * "View as Markdown" opens the twin. One guide and one operation page, from the build.
 */
const [guide, operation] = ['doc', 'API operation'].map((type) => {
  const route = builtRoutes().find((candidate) => pageType(candidate) === type);
  if (!route) throw new Error(`the build has no ${type} page`);
  return route;
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const route of [guide, operation] as string[]) {
  test.describe(route, () => {
    const twin = readBuiltFile(markdownTwinPath(route));

    test('"Copy page" copies the Markdown twin by keyboard, with the network cut after reaching for it', async ({
      page,
      context,
      siteGuard,
    }) => {
      siteGuard.allowConsole(
        /ERR_INTERNET_DISCONNECTED/,
        'the test cuts the network: prefetches the page starts meanwhile fail, as they would offline',
      );
      await page.goto(route);
      // The page's own lazy chunks (an operation page's request explorer) must be in before the
      // network goes, or their failed load is the page's error, not the button's.
      await waitForSettledPage(page);
      const button = page.getByRole('button', { name: 'Copy page' });
      // The whole body must have arrived before the network goes: the response event comes with
      // the headers, while a large twin may still be streaming.
      const fetched = page.waitForEvent('requestfinished', (request) =>
        request.url().endsWith(markdownTwinPath(route)),
      );
      await button.focus();
      expect((await (await fetched).response())?.status()).toBe(200);
      await context.setOffline(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toHaveText(
        'Page copied as Markdown.',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      await context.setOffline(false);
    });

    test('"View as Markdown" opens the twin', viewportIndependent, async ({ page }) => {
      await page.goto(route);
      const link = page.getByRole('link', { name: 'View as Markdown' });
      const response = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(twin);
    });
  });
}

test(
  'a twin that cannot be fetched is announced, and nothing is copied',
  viewportIndependent,
  async ({ page, siteGuard }) => {
    siteGuard.allowConsole(/404/, 'the test answers the twin with 404 on purpose');
    await page.route(`**${markdownTwinPath(guide ?? '')}`, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(guide ?? '');
    await expectHydrated(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'could not be copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  },
);
