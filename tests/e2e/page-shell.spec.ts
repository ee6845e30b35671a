import type { Page } from '@playwright/test';
import { announcementBar as announcementConfig } from '../../config/announcement-bar';
import { announcementBar } from '../support/announcement-bar';
import { waitForOperationContent } from '../support/api-pages';
import { expect, test } from '../support/e2e-test';
import { oneRoutePerKind } from '../support/page-kinds';
import { viewportIndependent } from '../support/viewport';
import { expectHydrated } from '../support/hydration';
import { announcementStorageKeys, colorModeStorageKey } from '../support/theme-storage';

/** A guide long enough to scroll several screens on both viewports. */
const longPage = '/docs/guides/medication-module/prescriptions/prescription-frequency';

/**
 * Scrolls in small steps, one frame apart, as a reader does: the navbar reacts
 * to the direction between two scroll events, which one jump does not give.
 */
async function scrollBy(page: Page, distance: number): Promise<void> {
  await page.evaluate(async (total) => {
    const steps = 5;
    for (let step = 0; step < steps; step += 1) {
      window.scrollBy(0, total / steps);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  }, distance);
}

test('the skip link is the first stop of the keyboard and focuses the main content', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await expectHydrated(page);

  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();

  await page.keyboard.press('Enter');
  const main = page.locator('main').first();
  await expect(main).toBeFocused();

  // The next Tab continues inside the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test.describe('announcement bar', () => {
  test('shows the configured content and colours, with a Close button', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    const bar = announcementBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute(
      'href',
      /href="([^"]+)"/.exec(announcementConfig.content)?.[1] ?? 'a link in the configured content',
    );
    const colours = await bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours).toEqual({
      background: rgb(announcementConfig.backgroundColor),
      text: rgb(announcementConfig.textColor),
    });
    await expect(bar.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test(
    'stays dismissed across reloads and comes back when its id changes',
    viewportIndependent,
    async ({ page }) => {
      await page.goto('/');
      await expectHydrated(page);
      const bar = announcementBar(page);
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toBeHidden();

      const stored = await page.evaluate(
        (keys) => ({
          dismissed: localStorage.getItem(keys.dismiss),
          id: localStorage.getItem(keys.id),
        }),
        announcementStorageKeys,
      );
      expect(stored).toEqual({ dismissed: 'true', id: announcementConfig.id });

      await page.reload();
      await expectHydrated(page);
      await expect(announcementBar(page)).toBeHidden();

      // A reader who dismissed an earlier announcement has that announcement's id stored.
      await page.evaluate(
        (key) => localStorage.setItem(key, 'an-earlier-announcement'),
        announcementStorageKeys.id,
      );
      await page.reload();
      await expectHydrated(page);
      await expect(announcementBar(page)).toBeVisible();
      expect(
        await page.evaluate((key) => localStorage.getItem(key), announcementStorageKeys.id),
      ).toBe(announcementConfig.id);
    },
  );
});

test.describe('navbar', () => {
  test('hides on scroll down and shows on scroll up and back at the top', async ({ page }) => {
    await page.goto(longPage);
    await expectHydrated(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar).toBeInViewport();

    await scrollBy(page, 1500);
    await expect(navbar).not.toBeInViewport();

    await scrollBy(page, -400);
    await expect(navbar).toBeInViewport();

    await scrollBy(page, 1000);
    await expect(navbar).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).toBeInViewport();
  });

  test('hides when a hash leads to a heading and shows when the hash target is absent', async ({
    page,
  }) => {
    await page.goto(longPage);
    await expectHydrated(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const lastHeadingId = await page.locator('article h2[id]').last().getAttribute('id');
    expect(lastHeadingId).toBeTruthy();

    await page.evaluate((id) => {
      window.location.hash = `#${id}`;
    }, lastHeadingId);
    await expect(navbar).not.toBeInViewport();

    await page.evaluate(() => {
      window.location.hash = '#no-such-heading';
    });
    await expect(navbar).toBeInViewport();
  });
});

