import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Idle callbacks a test holds back instead of letting the browser run them. */
    __heldIdleCallbacks?: IdleRequestCallback[];
  }
}

/**
 * Holds every idle callback the page asks for until the test releases them, so that a test
 * decides when idle-time work (the site's prefetching) runs instead of guessing how long the
 * browser takes to become idle.
 */
export async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    window.__heldIdleCallbacks = held;
    window.requestIdleCallback = (callback) => held.push(callback);
  });
}

/** Runs the held callbacks as timed out, and the ones they ask for in turn, until none is left. */
export async function releaseIdleCallbacks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const held = window.__heldIdleCallbacks ?? [];
    for (let batch = held.splice(0); batch.length > 0; batch = held.splice(0)) {
      for (const callback of batch) callback({ didTimeout: true, timeRemaining: () => 0 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}
