import { expect, test } from '../support/e2e-test';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { holdScripts } from '../support/held-scripts';
import { expectHydrated } from '../support/hydration';

/**
 * On a very slow connection the JavaScript bundle arrives long after the HTML.
 * Every page is rendered at build time, so its content, styles and links must
 * work before any script has run (tests/support/held-scripts.ts makes "before" certain).
 */

/** A guide page with a link to the next page, taken from the build. */
function docWithNextPage(): { route: string; next: string } {
  for (const route of builtRoutes().filter((candidate) => candidate.startsWith('/docs/'))) {
    const next = loadRoute(route)('a.pagination-nav__link--next').attr('href');
    if (next) return { route, next };
  }
  throw new Error('No doc page in the build links to a next page');
}

test.describe('very slow network: content before scripts', () => {
  test('a doc page is readable and its links work while no script has arrived', async ({
    page,
    isMobile,
  }) => {
    const { route, next } = docWithNextPage();
    const scripts = await holdScripts(page);
    const expectedTitle = loadRoute(route)('h1').first().text();

    await page.goto(route, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toHaveText(expectedTitle);
    await expect(page.locator('article p').first()).toBeVisible();
    // The stylesheet and the inline colour-mode script are not held: the page is dark and styled.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    // The heading can be in the DOM a moment before the stylesheet has arrived, so the
    // background is polled; a stylesheet that never applies still fails here.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');

    // Without scripts the mobile menu cannot open; the footer and the page's own links remain.
    const navigation = isMobile
      ? page.locator('footer')
      : page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    if (!isMobile) {
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    }

    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(next);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
      loadRoute(next)('h1').first().text(),
    );
    expect(scripts.held()).toBeGreaterThan(0);

    scripts.release();
    await expectHydrated(page);
  });
});
