import type { Locator, Page } from '@playwright/test';
import { neverSentElements } from '@medication-module/api-description';
import { responseExamples } from '@medication-module/api-description';
import { statusTitle } from '../../src/utils/http-status';
import {
  apiSpec,
  codeSamples,
  documentedOperations,
  explorerExpect,
  operationContent,
  operationTestTimeout,
  requestSample,
  responsesSection,
  revealSamplesPanel,
  waitForOperationContent,
} from '../support/api-pages';
import { axeViolations, colourRules } from '../support/axe';
import { colourCheckSelector, markOneElementPerLook } from '../support/text-styles';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import { pageActionsAttribute } from '../../src/utils/markdown-twin';

/**
 * The operation pages as an integrator reads them (issue 31, part B), at the desktop (1280 px)
 * and phone (390 px) widths of the two projects: the responses' status strip, where the request
 * sample and a response example sit, the keyboard's way to them, the sidebar's method badges and
 * the elements the module never sends. That no API page is wider than a phone's screen, with
 * every section open, is part of the sweep of every page (accessibility.spec.ts).
 */
const operations = documentedOperations();

test.describe.configure({ timeout: operationTestTimeout });

const statusesOf = (path: string): string[] =>
  Object.keys(apiSpec.paths[path]?.get?.responses ?? {});

function statusTabs(page: Page): Locator {
  return responsesSection(page).locator('.openapi-tabs__response-list-container > [role="tab"]');
}

