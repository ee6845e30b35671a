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
    launchOptions: {
      ...chromiumLaunchOptions,
      // Nothing but the site and the tests' own servers on loopback is reachable: every other
      // host goes to a proxy on a closed loopback port and fails at once (Chromium never sends
      // loopback through a proxy). The guard of tests/support/e2e-test.ts records such requests
      // and fails the test. Blocking them here rather than with a route keeps Chromium's HTTP
      // cache, which a route switches off.
      args: [...chromiumLaunchOptions.args, '--proxy-server=http://127.0.0.1:1'],
    },
    // No trace by default: recording one for every test, to keep only a failed test's, cost
    // about a tenth of the suite's CPU. A failure shows its call log and a screenshot; rerun
    // the failed test with `--trace on` for its actions, console and network (CONTRIBUTING).
    trace: 'off',
    screenshot: 'only-on-failure',
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
