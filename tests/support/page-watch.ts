import type { Page } from '@playwright/test';

/**
 * The bodies of every script `page` loads from now on, to tell which chunks a page fetched.
 * Console errors and uncaught exceptions are the site guard's (tests/support/e2e-test.ts).
 */
export function loadedScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return bodies;
}
