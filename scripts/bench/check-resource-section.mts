import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { checkerHash, checkerPath } from '../../src/components/CheckResource/handoff';
import { isJsonObject, loadSpec, responseExamples } from '@medication-module/api-description';
import { buildSandboxData } from '@medication-module/sandbox/node';
import type { BenchSection } from './section.mjs';
import { longestTaskCpuMs, timelineCategory } from './trace-tasks.mjs';

/** The size the issue asks the checker to stay responsive at. */
const bundleEntries = 5000;

interface CheckTiming {
  /** Click on Check to the announced result. */
  ms: number;
  /** The longest the page's main thread did not run a 50 ms timer meanwhile. */
  longestBlockMs: number;
  bytes: number;
}

/** What one step of reading the longest report cost the page's main thread. */
interface StepTasks {
  /** Its long tasks (ms, over 50), from the page's own PerformanceObserver: wall time. */
  longTasks: number[];
  /**
   * The most CPU time one task of a page's main thread took (ms), from a Chromium trace. Unlike
   * the wall time it does not grow while other processes hold the cores, so it stands for the
   * idle machine's figure when the bench runs on a busy one.
   */
  longestTaskCpuMs: number;
}

interface LongReport {
  entries: number;
  bytes: number;
  /** The report's heading: how many findings of each severity. */
  heading: string;
  /** Ctrl+V of the text, to the note that it is kept beside the box. */
  paste: StepTasks;
  /** Check, to the report drawn in full. */
  firstReport: StepTasks;
  byEntry: StepTasks;
  byRule: StepTasks;
}

export interface CheckResourceFigures {
  lazyScripts: { file: string; gzipBytes: number }[];
  largestExample: { id: string; firstUse: CheckTiming; again: CheckTiming };
  bundle: CheckTiming & { entries: number };
  longReport: LongReport;
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

/** A collection Bundle of the resources, each under its own `fullUrl`. */
function collectionBundle(resources: Record<string, unknown>[]): string {
  const entry = resources.map((resource) => ({
    fullUrl: `https://fhir.example.org/r4/${String(resource.resourceType)}/${String(resource.id)}`,
    resource,
  }));
  return JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry });
}

/** A history-like Bundle of the API reference's 200 examples, repeated with distinct ids. */
function bigBundle(): string {
  const spec = loadSpec();
  const examples = Object.keys(spec.paths)
    .flatMap((template) => responseExamples(spec, template, '200').map(({ value }) => value))
    .filter(isJsonObject);
  return collectionBundle(
    Array.from({ length: bundleEntries }, (_, index) => {
      const example = examples[index % examples.length] ?? {};
      return { ...example, id: `${String(example.id)}-${index}` };
    }),
  );
}

/** The longest report the tool meets in use, at the size the issue asks it to stay responsive at. */
const longReportEntries = 5500;

/**
 * 5,500 of the guide's MedicationRequest, each with a priority the module never sends and every
 * tenth also paused: a finding or two an entry, about 6,000 in all and 6 MB of text.
 */
function longReportBundle(): string {
  const prescription = responseExamples(loadSpec(), '/MedicationRequest/{id}', '200').find(
    ({ name }) => name === 'oralTablet',
  )?.value;
  if (!isJsonObject(prescription)) throw new Error('No oralTablet example of MedicationRequest');
  return collectionBundle(
    Array.from({ length: longReportEntries }, (_, index) => ({
      ...prescription,
      id: `long-${index}`,
      priority: 'urgent',
      ...(index % 10 === 0 ? { status: 'paused' } : {}),
    })),
  );
}

/** The long tasks since the last call. */
const takeLongTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.splice(0));

/** The frames the last step caused have ended. */
const framesEnded = (page: Page): Promise<unknown> =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
      ),
  );

/** The report is there and drawn in full. */
async function reportSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main h3[tabindex="-1"]') !== null &&
      document.querySelector('main [aria-busy="true"]') === null,
    undefined,
    { timeout: 300_000, polling: 100 },
  );
  await framesEnded(page);
}

/**
 * The longest report as a reader gets it: pasted with Ctrl+V (the page keeps a text this long
 * beside the box), checked, then regrouped by entry and by rule, each step's long tasks taken
 * from the page's own PerformanceObserver. Within a measured step the bench sends the page
 * nothing but the action and a cheap query: Playwright's role and text locators run in the
 * page's main thread and, over a report of thousands of elements, were long tasks of their own
 * (85 ms in one switch to By rule), and passing 6 MB of text as an argument of `evaluate`
 * blocked the page 200 ms.
 */
async function timeLongReport(page: Page, origin: string): Promise<LongReport> {
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error('The bench page has no browser to trace');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const text = longReportBundle();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const box = await page.waitForSelector('main form textarea');
  const check = await page.waitForSelector('main form button[type="submit"]');
  await box.focus();
  await page.evaluate(() => {
    const state = window as unknown as { benchLongTasks: number[] };
    state.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) state.benchLongTasks.push(Math.round(task.duration));
    }).observe({ type: 'longtask' });
  });
  const step = async (act: () => Promise<void>): Promise<StepTasks> => {
    await takeLongTasks(page);
    await browser.startTracing(page, { categories: [timelineCategory] });
    await act();
    const trace = await browser.stopTracing();
    return { longTasks: await takeLongTasks(page), longestTaskCpuMs: longestTaskCpuMs(trace) };
  };
  const paste = await step(async () => {
    await page.keyboard.press('Control+V');
    await page.waitForSelector('main form [id$="-held"]');
    await framesEnded(page);
  });
  const firstReport = await step(async () => {
    await check.click();
    await reportSettled(page);
  });
  const heading = await page.$eval(
    'main h3[tabindex="-1"]',
    (element) => element.textContent ?? '',
  );
  const regroup = async (value: string): Promise<StepTasks> => {
    const choice = await page.waitForSelector(`main input[type="radio"][value="${value}"]`);
    return step(async () => {
      await choice.click();
      await reportSettled(page);
    });
  };
  const byEntry = await regroup('entry');
  const byRule = await regroup('rule');
  return {
    entries: longReportEntries,
    bytes: Buffer.byteLength(text),
    heading,
    paste,
    firstReport,
    byEntry,
    byRule,
  };
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
    .filter({ hasText: /^Checked/ })
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
      log(
        `Check a resource: long tasks of a ${longReportEntries.toLocaleString('en')}-entry report`,
      );
      const longReport = await timeLongReport(page, origin);
      const lazyScripts = [...scripts].map((file) => ({
        file,
        gzipBytes: gzipSync(readFileSync(path.join(siteDir, 'build', file)), { level: 9 })
          .byteLength,
      }));
      const figures: CheckResourceFigures = {
        lazyScripts,
        largestExample: { id: example.id, firstUse, again },
        bundle,
        longReport,
      };
      const longest = (tasks: number[]): string => (tasks.length ? String(Math.max(...tasks)) : '');
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
        moreTables: [
          {
            title: `A ${longReport.entries.toLocaleString('en')}-entry report (${kb(longReport.bytes)} KB; ${longReport.heading})`,
            rows: [
              ['step', 'long tasks (over 50 ms)', 'longest ms', 'longest task CPU ms'],
              ...(
                [
                  ['Ctrl+V (kept beside the box)', longReport.paste],
                  ['Check, to the report drawn', longReport.firstReport],
                  ['By entry', longReport.byEntry],
                  ['By rule', longReport.byRule],
                ] as const
              ).map(([step, tasks]) => [
                step,
                String(tasks.longTasks.length),
                longest(tasks.longTasks),
                String(tasks.longestTaskCpuMs),
              ]),
            ],
          },
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
