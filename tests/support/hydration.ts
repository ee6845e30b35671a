import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (Docusaurus then sets
 * data-has-hydrated), i.e. until the site's JavaScript has run. API pages
 * hydrate only after a multi-megabyte chunk is parsed, which takes a while on
 * a busy two-core machine, hence the long wait.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 30_000,
  });
}
