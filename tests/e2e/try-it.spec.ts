import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { scenarios } from '@medication-module/sandbox';
import {
  apiSpec,
  codeSamples,
  documentedOperations,
  explorerExpect,
  openOperation,
  operationTestTimeout,
} from '../support/api-pages';
import { responseExamples } from '@medication-module/api-description';
import { viewportIndependent } from '../support/viewport';

/**
 * Send on the operation pages: for every status the reference documents, choosing it and
 * pressing Send shows that status and its body, answered inside the page. Every request the
 * page makes meanwhile is recorded: none is an answer (only the code of the first Send may load).
 */
const data = buildSandboxData(apiSpec);
const operations = documentedOperations();

test.describe.configure({ timeout: operationTestTimeout });

const tryIt = (page: Page): Locator => page.getByRole('region', { name: 'Try it' });
const sendButton = (page: Page): Locator => tryIt(page).getByRole('button', { name: 'Send' });
const idField = (page: Page): Locator =>
  page.locator('.openapi-explorer__form-item').filter({ hasText: /^id/ }).locator('input');

/** Requests that could carry an answer: anything but code, styles, images and fonts. */
const isAnswerLike = (request: Request): boolean =>
  !['script', 'stylesheet', 'image', 'font'].includes(request.resourceType()) ||
  /\/(MedicationRequest|ServiceRequest|metadata)\b/.test(new URL(request.url()).pathname);

for (const operation of operations) {
  test(
    `${operation.summary}: Send shows every documented status, answered in the page`,
    viewportIndependent,
    async ({ page }) => {
      const sandboxOperation = data.operations.find((item) => item.template === operation.path);
      if (!sandboxOperation) throw new Error(`No sandbox data for ${operation.path}`);
      await openOperation(page, operation.route);
      await expect(tryIt(page)).toBeVisible();
      const seen: Request[] = [];
      page.on('request', (request) => seen.push(request));

      for (const { status, scenario } of scenarios(data, sandboxOperation)) {
        expect(scenario, `a request for ${status}`).toBeDefined();
        await tryIt(page).getByLabel('Show the answer').selectOption(String(status));
        await expect(idField(page)).toHaveValue(scenario?.request.id ?? '');
        const sample = codeSamples(page).locator('code');
        // Send sends what the samples show: the id and token the scenario filled in.
        await explorerExpect(sample).toContainText(
          `http://127.0.0.1:4010${operation.path.replace('{id}', scenario?.request.id ?? '')}`,
        );
        await explorerExpect(sample).toContainText(`Bearer ${scenario?.request.token ?? ''}`);
        await sendButton(page).click();
        const answer = tryIt(page).getByText(/answered in your browser/);
        await explorerExpect(answer).toContainText(`${status} `);
        const body = tryIt(page).locator('pre').last();
        if (status >= 400) {
          const [documented] = responseExamples(apiSpec, operation.path, String(status));
          const code = (documented?.value as { issue: { code: string }[] }).issue[0]?.code;
          await expect(body).toContainText(`"code": "${code}"`);
        } else if (status === 200) {
          await expect(body).toContainText(`"id": "${scenario?.request.id ?? ''}"`);
        } else {
          await expect(tryIt(page).getByText('No body.')).toBeVisible();
        }
      }
      const answers = seen.filter(isAnswerLike).map((request) => request.url());
      expect(answers, 'requests that could have carried an answer').toEqual([]);
    },
  );
}

test(
  'the id is percent-encoded and flagged, the typed token reaches the samples, production turns Send off',
  viewportIndependent,
  async ({ page }) => {
    const [operation] = operations;
    if (!operation) throw new Error('No operation');
    await openOperation(page, `${operation.route}?id=medreq-enoxaparin-sc`);
    const sample = codeSamples(page).locator('code');
    await explorerExpect(sample).toContainText('/MedicationRequest/medreq-enoxaparin-sc');

    const id = page
      .locator('.openapi-explorer__form-item')
      .filter({ hasText: /^id/ })
      .locator('input');
    await id.fill('a b/c?');
    await explorerExpect(sample).toContainText('/MedicationRequest/a%20b%2Fc%3F');
    await expect(page.getByText('Outside the documented pattern')).toBeVisible();

    await page.getByLabel('Bearer token').fill('my-test-token');
    await explorerExpect(sample).toContainText('Authorization: Bearer my-test-token');

    await page.getByLabel('Send to').selectOption('production');
    const production = apiSpec.servers[0]?.url ?? '';
    await explorerExpect(sample).toContainText(`${production}/MedicationRequest/`);
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await sendButton(page).press('Enter');
    await expect(tryIt(page).getByText(/Send is off for production/)).toBeVisible();
    await expect(tryIt(page).getByText(/answered in your browser/)).toHaveCount(0);
  },
);

test(
  'a Send pressed while the chosen answer is still filling in the request sends the chosen request',
  viewportIndependent,
  async ({ page }) => {
    const [operation] = operations;
    if (!operation) throw new Error('No operation');
    await openOperation(page, operation.route);
    // The first choice loads the sandbox's code; on a slow connection the reader can press Send
    // before it has arrived.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await tryIt(page).getByLabel('Show the answer').selectOption('404');
    await sendButton(page).click();
    await explorerExpect(tryIt(page).getByText(/answered in your browser/)).toContainText(
      '404 Not Found',
    );
    await expect(idField(page)).not.toHaveValue('');
  },
);
