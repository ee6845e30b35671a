import type { Page } from '@playwright/test';

export interface PageWatch {
  problems: string[];
  scriptBodies: Promise<string>[];
}

/** Console errors, uncaught errors (hydration errors arrive as both) and every script loaded. */
export function watch(page: Page): PageWatch {
  const watched: PageWatch = { problems: [], scriptBodies: [] };
  page.on('pageerror', (error) => watched.problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The OpenAPI theme's code-sample tabs draw language logos from a third-party host;
    // the test network has no route to it (the hosting branch drops those logos).
    if (message.text().includes('net::ERR_NAME_NOT_RESOLVED')) return;
    watched.problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') watched.scriptBodies.push(response.text());
  });
  return watched;
}
