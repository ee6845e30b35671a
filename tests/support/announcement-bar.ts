import type { Locator, Page } from '@playwright/test';

/** The dismissible announcement bar: the banner that has a Close button. */
export function announcementBar(page: Page): Locator {
  return page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Close' }) });
}
