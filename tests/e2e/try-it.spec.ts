import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { reasonPhrase, scenarios } from '@medication-module/sandbox';
import {
  apiSpec,
  codeSamples,
  documentedOperations,
  explorerExpect,
  openOperation,
  operationTestTimeout,
  revealSamplesPanel,
} from '../support/api-pages';
import { responseExamples } from '@medication-module/api-description';
import { viewportIndependent } from '../support/viewport';
import { recordAnnouncements } from '../support/live-region';
import { holdScripts } from '../support/held-scripts';
import { axeViolations } from '../support/axe';
import { pageOverflow } from '../support/layout';

/**
 * Send on the operation pages: for every status the reference documents, choosing it and
 * pressing Send shows that status and its body, answered inside the page. Every request the
 * page makes meanwhile is recorded: none is an answer (only the code of the first Send may load).
 */
const data = buildSandboxData(apiSpec);
const operations = documentedOperations();

test.describe.configure({ timeout: operationTestTimeout });

const tryIt = (page: Page): Locator => page.getByRole('region', { name: 'Try it' });
const tryItRegion = 'section[aria-labelledby="try-it"]';
const sendButton = (page: Page): Locator => tryIt(page).getByRole('button', { name: 'Send' });
const idField = (page: Page): Locator =>
  page.locator('.openapi-explorer__form-item').filter({ hasText: /^id/ }).locator('input');

/**
 * Requests that could carry an answer: anything but code, styles, images and fonts. The build's
 * own chunks count as code also when fetched as a prefetch (a link in the answer, in view after
 * Send, has Docusaurus prefetch its page).
 */
const isAnswerLike = (request: Request): boolean => {
  const { pathname } = new URL(request.url());
  const code =
    ['script', 'stylesheet', 'image', 'font'].includes(request.resourceType()) ||
    pathname.startsWith('/assets/');
  return !code || /\/(MedicationRequest|ServiceRequest|metadata)\b/.test(pathname);
};

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
        await tryIt(page).getByLabel('Fill in a request that gets').selectOption(String(status));
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
          await expect(answer).toContainText(`${status} ${reasonPhrase(status)}, no body`);
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
    // The id's description is visible under it and is its description, not a placeholder.
    await expect(id).toHaveAccessibleDescription(/^Logical id of the .*1 to 64 letters/);
    await expect(id).not.toHaveAttribute('placeholder');
    const hint = page.locator(`[id="${(await id.getAttribute('aria-describedby')) ?? ''}"]`);
    await expect(hint).toBeVisible();
    await id.fill('a b/c?');
    await explorerExpect(sample).toContainText('/MedicationRequest/a%20b%2Fc%3F');
    await expect(page.getByText('Outside the documented pattern')).toBeVisible();
    // The warning is tied to the field it is about.
    await expect(id).toHaveAccessibleDescription(/Outside the documented pattern/);
    await expect(id).toHaveAttribute('aria-invalid', 'true');

    const token = page.getByLabel('Bearer token');
    await expect(token).toHaveAccessibleDescription(/never paste a real one/);
    await token.fill('my-test-token');
    await explorerExpect(sample).toContainText('Authorization: Bearer my-test-token');
    // A fill keeps the typed token where any token gets the answer, and says so; where the answer
    // needs one of the sandbox's tokens it replaces it, and says that.
    const fill = tryIt(page).getByLabel('Fill in a request that gets');
    const filled = tryIt(page).getByText(/^Filled in:/);
    await fill.selectOption('200');
    await expect(filled).toContainText('Your token is kept: the sandbox accepts any.');
    await expect(token).toHaveValue('my-test-token');
    await fill.selectOption('401');
    await expect(filled).toContainText('Your token is replaced by sandbox-expired');
    await expect(token).toHaveValue('sandbox-expired');

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
    // before it has arrived. Held until Send is pressed, it arrives after it on any machine.
    const scripts = await holdScripts(page);
    await tryIt(page).getByLabel('Fill in a request that gets').selectOption('404');
    await sendButton(page).click();
    await expect.poll(() => scripts.held(), 'the sandbox code is on its way').toBeGreaterThan(0);
    scripts.release();
    await explorerExpect(tryIt(page).getByText(/answered in your browser/)).toContainText(
      '404 Not Found',
    );
    await expect(idField(page)).not.toHaveValue('');
  },
);

