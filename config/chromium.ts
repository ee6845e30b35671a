import type { LaunchOptions } from 'playwright-core';

/**
 * Playwright cannot download its own browser on these machines, so the build (Mermaid
 * diagrams), the tests and the bench drive the system Chromium. Other machines point
 * CHROMIUM_PATH at theirs.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  // The network is closed apart from loopback; Chromium's own background
  // connections would only fail and add noise.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
} satisfies LaunchOptions;
