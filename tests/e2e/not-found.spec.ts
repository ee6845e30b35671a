import { axeViolations } from '../support/axe';
import { expect, test, waitForSettledPage, type SiteGuard } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import { expectHydrated } from '../support/hydration';

/** The server answers an unknown path with 404 by design, and Chromium logs every 404 document. */
function allowThe404(siteGuard: SiteGuard): void {
  siteGuard.allowConsole(
    /Failed to load resource: the server responded with a status of 404/,
    'the test asks for a page that does not exist',
  );
}

test.describe('not-found page', () => {
  test(
    'answers unknown paths with HTTP 404 and a page that points the way',
    viewportIndependent,
    async ({ page, siteGuard }) => {
      allowThe404(siteGuard);
      const response = await page.goto('/docs/guides/no-such-guide');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('/docs/guides/no-such-guide')).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: 'Medication module guides' })).toHaveAttribute(
        'href',
        '/docs/guides/medication-module/intro',
      );
      await expect(main.getByRole('link', { name: 'Medication API reference' })).toHaveAttribute(
        'href',
        '/docs/category/api/medication',
      );
      await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    },
  );

  test(
    'shows the not-found page for paths next to real routes',
    viewportIndependent,
    async ({ page, siteGuard }) => {
      allowThe404(siteGuard);
      const response = await page.goto('/docs/intro/extra');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  );

  test('passes axe (WCAG 2.2 AA) in the page shell', async ({ page, siteGuard }) => {
    allowThe404(siteGuard);
    await page.goto('/docs/guides/no-such-guide');
    await waitForSettledPage(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    'is also what a client-side navigation to an unknown path shows',
    viewportIndependent,
    async ({ page }) => {
      await page.goto('/docs/intro');
      await expectHydrated(page);
      // The router follows history changes the way it follows a followed link.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/docs/intro-moved');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('/docs/intro-moved')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    },
  );
});

test(
  'a trailing index.html shows the same page as the path without it',
  viewportIndependent,
  async ({ page }) => {
    await page.goto('/docs/intro');
    await expectHydrated(page);
    const title = await page.title();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    const response = await page.goto('/docs/intro/index.html');
    expect(response?.status()).toBe(200);
    // The client router strips index.html only once React has taken over the page.
    await expectHydrated(page);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  },
);