/** Where an element is, for the closing figures: its top in the window and what has focus. */
async function placeAndFocus(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const focused = document.activeElement;
    const name = focused
      ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 30) ?? ''}"`
      : 'none';
    return `top ${Math.round(element.getBoundingClientRect().top)} of ${window.innerHeight}, focus on ${name}`;
  });
}

test('from the operation’s top to Send, and after Send the answer is seen, heard and focused; a typed token goes to the other operation page, in memory only', async ({
  page,
  isMobile,
}, testInfo) => {
  const [operation] = operations;
  if (!operation) throw new Error('No operation');
  await openOperation(page, operation.route);
  await page.evaluate(() => window.scrollTo(0, 0));

  // The explorer's column is no scroll area of its own: scrolling the page reaches Send.
  const column = page.locator('.openapi-right-panel__container');
  if ((await column.count()) > 0) {
    const nested = await column.evaluate((element) => element.scrollHeight - element.clientHeight);
    testInfo.annotations.push({
      type: 'S2 column scrolled by itself',
      description: `${nested} px`,
    });
    expect(nested, 'height of the column hidden in its own scroll area').toBeLessThanOrEqual(1);
  }
  // A stop early in the Tab order leads to Try it.
  await page.getByRole('link', { name: 'Skip to Try it' }).click();
  await expect(tryIt(page).getByRole('heading', { name: 'Try it' })).toBeFocused();
  await expect(sendButton(page)).toBeInViewport();

  await tryIt(page).getByLabel('Fill in a request that gets').selectOption('200');
  await expect(tryIt(page).getByText(/^Filled in:/)).toBeVisible();
  const heard = await recordAnnouncements(tryIt(page));
  await sendButton(page).click();
  const answerHeading = tryIt(page).getByRole('heading', { name: 'Answer', exact: true });
  const status = tryIt(page).getByText(/answered in your browser/);
  await expect(status).toBeVisible();
  testInfo.annotations.push({ type: 'S1 after Send', description: await placeAndFocus(status) });
  await expect(answerHeading).toBeFocused();
  await expect(status).toBeInViewport({ ratio: 1 });

  // The same answer again is heard again; each announcement is the short status, not the body.
  await sendButton(page).click();
  await expect.poll(heard).toHaveLength(2);
  const announcements = await heard();
  testInfo.annotations.push({
    type: 'S3 announcements',
    description: JSON.stringify(announcements),
  });
  for (const [index, text] of announcements.entries()) {
    expect(text).toMatch(
      new RegExp(`^Answer ${index + 1}: 200 OK, [\\d.]+ (KB|bytes), ETag W/"\\d+"$`),
    );
  }
  await expect(status).toContainText(/^200 OK, [\d.]+ (KB|bytes), ETag W\/"\d+"/);

  // From the status to the body in one step.
  await tryIt(page).getByRole('link', { name: 'Go to the body' }).click();
  await expect(tryIt(page).getByRole('region', { name: 'Response body' })).toBeFocused();
  expect(await axeViolations(page, { within: tryItRegion })).toEqual([]);

  // What the reader chose stays through a link within the page: the id, the answer, Accept and
  // a typed token. The token also goes with the reader to the other operation page, which says
  // where it was typed, and is never stored: a reload forgets it.
  const token = page.getByLabel('Bearer token');
  await token.fill('carried-token');
  const id = idField(page);
  await id.fill('kept-through-a-link');
  const answer = tryIt(page).getByLabel('Fill in a request that gets');
  const chosenAnswer = await answer.inputValue();
  const accept = tryIt(page).getByLabel('Accept');
  const acceptChoices = await accept.locator('option').allTextContents();
  const otherAccept = acceptChoices.at(-1) ?? '';
  await accept.selectOption(otherAccept);
  await page.locator('main a.hash-link[href="#request"]').click();
  await expect(page).toHaveURL(/#request$/);
  await expect(token).toHaveValue('carried-token');
  await expect(id).toHaveValue('kept-through-a-link');
  await expect(answer).toHaveValue(chosenAnswer);
  await expect(accept).toHaveValue(otherAccept);
  const other = operations.find((candidate) => candidate !== operation);
  if (!other) throw new Error('No second operation');
  if (isMobile) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const sidebar = isMobile
    ? page.getByRole('dialog', { name: 'Site navigation' })
    : page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: new RegExp(`${other.summary}$`, 'i') }).click();
  await expect(page).toHaveURL(new RegExp(`${other.route}$`));
  await revealSamplesPanel(page);
  await explorerExpect(token).toHaveValue('carried-token');
  await expect(token).toHaveAccessibleDescription(
    new RegExp(`^Typed on “${operation.summary}”: kept in this tab’s memory only, never stored`),
  );
  await explorerExpect(codeSamples(page).locator('code')).toContainText('Bearer carried-token');
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }]),
  );
  expect(stored).not.toContain('carried-token');
  await page.reload();
  await revealSamplesPanel(page);
  await explorerExpect(codeSamples(page).locator('code')).toContainText('Bearer <TOKEN>');
  await expect(token).toHaveValue('');
  await expect(token).not.toHaveAccessibleDescription(/Typed on/);
});

