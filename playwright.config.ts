import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/machine/chromium';
import { phoneViewport, viewportIndependent } from './tests/support/viewport';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three on two cores: a browser test spends much of its time waiting (for a chunk, a frame,
  // the next poll of an assertion), and a third worker fills those waits.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // API pages hydrate a large React tree; on a busy 2-core machine that alone can take
  // tens of seconds, and a timeout then says nothing about the site.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its actions, console and screenshots. DOM snapshots would also copy
    // every response (multi-megabyte API chunks) into each test's trace, kept or not.
    trace: { mode: 'retain-on-failure', snapshots: false },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: phoneViewport,
        // Pixel 7 is a Chromium profile; keep touch and mobile layout, run in the same Chromium.
        defaultBrowserType: 'chromium',
      },
      // What does not depend on the viewport is checked once, in the desktop project.
      grepInvert: new RegExp(viewportIndependent.tag),
    },
  ],
  webServer: {
    // The production build, served the way `npm run serve` serves it, on loopback only.
    command: `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`,
    url: baseURL,
    // Several checkouts may test at once on one machine; never test against another one's server.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
