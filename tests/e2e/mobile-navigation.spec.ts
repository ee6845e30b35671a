import { navbar } from '../../config/navbar';
import { layerOffReason, performanceLayerEnabled } from '../../plugins/performance/switch';
import { chunkLoads, recordChunkLoads } from '../support/chunk-loads';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { expectHydrated } from '../support/hydration';
import { firstLoadScripts } from '../../scripts/site-build/page-assets';
import { oneRoutePerKind } from '../support/page-kinds';
import { desktopBreakpoint } from '../support/viewport';

/** What a reader sees as the name of each configured navbar entry. */
const primaryMenuNames = navbar.items.flatMap((item) => {
  const name =
    'label' in item
      ? (('aria-label' in item ? item['aria-label'] : undefined) ?? item.label)
      : undefined;
  return name ? [name] : [];
});

/**
 * A link whose accessible name is `name`, or `name` followed by what the theme adds for
 * screen readers (from Docusaurus 3.8, external links end with "(opens in new tab)").
 */
const linkNamed = (name: string): RegExp =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\(opens in new tab\\))?$`);

test.describe('mobile sidebar', () => {
  test.skip(({ isMobile }) => !isMobile, 'the hamburger exists at 996 px and below only');

  test('the hamburger opens the docs sidebar, and "← Back to main menu" leads to the primary menu', async ({
    page,
  }) => {
    const docPath = '/docs/guides/medication-module/getting-started';
    await page.goto(docPath);
    await expectHydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // On a docs page the secondary menu, the docs sidebar, opens first, at the current page.
    const current = sidebar.locator(`a.menu__link[href="${docPath}"]`);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();

    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    for (const name of primaryMenuNames) {
      await expect(sidebar.getByRole('link', { name: linkNamed(name) })).toBeInViewport();
    }
    await expect(current).not.toBeInViewport();

    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).not.toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the closed menu does not make the phone prefetch the pages it links to', async ({
    page,
  }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    // An operation page: its closed menu holds the whole API sidebar.
    const route = oneRoutePerKind().find(({ kind }) => kind === 'API operation')?.route;
    if (!route) throw new Error('the build has no API operation page');
    await recordChunkLoads(page);
    await page.goto(route);
    await waitForSettledPage(page);
    // The menu holds the sidebar once the reader reaches for its button (see the next test).
    await page.getByRole('button', { name: 'Toggle navigation bar' }).focus();
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu a').first()).toBeAttached();
    await waitForSettledPage(page);

    const { inMenu, elsewhere } = await page.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'));
      const paths = (subset: HTMLAnchorElement[]) => [...new Set(subset.map((a) => a.pathname))];
      return {
        inMenu: paths(links.filter((link) => link.closest('.navbar-sidebar'))),
        elsewhere: paths(links.filter((link) => !link.closest('.navbar-sidebar'))),
      };
    });
    const neededElsewhere = new Set([route, ...elsewhere].flatMap(firstLoadScripts));
    const menuOnly = inMenu.flatMap(firstLoadScripts).filter((file) => !neededElsewhere.has(file));
    expect(
      menuOnly.length,
      'pages that only the menu links to have scripts of their own',
    ).toBeGreaterThan(0);

    const prefetched = (await chunkLoads(page))
      .filter(({ kind }) => kind === 'prefetch')
      .map(({ url }) => new URL(url).pathname.slice(1));
    expect(prefetched.length, 'links on the screen are prefetched').toBeGreaterThan(0);
    expect(prefetched.filter((file) => menuOnly.includes(file))).toEqual([]);
  });

  test('the menu holds the docs sidebar only once the reader reaches for its button, and opens on it', async ({
    page,
  }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    const docPath = '/docs/guides/medication-module/getting-started';
    await page.goto(docPath);
    await waitForSettledPage(page);
    const sidebarMenu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
    await expect(sidebarMenu).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.focus();
    await expect(sidebarMenu).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(sidebarMenu.locator(`a.menu__link[href="${docPath}"]`)).toBeInViewport();
  });

  test('is a modal dialog for the keyboard: focus moves in, Tab stays in, Esc and Close return to the button', async ({
    page,
  }) => {
    await page.goto('/docs/guides/medication-module/getting-started');
    await expectHydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    const focusInMenu = () =>
      page.evaluate(
        () => document.querySelector('.navbar-sidebar')?.contains(document.activeElement) ?? false,
      );

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeInViewport();
    await expect(menu.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
    // The main menu's panel, sliding out of view as the docs sidebar comes in, takes no focus
    // even before its slide ends: a Tab then put focus on it, and the page took it back.
    const slidAwayLinkTakesFocus = await menu.evaluate((element) => {
      const link = element.querySelector<HTMLElement>(
        '.navbar-sidebar__items--show-secondary > :first-child a[href]',
      );
      if (!link) throw new Error('the docs sidebar is not shown, or the main menu has no link');
      link.focus();
      return document.activeElement === link;
    });
    expect(slidAwayLinkTakesFocus).toBe(false);
    await expect(menu.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();

    // Round the menu and past its ends both ways; every stop is in the menu and on the screen.
    const stops = await menu.evaluate(
      (element) => element.querySelectorAll('a[href], button').length,
    );
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < stops + 2; step += 1) {
        await page.keyboard.press(key);
        expect(await focusInMenu(), `${key} × ${step + 1}`).toBe(true);
        await expect(page.locator(':focus')).toBeInViewport();
      }
    }
    // The page under the open menu takes no focus and no clicks.
    const pageIsInert = () =>
      page.locator('main').evaluate((main) => main.closest('[inert]') !== null);
    expect(await pageIsInert()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).not.toBeInViewport();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await pageIsInert()).toBe(false);

    await page.keyboard.press('Enter');
    await expect(menu).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(menu).not.toBeInViewport();
    await expect(toggle).toBeFocused();
  });

  test('on a guide: the title fits beside the buttons, "On this page" says if it is open, copy buttons show without hover', async ({
    page,
  }) => {
    await page.goto('/docs/guides/medication-module/getting-started');
    await expectHydrated(page);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      // Wrapped between words, the whole title shows, and it stops before the search button.
      const title = await page.evaluate(() => {
        const text = document.querySelector('.navbar__title');
        const search = document.querySelector('nav button[aria-haspopup="dialog"]');
        if (!text || !search) return 'no title or no search button';
        return {
          cut: text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight,
          underTheSearchButton:
            text.getBoundingClientRect().right > search.getBoundingClientRect().left,
        };
      });
      expect(title, `at ${width} px`).toEqual({ cut: false, underTheSearchButton: false });
    }

    const contents = page.getByRole('button', { name: 'On this page' });
    await expect(contents).toHaveAttribute('aria-expanded', 'false');
    await contents.click();
    await expect(contents).toHaveAttribute('aria-expanded', 'true');

    // A touch screen has no hover, which used to be the only way to see the button. Only
    // web-first assertions here: the code block's chunk can arrive after hydration and
    // replace the server's button with its own, and they find the new one.
    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await expect(copy).toBeVisible();
    await expect(copy).toHaveCSS('opacity', '1');
  });

  test('a press outside the sidebar closes it', async ({ page }) => {
    await page.goto('/blog');
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeInViewport();

    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the mobile project sets a viewport');
    // The backdrop covers the page to the right of the sidebar.
    await page.mouse.click(viewport.width - 10, viewport.height / 2);
    await expect(sidebar).not.toBeInViewport();
  });

  test('closes when the viewport grows past 996 px and stays closed when it shrinks again', async ({
    page,
  }) => {
    const mobileViewport = page.viewportSize();
    if (!mobileViewport) throw new Error('the mobile project sets a viewport');
    await page.goto('/docs/intro');
    await expectHydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();

    await page.setViewportSize({ width: desktopBreakpoint, height: mobileViewport.height });
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();

    await page.setViewportSize({ width: desktopBreakpoint + 1, height: mobileViewport.height });
    await expect(toggle).toBeHidden();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

    await page.setViewportSize(mobileViewport);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
  });
});

test('desktop shows the navbar entries in the bar itself, without a hamburger', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop layout only');
  await page.goto('/docs/intro');
  await expectHydrated(page);
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  for (const name of primaryMenuNames) {
    await expect(bar.getByRole('link', { name: linkNamed(name) })).toBeVisible();
  }
});