test(
  'at 200 % and 400 % zoom (640 and 320 px wide) the answer after Send fits and takes the focus',
  viewportIndependent,
  async ({ page }) => {
    const [operation] = operations;
    if (!operation) throw new Error('No operation');
    await page.setViewportSize({ width: 640, height: 400 });
    await openOperation(page, operation.route);
    await tryIt(page).getByLabel('Fill in a request that gets').selectOption('200');
    for (const width of [640, 320]) {
      await page.setViewportSize({ width, height: 400 });
      await sendButton(page).click();
      const status = tryIt(page).getByText(/answered in your browser/);
      await expect(tryIt(page).getByRole('heading', { name: 'Answer', exact: true })).toBeFocused();
      await expect(status, `${width} px`).toBeInViewport();
      expect(await pageOverflow(page), `${width} px: sideways scroll`).toBeLessThanOrEqual(0);
      const wider = await tryIt(page).evaluate((region) => {
        const right = region.getBoundingClientRect().right;
        return Array.from(region.querySelectorAll('*'))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.right > right + 1;
          })
          .map((element) => `${element.tagName} ${element.className}`);
      });
      expect(wider, `${width} px: past the panel's edge`).toEqual([]);
    }
  },
);

test('in forced colours every Try it control shows where the focus is', async ({ page }) => {
  const [operation] = operations;
  if (!operation) throw new Error('No operation');
  await page.emulateMedia({ forcedColors: 'active' });
  await openOperation(page, operation.route);
  const controls = [
    page.getByLabel('Send to'),
    page.getByLabel('Bearer token'),
    tryIt(page).getByLabel('Fill in a request that gets'),
    tryIt(page).getByLabel('Accept'),
    tryIt(page).getByLabel('X-Sandbox-Time'),
    idField(page),
  ];
  const missing: string[] = [];
  for (const control of controls) {
    // Reached from the keyboard, as :focus-visible needs.
    await control.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    const outline = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    if (outline.style === 'none' || outline.width < 2) {
      missing.push(
        `${await control.evaluate((element) => element.id || element.tagName)}: ${JSON.stringify(outline)}`,
      );
    }
  }
  expect(missing, 'focused controls without a visible outline in forced colours').toEqual([]);
});

test(
  'when the sandbox’s code cannot arrive, the advice is to press Send again, which then answers',
  viewportIndependent,
  async ({ page, siteGuard }) => {
    siteGuard.allowConsole(
      /Failed to load resource/,
      'the test cuts the connection while the first Send loads the sandbox',
    );
    const [operation] = operations;
    if (!operation) throw new Error('No operation');
    await openOperation(page, operation.route);
    const offline = '**/assets/js/**';
    await page.route(offline, (route) => route.abort('internetdisconnected'));
    await sendButton(page).click();
    await expect(tryIt(page).getByRole('status').filter({ hasText: 'did not load' })).toHaveText(
      'The sandbox did not load: check the connection, then press Send again.',
    );
    await page.unroute(offline);
    await sendButton(page).click();
    await expect(tryIt(page).getByRole('heading', { name: 'Answer', exact: true })).toBeFocused();
    await expect(tryIt(page).getByText('did not load')).toHaveCount(0);
  },
);
