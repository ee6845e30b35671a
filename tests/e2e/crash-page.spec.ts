import { loadRoute } from '../../scripts/site-build/build-output';
import { serveCrashableContent } from '../support/crashable-content';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';

const failure = {
  message: 'Could not render the dosage table',
  cause: 'Timing.repeat.frequency is missing',
};

test(
  'a page that crashes shows "This page crashed." with the error and its cause, and Try again recovers',
  viewportIndependent,
  async ({ page, siteGuard }) => {
    // React reports every error an error boundary catches on the console; this one is provoked.
    siteGuard.allowConsole(new RegExp(failure.message), 'the test makes the page content throw');

    await serveCrashableContent(page, failure);
    await page.goto('/docs/intro');
    await waitForSettledPage(page);
    const next = page.locator('a.pagination-nav__link--next');
    const target = (await next.getAttribute('href')) ?? '';
    const heading = loadRoute(target)('h1').first().text();

    await page.evaluate(() => {
      window.__crashContent = true;
    });
    await next.click();
    await expect(page).toHaveURL(target);

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(main).toContainText(failure.message);
    await expect(main).toContainText(`Cause:\n${failure.cause}`, { useInnerText: true });
    // The crash stays inside the page: the navbar and footer remain usable.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeAttached();

    await page.evaluate(() => {
      window.__crashContent = false;
    });
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page).not.toHaveTitle('Page Error');
  },
);
