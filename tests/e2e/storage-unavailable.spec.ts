import { type Page } from '@playwright/test';
import { expect, test, type SiteGuard } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import { announcementBar } from '../support/announcement-bar';
import { responsesSection, revealSamplesPanel } from '../support/api-pages';
import { loadRoute } from '../../scripts/site-build/build-output';
import { expectHydrated } from '../support/hydration';
import { oneRoutePerKind } from '../support/page-kinds';

/**
 * Some iframes, private windows and strict privacy settings make every access
 * to window.localStorage / sessionStorage throw. The site must stay usable,
 * with nothing worse than Docusaurus's one warning.
 */
const storageWarning = 'Docusaurus browser storage is not available';

interface ConsoleRecord {
  storageWarnings: number;
  /** Errors, uncaught exceptions and warnings other than the storage one. */
  problems: string[];
}

async function breakStorage(page: Page, siteGuard: SiteGuard): Promise<ConsoleRecord> {
  siteGuard.allowConsole(
    new RegExp(storageWarning),
    'storage is refused on purpose; each test counts this warning itself',
  );
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled for this document.', 'SecurityError');
        },
      });
    }
  });
  const record: ConsoleRecord = { storageWarnings: 0, problems: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.type() === 'warning' && message.text().includes(storageWarning)) {
      record.storageWarnings += 1;
    } else {
      record.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => record.problems.push(`uncaught: ${error.message}`));
  return record;
}

test.describe('storage unavailable', () => {
  test(
    'the init script really takes storage away',
    viewportIndependent,
    async ({ page, siteGuard }) => {
      await breakStorage(page, siteGuard);
      await page.goto('/');
      const outcome = await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      });
      expect(outcome).toBe('SecurityError');
    },
  );

  for (const { kind, route } of oneRoutePerKind().filter(({ kind }) =>
    ['plugin-pages', 'doc', 'API operation', 'blog-post-page'].includes(kind),
  )) {
    test(
      `${kind} page ${route} renders and hydrates with one warning`,
      viewportIndependent,
      async ({ page, siteGuard }) => {
        const record = await breakStorage(page, siteGuard);
        await page.goto(route);
        await expectHydrated(page);
        // The site has only the dark mode, stored choice or not (plugins/theme-script-fixes).
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // The same heading as the server-rendered page, not the theme's crash page.
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
          loadRoute(route)('h1').first().text(),
        );
        expect(record.problems).toEqual([]);
        expect(record.storageWarnings).toBe(1);
      },
    );
  }

  test(
    'an API operation page keeps its reference and explains the missing code samples',
    viewportIndependent,
    async ({ page, siteGuard }) => {
      const operation = oneRoutePerKind().find(({ kind }) => kind === 'API operation');
      expect(operation, 'an API operation page in the build').toBeDefined();
      const record = await breakStorage(page, siteGuard);
      await page.goto(operation?.route ?? '');
      await revealSamplesPanel(page);
      await expect(page.getByText('Code samples unavailable')).toBeVisible({ timeout: 30_000 });
      // The operation's Responses, not the Callbacks Responses of the notification it posts.
      await expect(
        responsesSection(page).getByRole('heading', { name: 'Responses' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
      expect(record.problems).toEqual([]);
    },
  );

  test(
    'the announcement bar still closes, and shows again on the next visit',
    viewportIndependent,
    async ({ page, siteGuard }) => {
      const record = await breakStorage(page, siteGuard);
      await page.goto('/');
      await expectHydrated(page);
      const bar = announcementBar(page);
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toBeHidden();
      // Nothing could be stored, so the dismissal lasts for this page view only.
      await page.reload();
      await expectHydrated(page);
      await expect(bar).toBeVisible();
      expect(record.problems).toEqual([]);
    },
  );

  test('client-side navigation between docs (which reads the preferred docs version) keeps working', async ({
    page,
    isMobile,
    siteGuard,
  }) => {
    const record = await breakStorage(page, siteGuard);
    await page.goto('/');
    await expectHydrated(page);
    const docsLink = isMobile
      ? page.locator('footer').getByRole('link', { name: 'Tutorial intro' })
      : page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Docs', exact: true });
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const next = page.locator('a.pagination-nav__link--next');
    const nextHref = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(nextHref ?? '');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(record.problems).toEqual([]);
  });
});
