import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromiumLaunchOptions } from '../machine/chromium';
import { assertBuildExists, buildDir } from '../site-build/build-output';
import { formatSearchFigures, measureSearchIndexSize, measureSearchTimings } from './search';

const siteDir = path.resolve(__dirname, '../..');

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

async function waitForServer(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not answer within ${timeoutMs} ms`);
}

/**
 * `npm run bench:search`: serves build/ the way the browser tests do, measures the
 * search, prints the figures and writes them to bench-results/search.json.
 */
async function main(): Promise<void> {
  assertBuildExists();
  const port = Number(process.env.SEARCH_BENCH_PORT ?? (await freeLoopbackPort()));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    { cwd: siteDir, stdio: 'ignore' },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitForServer(origin, 60_000);
    const figures = {
      index: measureSearchIndexSize(buildDir),
      timings: await measureSearchTimings({ origin, browser }),
    };
    console.log(formatSearchFigures(figures));
    const resultsDir = path.join(siteDir, 'bench-results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'search.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
