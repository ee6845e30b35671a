import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test('answers unknown paths with HTTP 404 and a page that points the way', async ({ page }) => {
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
  });

  test('shows the not-found page for paths next to real routes', async ({ page }) => {
    const response = await page.goto('/docs/intro/extra');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('a trailing index.html shows the same page as the path without it', async ({ page }) => {
  await page.goto('/docs/intro');
  const title = await page.title();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  const response = await page.goto('/docs/intro/index.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});
