import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { checkerHash, checkerPath } from '../../src/components/CheckResource/handoff';
import { isJsonObject, loadSpec, responseExamples } from '@medication-module/api-description';
import { buildSandboxData } from '@medication-module/sandbox/node';
import type { BenchSection } from './section.mjs';

/** The size the issue asks the checker to stay responsive at. */
const bundleEntries = 5000;

interface CheckTiming {
  /** Click on Check to the announced result. */
  ms: number;
  /** The longest the page's main thread did not run a 50 ms timer meanwhile. */
  longestBlockMs: number;
  bytes: number;
}

export interface CheckResourceFigures {
  lazyScripts: { file: string; gzipBytes: number }[];
  largestExample: { id: string; firstUse: CheckTiming; again: CheckTiming };
  bundle: CheckTiming & { entries: number };
}

/** The biggest resource the sandbox serves, as the example picker offers it. */
function largestExample(): { id: string; text: string } {
  const texts = buildSandboxData().resources.flatMap((resource) =>
    resource.versions.flatMap((version) =>
      version.resource
        ? [{ id: resource.id, text: JSON.stringify(version.resource, null, 2) }]
        : [],
    ),
  );
  return texts.reduce((a, b) => (b.text.length > a.text.length ? b : a));
}

/** A history-like Bundle of the API reference's 200 examples, repeated with distinct ids. */
function bigBundle(): string {
  const spec = loadSpec();
  const examples = Object.keys(spec.paths)
    .flatMap((template) => responseExamples(spec, template, '200').map(({ value }) => value))
    .filter(isJsonObject);
  const entry = Array.from({ length: bundleEntries }, (_, index) => {
    const resource = structuredClone(examples[index % examples.length] ?? {});
    resource.id = `${String(resource.id)}-${index}`;
    return {
      fullUrl: `https://fhir.example.org/r4/${String(resource.resourceType)}/${resource.id}`,
      resource,
    };
  });
  return JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry });
}

async function timeCheck(page: Page, text: string): Promise<CheckTiming> {
  await page.getByRole('textbox', { name: 'JSON of a resource' }).evaluate((box, value) => {
    (box as HTMLTextAreaElement).value = value;
  }, text);
  // Laying out pasted text is the browser's work, not the checker's: let it finish first.
  await page.waitForTimeout(2000);
  await page.evaluate(() => {
    const state = window as unknown as { benchGaps: number[]; benchTimer?: number };
    state.benchGaps = [];
    let last = performance.now();
    window.clearInterval(state.benchTimer);
    state.benchTimer = window.setInterval(() => {
      const now = performance.now();
      state.benchGaps.push(now - last);
      last = now;
    }, 50);
  });
  const start = Date.now();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Checked:/ })
    .waitFor({ timeout: 300_000 });
  const ms = Date.now() - start;
  const longestBlockMs = await page.evaluate(() =>
    Math.round(Math.max(0, ...(window as unknown as { benchGaps: number[] }).benchGaps)),
  );
  return { ms, longestBlockMs, bytes: Buffer.byteLength(text) };
}

/**
 * "Check a resource" on the MedicationRequest guide: the code it loads on first use, the time
 * to check the largest sandbox example (first use and again) and a 5,000-entry Bundle, and how
 * long the page's main thread was blocked meanwhile. In the bench's Chromium, on the served build.
 */
export const checkResourceSection: BenchSection = {
  name: 'check-resource',
  async run({ siteDir, origin, chromePort, log }) {
    log('Check a resource: lazily loaded code and check times');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${checkerPath}${checkerHash}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      const example = largestExample();
      const firstUse = await timeCheck(page, example.text);
      const again = await timeCheck(page, example.text);
      const bundle = { ...(await timeCheck(page, bigBundle())), entries: bundleEntries };
      const lazyScripts = [...scripts].map((file) => ({
        file,
        gzipBytes: gzipSync(readFileSync(path.join(siteDir, 'build', file)), { level: 9 })
          .byteLength,
      }));
      const figures: CheckResourceFigures = {
        lazyScripts,
        largestExample: { id: example.id, firstUse, again },
        bundle,
      };
      const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
      const row = (label: string, timing: CheckTiming): string[] => [
        label,
        kb(timing.bytes),
        String(timing.ms),
        String(timing.longestBlockMs),
      ];
      return {
        figures,
        table: [
          ['check a resource', 'KB', 'ms', 'longest main-thread block ms'],
          [
            'code loaded on first use (gzip)',
            kb(lazyScripts.reduce((sum, script) => sum + script.gzipBytes, 0)),
            '',
            '',
          ],
          row(`${example.id}, first use`, firstUse),
          row(`${example.id}, again`, again),
          row(`Bundle of ${bundleEntries.toLocaleString('en')} entries`, bundle),
        ],
        checks: [],
      };
    } finally {
      await page.close();
      // Disconnects only: the bench closes its Chromium itself.
      await browser.close();
    }
  },
};
