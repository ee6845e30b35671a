import type { Locator, Page } from '@playwright/test';
import sidebars from '../../sidebars';
import { expect, test } from '../support/e2e-test';
import { expectHydrated } from '../support/hydration';

/*
 * The spec's dropdown rules (toggle with Enter; groups on mobile start
 * collapsed unless a child is active) are checked on the open/close controls
 * the site has: docs sidebar categories and the mobile "On this page" table of
 * contents. The site configures no dropdown navbar item, so the rules that
 * only a navbar dropdown implements (close on an outside press or on focus
 * leaving it) have nothing to act on; the mobile sidebar's outside-press close
 * is checked in mobile-navigation.spec.ts.
 */

type Category = { label: string; hasPage: boolean };

/** Top-level guide categories that start collapsed, from sidebars.ts. */
const collapsedCategories: Category[] = sidebars.tutorialSidebar.flatMap((item) =>
  typeof item === 'object' && item.type === 'category' && item.collapsed !== false
    ? [{ label: item.label, hasPage: item.link !== undefined }]
    : [],
);

/** The control that opens a category: its caret when the label is a link to a page, else the label. */
function categoryToggle(sidebar: Locator | Page, { label, hasPage }: Category): Locator {
  return hasPage
    ? sidebar.getByRole('button', {
        name: new RegExp(`^(Expand|Collapse) sidebar category '${label}'$`),
      })
    : sidebar.getByRole('button', { name: label, exact: true });
}

/** The docs sidebar: beside the page on desktop, in the hamburger menu on mobile. */
async function openDocsSidebar(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('navigation', { name: 'Docs sidebar' });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  return page.locator('.navbar-sidebar');
}

test('sidebar categories stay open when another one is opened (no auto-collapse)', async ({
  page,
  isMobile,
}) => {
  expect(collapsedCategories.length).toBeGreaterThanOrEqual(2);
  await page.goto('/docs/intro');
  await expectHydrated(page);
  const sidebar = await openDocsSidebar(page, isMobile);

  for (const category of collapsedCategories) {
    const toggle = categoryToggle(sidebar, category);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  for (const category of collapsedCategories) {
    await expect(categoryToggle(sidebar, category)).toHaveAttribute('aria-expanded', 'true');
  }
});

test('Enter toggles a sidebar category open and closed', async ({ page, isMobile }) => {
  await page.goto('/docs/intro');
  await expectHydrated(page);
  const sidebar = await openDocsSidebar(page, isMobile);
  for (const category of collapsedCategories) {
    const toggle = categoryToggle(sidebar, category);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page).toHaveURL(/\/docs\/intro$/);
});

test('a category starts collapsed unless it holds the current page', async ({ page, isMobile }) => {
  const [category] = collapsedCategories;
  if (!category) throw new Error('sidebars.ts has a collapsed category');
  await page.goto('/docs/intro');
  await expectHydrated(page);
  let sidebar = await openDocsSidebar(page, isMobile);
  await expect(categoryToggle(sidebar, category)).toHaveAttribute('aria-expanded', 'false');

  // Open it, follow its first page, and the category is open there because it holds that page.
  await categoryToggle(sidebar, category).click();
  const firstPage = sidebar
    .locator('li.menu__list-item', { has: categoryToggle(page, category) })
    .locator('ul a.menu__link')
    .first();
  const href = await firstPage.getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href ?? '');
  await expectHydrated(page);
  sidebar = await openDocsSidebar(page, isMobile);
  await expect(categoryToggle(sidebar, category)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.locator(`a.menu__link[href="${href ?? ''}"]`)).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the mobile "On this page" contents toggle with Enter and with a press', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'below 997 px the table of contents folds into "On this page"');
  await page.goto('/docs/guides/medication-module/prescriptions/prescription-frequency');
  await expectHydrated(page);
  const toggle = page.getByRole('button', { name: 'On this page' });
  const firstEntry = page.locator('.theme-doc-toc-mobile a').first();
  await expect(firstEntry).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(firstEntry).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(firstEntry).toBeHidden();

  await toggle.click();
  await expect(firstEntry).toBeVisible();
  await toggle.click();
  await expect(firstEntry).toBeHidden();
});
