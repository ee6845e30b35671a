import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __samePageMarker?: string;
  }
}

/** Marks the loaded document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__samePageMarker = 'loaded once';
  });
}

export async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__samePageMarker === 'loaded once');
}