test.describe('colour mode', () => {
  test(
    'is dark by default, has no toggle and ignores a light system preference',
    viewportIndependent,
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/docs/intro');
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(
        page.getByRole('button', { name: /Switch between dark and light mode/ }),
      ).toHaveCount(0);
    },
  );

  test(
    'a colour mode stored while the switch existed is cleared, so the next visit is dark',
    viewportIndependent,
    async ({ page }) => {
      await page.goto('/');
      await page.evaluate((key) => localStorage.setItem(key, 'light'), colorModeStorageKey);
      await page.reload();
      await expectHydrated(page);
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), colorModeStorageKey))
        .toBeNull();

      await page.reload();
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'light' });

  test('a page is dark, and shows no control that needs JavaScript to work', async ({ page }) => {
    // A guide with tab groups, code blocks and an announcement bar.
    await page.goto('/docs/guides/medication-module/getting-started');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(relativeLuminance(background), background).toBeLessThan(0.05);

    for (const control of [
      page.getByRole('button', { name: 'Search', exact: true }),
      page.getByRole('button', { name: 'Copy code to clipboard' }).first(),
      announcementBar(page).getByRole('button', { name: 'Close' }),
      page.getByRole('button', { name: 'Toggle navigation bar' }),
    ]) {
      await expect(control).toBeHidden();
    }
    // Every code sample of a tab group is shown, one after the other.
    const panels = page.locator('.tabs-container [role="tabpanel"]');
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    // On a phone the navbar's own links stand in for the menu that needs JavaScript to open.
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  });
});

test('page titles, section headings and the post titles of the blog lists share one scale', async ({
  page,
}) => {
  const sizes = new Map<string, Set<string>>();
  const record = (what: string, size: string) =>
    sizes.set(what, (sizes.get(what) ?? new Set()).add(size));
  for (const { kind, route } of oneRoutePerKind()) {
    await page.goto(route);
    // An operation page's Responses heading is drawn with its section's code, after hydration.
    if (kind === 'API operation') await waitForOperationContent(page);
    const found = await page.evaluate(() => ({
      title: getComputedStyle(document.querySelector('main h1') ?? document.body).fontSize,
      sections: Array.from(
        document.querySelectorAll(
          'main .markdown > h2, main article > header > h2, main h2.openapi-tabs__heading',
        ),
      ).map((heading) => getComputedStyle(heading).fontSize),
    }));
    record('page title', `${found.title} (${kind})`);
    for (const size of new Set(found.sections)) record('section heading', `${size} (${kind})`);
  }
  for (const [what, found] of sizes) {
    const values = new Set([...found].map((entry) => entry.split(' ')[0]));
    expect(values.size, `${what}: ${[...found].join(', ')}`).toBe(1);
  }
});

/** WCAG relative luminance of an rgb() colour: 0 for black, 1 for white. */
function relativeLuminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The browser reports colours as rgb(); the configuration writes them as #rrggbb. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('base URL issue banner', () => {
  const warning = 'Your Docusaurus site did not load properly.';

  test(
    'a site served under the wrong base URL shows the framework’s warning on its home page',
    viewportIndependent,
    async ({ page, siteGuard }) => {
      siteGuard.allowConsole(
        /404 \(Not Found\)/,
        'the missing stylesheet and scripts are the case',
      );
      // Under a wrong base URL every stylesheet and script the page names is a 404.
      await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/');
      await expect(page.getByText(warning)).toBeVisible();
    },
  );

  test(
    'the right base URL keeps the warning hidden, before and after hydration',
    viewportIndependent,
    async ({ page }) => {
      await page.goto('/');
      await page.waitForFunction(() => document.readyState !== 'loading');
      await expect(page.getByText(warning)).toBeHidden();
      await expectHydrated(page);
      await expect(page.getByText(warning)).toBeHidden();
    },
  );
});