/** Whether an element lies within the viewport's width (it may be above or below it). */
async function withinWidth(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('every response status is visible at once, told apart by class, and #response-429 selects 429', async ({
  page,
}) => {
  for (const operation of operations) {
    const statuses = statusesOf(operation.path);
    expect(statuses).toContain('429');
    await page.goto(`${operation.route}#response-429`);
    await waitForSettledPage(page);

    const tabs = statusTabs(page);
    await expect(tabs).toHaveText(statuses);
    const strip = responsesSection(page).locator('.openapi-tabs__response-list-container');
    // Nothing hidden in a scrolling strip: it is as wide as what it holds, and so is the page.
    expect(await strip.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    for (const [index, status] of statuses.entries()) {
      const tab = tabs.nth(index);
      await expect(tab).toBeVisible();
      expect(await withinWidth(tab, page), `tab ${status}`).toBe(true);
      await expect(tab).toHaveClass(new RegExp(`\\bopenapi-status--${status.charAt(0)}xx\\b`));
      await expect(tab).toHaveAttribute('title', statusTitle(status));
    }
    // Each class looks different: its own sign before the code and its own border colour.
    const looks = await tabs.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return `${getComputedStyle(element, '::before').content} ${style.borderTopColor}`;
      }),
    );
    const looksByClass = new Map(statuses.map((status, i) => [status.charAt(0), looks[i]]));
    expect(new Set(looksByClass.values()).size).toBe(looksByClass.size);

    await expect(tabs.filter({ hasText: '429' })).toHaveAttribute('aria-selected', 'true');
    const heading = page.locator('#response-429');
    await expect(heading).toHaveText(statusTitle('429'));
    await expect(heading).toBeInViewport();

    // A link within the page (a search hit on the same page) selects its status too.
    await page.evaluate(() => {
      window.location.hash = 'response-404';
    });
    await expect(tabs.filter({ hasText: '404' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#response-404')).toBeInViewport();
  }
});

test('the request sample sits beside a response example on desktop and after the parameters on a phone', async ({
  page,
  isMobile,
}) => {
  for (const operation of operations) {
    await page.goto(operation.route);
    await revealSamplesPanel(page);
    const sample = requestSample(page);
    await explorerExpect(codeSamples(page)).toBeVisible();
    const chooser = sample.getByRole('combobox', { name: 'Response example' });

    if (isMobile) {
      // In the content column, after the request's parameters and before the responses.
      await expect(
        operationContent(page).locator(`#${await sample.getAttribute('id')}`),
      ).toHaveCount(1);
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      const parameters = operationContent(page).getByText('Path Parameters', { exact: true });
      const responsesHeading = responsesSection(page).getByRole('heading', { name: 'Responses' });
      // Boxes are read one call each, relative to the window: a scroll between two reads (the
      // browser keeps the view steady as late parts render above it) would compare two layouts.
      await expect
        .poll(async () => {
          const [parametersTop, sampleTop, responsesTop] = [
            await top(parameters),
            await top(sample),
            await top(responsesHeading),
          ];
          return parametersTop < sampleTop && sampleTop < responsesTop;
        }, 'the parameters, then the request sample, then the responses')
        .toBe(true);
      // The Responses section right below shows the examples; no second copy in the panel.
      await expect(chooser).toHaveCount(0);
      continue;
    }

    // Beside the content, and under the request sample a response example.
    const content = await operationContent(page).boundingBox();
    const panel = await sample.boundingBox();
    expect(panel?.x ?? 0).toBeGreaterThanOrEqual((content?.x ?? 0) + (content?.width ?? 0));
    await explorerExpect(chooser).toBeVisible();
    // Two reads relative to the window; a scroll between them compares two layouts (see above).
    await expect
      .poll(async () => {
        const samplesBottom = await codeSamples(page).evaluate(
          (element) => element.getBoundingClientRect().bottom,
        );
        return ((await chooser.boundingBox())?.y ?? 0) > samplesBottom;
      }, 'the response example under the request sample')
      .toBe(true);

    // Chosen by summary among the examples of every status, success first.
    const statuses = statusesOf(operation.path).sort(
      (a, b) => Number(!a.startsWith('2')) - Number(!b.startsWith('2')),
    );
    const summaries = statuses.flatMap((status) =>
      responseExamples(apiSpec, operation.path, status).map((example) => example.summary),
    );
    await expect(chooser.locator('option')).toHaveText(summaries.map((summary) => summary ?? ''));
    // The chooser's own box: the nearest element around the select that holds a code block.
    const card = chooser.locator('xpath=ancestor::div[.//pre][1]');
    for (const example of operation.examples) {
      await chooser.selectOption({ label: example.summary ?? example.name });
      await expect(card.locator('pre')).toContainText(
        `"id": "${(example.value as { id: string }).id}"`,
      );
    }
  }
});

test('"Skip to the request sample" is an early Tab stop, and Collapse all / Expand all works from the keyboard', async ({
  page,
}) => {
  const [operation] = operations;
  if (!operation) throw new Error('No operation page');
  await page.goto(operation.route);
  // On a phone the explorer is not drawn yet: it draws itself as its panel nears the viewport,
  // which is when the link has to land on the sample.
  await waitForOperationContent(page);

  // From the start of the main content (where the theme's own skip link leads).
  await page.locator('main').evaluate((main) => {
    main.setAttribute('tabindex', '-1');
    main.focus();
  });
  const skipLink = page.getByRole('link', { name: 'Skip to the request sample' });
  let presses = 0;
  while (!(await skipLink.evaluate((link) => link === document.activeElement)) && presses < 10) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  // The breadcrumbs' links and the page's Markdown actions come first; then this link, before
  // the description and parameters.
  const before = await page
    .locator(`nav[aria-label="Breadcrumbs"] a, [${pageActionsAttribute}] :is(a, button)`)
    .count();
  expect(before).toBeGreaterThan(0);
  expect(presses).toBeLessThanOrEqual(before + 1);
  await expect(skipLink).toBeVisible();
  expect(await axeViolations(page), 'with the skip link shown').toEqual([]);
  await page.keyboard.press('Enter');
  const sample = requestSample(page);
  await expect(sample).toBeFocused();
  await explorerExpect(codeSamples(page).locator('code')).toContainText('Authorization');
  await expect(codeSamples(page)).toBeInViewport();
  // Where the link lands says what it is.
  await expect(sample).toHaveAccessibleName('Request sample and form');
  await page.keyboard.press('Tab');
  await expect(sample.locator(':focus')).toHaveCount(1);

  // The request form's toggle is a Tab stop that Enter and Space work.
  const collapse = sample.getByRole('button', { name: 'Collapse all' });
  await expect(collapse).toHaveAttribute('tabindex', '0');
  const baseUrl = sample.locator('details', { hasText: 'Base URL' }).first();
  await expect(baseUrl).toHaveAttribute('open', '');
  await collapse.focus();
  await page.keyboard.press('Enter');
  const expand = sample.getByRole('button', { name: 'Expand all' });
  await expect(expand).toBeFocused();
  await expect(baseUrl).not.toHaveAttribute('open', '');
  await page.keyboard.press(' ');
  await expect(collapse).toBeFocused();
  await expect(baseUrl).toHaveAttribute('open', '');
});

test(
  'the API sidebar shows each operation with its method',
  viewportIndependent,
  async ({ page }) => {
    await page.goto(operations[0]?.route ?? '/');
    await waitForSettledPage(page);
    for (const operation of operations) {
      const link = page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${operation.route}"]`);
      await expect(link).toBeVisible();
      const method = Object.keys(apiSpec.paths[operation.path] ?? {})[0]?.toUpperCase();
      expect(await link.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
        `"${method}"`,
      );
    }
  },
);

test(
  'an operation page groups the elements the module never sends and labels nested ones',
  viewportIndependent,
  async ({ page }) => {
    const operation = operations.find(({ path }) => path.startsWith('/MedicationRequest'));
    if (!operation) throw new Error('No MedicationRequest operation page');
    const topLevel = neverSentElements(apiSpec)
      .filter((element) => /^MedicationRequest\.[A-Za-z]+$/.test(element))
      .map((element) => element.split('.')[1] ?? '');
    await page.goto(operation.route);
    await waitForSettledPage(page);
    const responses = responsesSection(page);
    await responses.getByRole('tab', { name: 'Schema' }).click();
    const group = responses.locator('details', { hasText: 'Never sent by the module' }).last();
    await expect(group.locator(':scope > summary')).toHaveText(
      `Never sent by the module (${topLevel.length} elements)`,
    );
    await expect(group).not.toHaveAttribute('open', '');
    const schema = responses.locator('details.response');
    // The top-level rows outside the group (the list items of the response's list, the group
    // being one of them): none is an element the module never sends.
    const sentNames = await schema.evaluate((details) =>
      Array.from(details.querySelector('ul')?.children ?? [])
        .filter(
          (item) =>
            !item.querySelector(':scope > details > summary')?.textContent?.startsWith('Never'),
        )
        .map((item) => (item.querySelector('.openapi-schema__property')?.textContent ?? '').trim()),
    );
    expect(sentNames.length).toBeGreaterThan(0);
    expect(sentNames.filter((name) => topLevel.includes(name))).toEqual([]);

    // Below the top level, a never-sent element keeps its place and says so on its row.
    const dosage = schema.locator('details', {
      has: page.locator(':scope > summary', { hasText: 'dosageInstruction' }),
    });
    await dosage.locator(':scope > summary').click();
    const row = dosage.locator('.openapi-schema__container').filter({
      has: page.locator('.openapi-schema__property', { hasText: /^patientInstruction$/ }),
    });
    await expect(row).toContainText('never sent');
    await expect(row.getByText('never sent')).toBeVisible();

    await group.locator(':scope > summary').click();
    await expect(
      group.locator('.openapi-schema__property', { hasText: /^dispenseRequest$/ }),
    ).toBeVisible();
    // Inside the group no row repeats the label.
    await expect(group.getByText('never sent', { exact: true })).toHaveCount(0);
    // The page's shell is the sweep's (accessibility.spec.ts); the colour rules check each
    // component of the opened schema in each place it sits once.
    expect(await markOneElementPerLook(page, 'main')).toBeGreaterThan(0);
    const narrowed = { rules: colourRules, within: colourCheckSelector };
    expect(
      await axeViolations(page, { within: 'main', narrowed }),
      'with the group and a nested section open',
    ).toEqual([]);
  },
);
