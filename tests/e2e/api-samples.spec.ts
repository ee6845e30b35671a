import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { startMockServer, type RunningMock } from '@medication-module/sandbox/node';
import { startDownloadedSandbox, type DownloadedSandbox } from '../support/downloaded-sandbox';
import {
  apiSpec,
  codeSamples,
  documentedOperations,
  languageTabs,
  openOperation,
  parameterInput,
  sampleLanguages,
  explorerExpect,
  operationTestTimeout,
} from '../support/api-pages';
import { runSample, runSamples, type SampleLanguage } from '../support/sample-runners';

/**
 * The curl, JavaScript (fetch) and Python (requests) samples of each operation page, copied with
 * the page's copy button exactly as a reader gets them, with the local sandbox as base URL (the
 * explorer's default), answer with the example resource when run against `npm run mock` and
 * against the downloaded sandbox. Only the port is rewritten, to the free ones the test started
 * them on.
 */
const operations = documentedOperations();
const productionServer = apiSpec.servers[0]?.url ?? '';
const sandboxServer =
  apiSpec.servers.find((server) => server.url.startsWith('http://127.0.0.1'))?.url ?? '';

let mock: RunningMock;
let download: DownloadedSandbox;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ timeout: operationTestTimeout });

test.beforeAll(async () => {
  [mock, download] = await Promise.all([startMockServer(0), startDownloadedSandbox()]);
});

test.afterAll(async () => {
  await Promise.all([mock.close(), download.close()]);
});

async function copySample(page: Page, language: SampleLanguage): Promise<string> {
  await languageTabs(page).getByText(language, { exact: true }).click();
  const box = codeSamples(page);
  const { signature } = sampleLanguages.find((s) => s.language === language) ?? {};
  await explorerExpect(box.locator('code')).toContainText(signature ?? language);
  await box.getByRole('button', { name: 'Copy code to clipboard' }).click();
  // The copied text is what the page shows (compared without line numbers and layout whitespace),
  // both read in one call.
  const { copied, shown } = await box.locator('code').evaluate(async (code) => ({
    copied: await navigator.clipboard.readText(),
    shown: (code as HTMLElement).innerText,
  }));
  const words = (text: string): string[] => text.split(/\s+/).filter((w) => w && !/^\d+$/.test(w));
  expect(words(copied)).toEqual(words(shown));
  return copied;
}

for (const operation of operations) {
  test(`${operation.summary}: copied curl, JavaScript and Python samples return the examples`, async ({
    page,
  }, testInfo) => {
    // Every example on the desktop run; the mobile layout is checked with the first one.
    const examples =
      testInfo.project.name === 'mobile' ? operation.examples.slice(0, 1) : operation.examples;
    expect(examples.length).toBeGreaterThan(0);
    // Runs curl, Node and Python once per example and language, on top of opening the page.
    test.setTimeout(2 * operationTestTimeout);
    await openOperation(page, operation.route);
    const copied: {
      language: SampleLanguage;
      example: (typeof examples)[number];
      sample: string;
    }[] = [];
    for (const example of examples) {
      const id = (example.value as { id: string }).id;
      await parameterInput(page, 'id').fill(id);
      const url = `${sandboxServer}${operation.path.replace('{id}', id)}`;
      await explorerExpect(codeSamples(page).locator('code')).toContainText(url);
      for (const { language } of sampleLanguages) {
        const sample = await copySample(page, language);
        expect(sample, `${language} sample`).toContain(url);
        expect(sample, `${language} sample`).toMatch(/Authorization["']?\s*[:,]\s*["']?Bearer /);
        // One header: fetch joins repeated ones into `Bearer x, Bearer x`, which no server takes.
        expect(sample.match(/Authorization/g), `${language} sample`).toHaveLength(1);
        // The page carries the operation's responses only as media types (plugins/openapi-front-matter).
        expect(sample, `${language} sample`).toMatch(
          new RegExp(`Accept["']?\\s*[:,]\\s*["']?${operation.accept.replace(/[+.]/g, '\\$&')}`),
        );
        copied.push({ language, example, sample });
      }
    }
    // Run after the page's part, against both sandboxes: all Python samples in one interpreter
    // (sample-runners), the other languages' processes at once.
    const runs = [mock, download].flatMap((sandbox) =>
      copied.map((run) => ({
        ...run,
        code: run.sample.replaceAll(sandboxServer, sandbox.baseUrl),
      })),
    );
    const outputs = await Promise.all(
      sampleLanguages.map(({ language }) => {
        const ofLanguage = runs.filter((run) => run.language === language);
        return runSamples(
          language,
          ofLanguage.map((run) => run.code),
        ).then((printed) => ofLanguage.map((run, index) => ({ ...run, output: printed[index] })));
      }),
    );
    for (const { language, example, output } of outputs.flat()) {
      expect(JSON.parse(output ?? ''), `${language} sample for example ${example.name}`).toEqual(
        example.value,
      );
    }
  });
}

test('choosing production as base URL points the samples at it', async ({ page }) => {
  const [operation] = operations;
  const [example] = operation?.examples ?? [];
  if (!operation || !example) throw new Error('No operation example');
  const id = (example.value as { id: string }).id;
  await openOperation(page, operation.route);
  await page.getByLabel('Send to').selectOption('production');
  await parameterInput(page, 'id').fill(id);
  const sample = await copySample(page, 'curl');
  expect(sample).toContain(`${productionServer}${operation.path.replace('{id}', id)}`);
  // The production server is an example; the same request answers from the sandbox.
  const output = await runSample('curl', sample.replaceAll(productionServer, mock.baseUrl));
  expect(JSON.parse(output)).toEqual(example.value);
});
