import { readFile } from 'node:fs/promises';
import { loadSpec, responseExamples } from '@medication-module/api-description';
import type { Locator } from '@playwright/test';
import { checkerHash, checkerPath } from '../../src/components/CheckResource/handoff';
import { shownLength } from '../../src/components/CheckResource/held-text';
import {
  documentedOperations,
  explorerExpect,
  openOperation,
  operationTestTimeout,
} from '../support/api-pages';
import { axeViolations, colourRules } from '../support/axe';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { pageOverflow } from '../support/layout';
import { colourCheckSelector, markOneElementPerLook } from '../support/text-styles';
import { viewportIndependent } from '../support/viewport';

/*
 * The "Check a resource" tool on the MedicationRequest guide, used as a reader would: paste,
 * fix a syntax error, pick an example, drop a file, on a desktop; on a phone, what its layout
 * changes. The checker's findings themselves are proven in packages/fhir-checker's unit tests,
 * here only that the page shows them.
 */
const spec = loadSpec();
/**
 * A check's report: the worker reads the R4 definitions on its first check and works through a
 * large Bundle in seconds, far longer on a busy machine. A bound against a hang, not a speed.
 */
const reportExpect = expect.configure({ timeout: 60_000 });
const prescription = Object.keys(spec.paths)
  .flatMap((template) => responseExamples(spec, template, '200').map(({ value }) => value))
  .find(
    (value): value is Record<string, unknown> =>
      typeof value === 'object' &&
      value !== null &&
      (value as { resourceType?: unknown }).resourceType === 'MedicationRequest',
  );
/**
 * A paste from the clipboard, as the browser delivers it to the box. An untrusted paste event
 * inserts nothing itself: this is for the texts the page keeps beside the box.
 */
const paste = (box: Locator, text: string): Promise<void> =>
  box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    (element as HTMLTextAreaElement).focus();
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

/** Text only the pasted resource carries, to find it in any request the page sends. */
const marker = 'pasted-by-the-check-resource-test';

/** A collection Bundle of `entries`, each given an id and a full URL of its own. */
const bundle = (entries: Record<string, unknown>[]): string =>
  JSON.stringify({
    resourceType: 'Bundle',
    type: 'collection',
    entry: entries.map((resource, index) => ({
      fullUrl: `https://fhir.example.org/r4/MedicationRequest/copy-${index}`,
      resource: { ...resource, id: `copy-${index}` },
    })),
  });

/** A JSON text whose third line has a syntax error at column 12. */
const notJson = '{\n  "resourceType": "MedicationRequest",\n  "status" "active"\n}';

/**
 * Where the first line of text of the line numbers and of the box are drawn, read in one call:
 * the page may still scroll to what a check showed, and two reads could fall either side of it.
 */
async function firstLines(numbers: Locator, box: Locator): Promise<[number, number]> {
  const boxElement = await box.elementHandle();
  return numbers.evaluate((pre, other) => {
    const firstLine = (element: Element): number => {
      const style = getComputedStyle(element);
      return (
        element.getBoundingClientRect().top +
        parseFloat(style.borderTopWidth) +
        parseFloat(style.paddingTop) +
        parseFloat(style.lineHeight) * 1000
      );
    };
    return [firstLine(pre), other ? firstLine(other) : Number.NaN];
  }, boxElement);
}

test(
  'checks a pasted, broken, picked and dropped resource without sending it anywhere',
  viewportIndependent,
  async ({ page, baseURL }) => {
    // Four checks, two of them of a worker's first and largest input (see reportExpect).
    test.slow();
    if (!prescription) throw new Error('The API description has no MedicationRequest example.');
    await page.goto(`${checkerPath}${checkerHash}`);
    await waitForSettledPage(page);
    const sent: { url: string; body: string }[] = [];
    page.on('request', (request) =>
      sent.push({ url: request.url(), body: request.postData() ?? '' }),
    );

    const json = page.getByRole('textbox', { name: 'JSON of a resource' });
    const status = page.getByRole('status').filter({ hasText: /^Check/ });
    const findings = page.getByRole('heading', { name: /^(Findings|No findings)/ });

    // Paste a prescription with a misspelt element, and check it from the keyboard.
    await json.fill(JSON.stringify({ ...prescription, dosageInstructions: [{ text: marker }] }));
    await json.press('Control+Enter');
    // The counts are heard once: in the heading that takes the focus, not again in the live region.
    await reportExpect(findings).toBeFocused();
    await expect(findings).toHaveAccessibleName(
      /^Findings: [1-9]\d* errors?, \d+ warnings?, \d+ notes?$/,
    );
    await expect(status).toHaveText('Checked.');
    const unknown = page.getByRole('listitem').filter({ hasText: '$.dosageInstructions' });
    await expect(unknown).toContainText('is not an element of MedicationRequest');
    await expect(unknown.getByRole('link')).toHaveAttribute('href', /medication-request#/);

    // Not JSON: the line and column of the fault.
    await json.fill(notJson);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Not JSON' })).toContainText(
      'line 3, column 12',
    );
    // Line numbers beside the box, each level with its line, hidden from screen readers.
    const numbers = page.locator('form pre[aria-hidden="true"]');
    await expect(numbers).toHaveText('1\n2\n3\n4');
    const [numbersLine, boxLine] = await firstLines(numbers, json);
    expect(numbersLine).toBeCloseTo(boxLine, 0);
    // The box says it is invalid, and the fault is one step away.
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Go to line 3, column 12' }).click();
    await expect(json).toBeFocused();
    expect(await json.evaluate((box: HTMLTextAreaElement) => box.selectionStart)).toBe(
      '{\n  "resourceType": "MedicationRequest",\n'.length + 11,
    );

    // A paste too long for the box is kept beside it (laid out in the box, it slowed every later
    // change of the page): said, checked, its fault shown on its line, then shown in the box.
    const broken = notJson.padEnd(shownLength + 1);
    await json.fill('');
    await paste(json, broken);
    const kept = page.getByText(
      /^The pasted text \([\d.]+ [KM]B, 4 lines\) is kept beside the box/,
    );
    await expect(kept).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /kept beside/ })).toHaveText(
      /^The pasted text \([\d.]+ [KM]B\) is kept beside the box, too large to show in it: press Check\.$/,
    );
    await expect(json).toHaveValue('');
    await expect(json).toHaveAttribute('readonly');
    await expect(json).toHaveAccessibleDescription(/is kept beside the box/);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(
      page.getByText('It is not in the box, so here is its line, the fault marked:'),
    ).toBeVisible();
    await expect(page.locator('form pre mark')).toHaveText('"');
    await expect(page.locator('form pre').filter({ has: page.locator('mark') })).toHaveText(
      '  "status" "active"',
    );
    await expect(page.getByRole('button', { name: /^Go to line/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show it in the box' }).click();
    await expect(json).toBeFocused();
    await expect(json).toHaveValue(broken);
    await expect(json).not.toHaveAttribute('readonly');
    await expect(kept).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to line 3, column 12' }).click();
    expect(await json.evaluate((box: HTMLTextAreaElement) => box.selectionStart)).toBe(
      '{\n  "resourceType": "MedicationRequest",\n'.length + 11,
    );
    // Kept again, then cleared: the box takes typing again.
    await json.fill('');
    await paste(json, broken);
    await expect(kept).toBeVisible();
    await page.getByRole('button', { name: 'Clear it' }).click();
    await expect(kept).toHaveCount(0);
    await expect(json).toBeFocused();
    await expect(json).not.toHaveAttribute('readonly');

    // A sandbox example, browsed with the arrow keys: each puts its example in the box and
    // nothing else happens until Check (WCAG 3.2.2).
    const picker = page.getByRole('combobox', { name: 'Or pick a sandbox example' });
    await picker.focus();
    await expect(picker.locator('option').nth(2)).toBeAttached();
    const [first, second] = await picker
      .locator('option')
      .evaluateAll((options) => options.slice(1, 3).map((option) => option.textContent ?? ''));
    const inTheBox = page.getByRole('status').filter({ hasText: /is in the box/ });
    await picker.press('ArrowDown');
    await expect(inTheBox).toHaveText(`${first ?? ''} is in the box: press Check.`);
    await picker.press('ArrowDown');
    await expect(inTheBox).toHaveText(`${second ?? ''} is in the box: press Check.`);
    await expect(picker).toBeFocused();
    await expect(findings).toHaveCount(0);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No findings' })).toBeFocused();
    await expect(json).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'What it means' })).toBeVisible();

    // A dropped file: a Bundle, explained entry by entry.
    const dropped = await page.evaluateHandle(
      (text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], 'feed.json', { type: 'application/json' }));
        return transfer;
      },
      bundle([prescription, { ...prescription, status: 'paused' }]),
    );
    await json.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(json).toHaveValue(/"paused"/);
    const paused = page.getByRole('listitem').filter({ hasText: '$.entry[1].resource.status' });
    await expect(paused).toBeVisible();
    await expect(paused).toContainText('Not valid R4');

    // The report for a bug report, made in the page: an OperationOutcome and Markdown.
    const downloaded = async (button: string): Promise<string> => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      return readFile(await download.path(), 'utf8');
    };
    const outcome = JSON.parse(await downloaded('Download OperationOutcome')) as {
      resourceType: string;
      issue: { severity: string; expression: string[] }[];
    };
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(outcome.issue).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        expression: ['Bundle.entry[1].resource.status'],
      }),
    );
    await expect(page.getByRole('status').filter({ hasText: 'downloaded' })).toHaveText(
      'The report is downloaded as check-bundle.operation-outcome.json.',
    );
    const markdown = await downloaded('Download Markdown');
    expect(markdown).toMatch(/^## Check a resource: Bundle\n/);
    expect(markdown).toContain('| `$.entry[1].resource.status` | `required-binding` |');
    // Here, where the report shows findings and explanations: the report of the large file
    // below repeats the same markup for each of its hundreds of entries.
    expect(await axeViolations(page)).toEqual([]);

    // A file chosen with the file picker, too large to show: checked, and the box left empty.
    // About 1 MB, whatever the size of the example: twice the most the box shows.
    const copies = Math.ceil(1_000_000 / JSON.stringify(prescription).length);
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'feed.json',
      mimeType: 'application/json',
      buffer: Buffer.from(bundle(Array.from({ length: copies }, () => prescription))),
    });
    await reportExpect(status).toHaveText(
      /^Checked feed\.json \([\d.]+ [KM]B, too large to show in the box\)\.$/,
    );
    await expect(findings).toBeFocused();
    await expect(findings).toHaveAccessibleName(/^(No findings|Findings: 0 errors,)/);
    await expect(json).toHaveValue('');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const origin = new URL(baseURL ?? '').origin;
    expect(
      sent.filter(({ url }) => !url.startsWith('data:') && new URL(url).origin !== origin),
    ).toEqual([]);
    expect(sent.filter(({ url, body }) => `${url} ${body}`.includes(marker))).toEqual([]);
  },
);

/*
 * What the phone's layout changes of the flow above, which the desktop runs: the box's size and
 * font, and a report in one narrow column. A phone reader gets the same handlers.
 */
test('on a phone, the line numbers sit beside their lines, and a report fits the screen and passes axe', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desktop layout is checked by the whole flow above');
  if (!prescription) throw new Error('The API description has no MedicationRequest example.');
  await page.goto(`${checkerPath}${checkerHash}`);
  await waitForSettledPage(page);
  const json = page.getByRole('textbox', { name: 'JSON of a resource' });
  const check = page.getByRole('button', { name: 'Check', exact: true });

  await json.fill(notJson);
  await check.click();
  const numbers = page.locator('form pre[aria-hidden="true"]');
  await expect(numbers).toHaveText('1\n2\n3\n4');
  const [numbersLine, boxLine] = await firstLines(numbers, json);
  expect(numbersLine).toBeCloseTo(boxLine, 0);

  await json.fill(bundle([prescription, { ...prescription, status: 'paused' }]));
  await check.click();
  // The worker's first check here (see reportExpect).
  await reportExpect(
    page.getByRole('listitem').filter({ hasText: '$.entry[1].resource.status' }),
  ).toContainText('Not valid R4');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test(
  'Check this response, under a Try it answer, opens the checker with that answer',
  viewportIndependent,
  async ({ page }) => {
    test.setTimeout(operationTestTimeout);
    const [operation] = documentedOperations();
    if (!operation) throw new Error('The API description documents no operation.');
    await openOperation(page, operation.route);
    const tryIt = page.getByRole('region', { name: 'Try it' });
    await tryIt.getByLabel('Fill in a request that gets').selectOption('200');
    await tryIt.getByRole('button', { name: 'Send' }).click();
    // The answer arrives after Send (its code loads on first use); its button says it is there.
    const check = tryIt.getByRole('button', { name: 'Check this response' });
    await explorerExpect(check).toBeVisible();
    const body = (await tryIt.locator('pre').last().textContent()) ?? '';
    await check.click();
    await expect(page).toHaveURL(new RegExp(`${checkerPath}${checkerHash}$`));
    // The worker's first check here (see reportExpect).
    await reportExpect(page.getByRole('heading', { name: 'No findings' })).toBeFocused();
    const pasted = await page.getByRole('textbox', { name: 'JSON of a resource' }).inputValue();
    expect(JSON.parse(pasted)).toEqual(JSON.parse(body));

    // The answer is not kept in the history entry: a reload starts with an empty box.
    expect(await page.evaluate(() => JSON.stringify(window.history.state ?? null))).not.toContain(
      'checkResourceText',
    );
    await page.reload();
    await waitForSettledPage(page);
    await expect(page.getByRole('textbox', { name: 'JSON of a resource' })).toHaveValue('');
    await expect(page.getByRole('heading', { name: /^(Findings|No findings)/ })).toHaveCount(0);
  },
);

/** The sandbox's prescription for a tablet three times a day, which each case below breaks once. */
const oralTablet = responseExamples(spec, '/MedicationRequest/{id}', '200').find(
  ({ name }) => name === 'oralTablet',
)?.value as Record<string, unknown> | undefined;

type Case = readonly [what: string, input: string, path: string, says: RegExp];

function brokenOnPurpose(example: Record<string, unknown>): Case[] {
  const copy = (): Record<string, unknown> => structuredClone(example);
  const wrongAtc = copy();
  const codings = (wrongAtc.medicationCodeableConcept as { coding: { system: string }[] }).coding;
  const atc = codings.findIndex(({ system }) => system === 'http://www.whocc.no/atc');
  if (atc >= 0) (codings[atc] as { system: string }).system = 'http://www.whocc.no/atc/';
  const buccal = copy();
  const [dosage] = buccal.dosageInstruction as Record<string, unknown>[];
  if (dosage) {
    dosage.route = {
      coding: [{ system: 'http://snomed.info/sct', code: '54471007', display: 'Buccal route' }],
    };
  }
  const disagreeing = copy();
  const [said] = disagreeing.dosageInstruction as Record<string, unknown>[];
  if (said) said.text = '1 tablet by mouth every 8 hours';
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    [
      'ATC with a trailing slash',
      json(wrongAtc),
      `$.medicationCodeableConcept.coding[${atc}]`,
      /http:\/\/www\.whocc\.no\/atc/,
    ],
    [
      'a route outside its ValueSet',
      json(buccal),
      '$.dosageInstruction[0].route.coding[0]',
      /not in the module's ValueSet/,
    ],
    [
      'an element the module never sends',
      json({ ...copy(), priority: 'urgent' }),
      '$.priority',
      /did not come from the module/,
    ],
    [
      "an intent other than order, an invariant of the module's profile",
      json({ ...copy(), intent: 'plan' }),
      '$.intent',
      /invariant mm-mr-intent of the profile MedicationModuleMedicationRequest/,
    ],
    [
      'a Dosage text that says otherwise',
      json(disagreeing),
      '$.dosageInstruction[0].text',
      /the text says/,
    ],
    ['an empty box', '', '$', /nothing to check/],
    [
      'FHIR XML',
      '<MedicationRequest xmlns="http://hl7.org/fhir"><status value="active"/></MedicationRequest>',
      '$',
      /JSON only/,
    ],
    [
      'a resource type the module does not send, checked as R4',
      json({ resourceType: 'Patient', id: 'p1' }),
      '$.resourceType',
      /never sends a Patient: it is checked as FHIR R4 only/,
    ],
    [
      '10,000 levels of nesting',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      '$',
      /nested more than \d+ levels deep/,
    ],
  ];
}

test(
  'each bad input and each example broken on purpose gets its finding, at its path, with its guide',
  viewportIndependent,
  async ({ page }) => {
    if (!oralTablet) throw new Error('The API description has no oralTablet example.');
    await page.goto(`${checkerPath}${checkerHash}`);
    await waitForSettledPage(page);
    const json = page.getByRole('textbox', { name: 'JSON of a resource' });
    const check = page.getByRole('button', { name: 'Check', exact: true });
    const findings = page.getByRole('heading', { name: /^(Findings|No findings)/ });
    for (const [what, input, path, says] of brokenOnPurpose(oralTablet)) {
      await json.fill(input);
      await check.click();
      // The first is the worker's first check (see reportExpect).
      await reportExpect(findings, what).toBeFocused();
      const item = page.getByRole('listitem').filter({ hasText: path }).filter({ hasText: says });
      await expect(item.first(), what).toBeVisible();
      await expect(item.first().getByRole('link').first(), what).toHaveAttribute(
        'href',
        /^\/docs\//,
      );
    }

    // Markup in a string is shown as text, never drawn.
    await json.fill(JSON.stringify({ ...oralTablet, priority: '<img src="x" id="injected">' }));
    await check.click();
    await expect(
      page.getByRole('listitem').filter({ hasText: '$.priority' }).filter({ hasText: '<img' }),
    ).toBeVisible();
    await expect(page.locator('#injected')).toHaveCount(0);
  },
);

test(
  'a long report: grouped by rule or by entry, each group a heading that opens by keyboard, "Show all" hands the focus on',
  viewportIndependent,
  async ({ page }) => {
    // A long Bundle is the worker's first input here (see reportExpect).
    test.slow();
    if (!oralTablet) throw new Error('The API description has no oralTablet example.');
    await page.goto(`${checkerPath}${checkerHash}`);
    await waitForSettledPage(page);
    // Just long enough for every limit of the report: one entry more than the 50 groups drawn
    // at first, and two warnings of one rule on each, more than the 100 findings a group lists
    // at first. Each entry is checked whole, so a longer Bundle only costs time.
    const entryCount = 51;
    const entries = Array.from({ length: entryCount }, (_, index) => ({
      fullUrl: `https://fhir.example.org/r4/MedicationRequest/long-${index}`,
      // Two rules: two never-sent warnings on every entry, an error on every tenth.
      resource: {
        ...oralTablet,
        id: `long-${index}`,
        priority: 'urgent',
        doNotPerform: false,
        ...(index % 10 === 0 ? { status: 'paused' } : {}),
      },
    }));
    const pausedEntries = Math.ceil(entryCount / 10);
    // Pasted, and longer than the box takes: kept beside it, as a maximal report's input is.
    const json = page.getByRole('textbox', { name: 'JSON of a resource' });
    await paste(
      json,
      JSON.stringify(
        { resourceType: 'Bundle', type: 'collection', entry: entries },
        null,
        2,
      ).padEnd(shownLength + 1),
    );
    await expect(
      page.getByText(/^The pasted text \([^)]+ lines\) is kept beside the box/),
    ).toBeVisible();
    await expect(json).toHaveValue('');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await reportExpect(page.getByRole('heading', { name: /^Findings/ })).toBeFocused();
    const total = Number(
      (await page.getByRole('heading', { name: /^Findings/ }).textContent())
        ?.split(',')
        .reduce((sum, part) => sum + Number(part.replace(/\D/g, '')), 0),
    );
    expect(total).toBeGreaterThanOrEqual(2 * entryCount);

    // By rule at first: one heading per rule, its count said once, in the button that opens it.
    const grouping = page.getByRole('group', { name: 'Show the findings' });
    await expect(grouping.getByRole('radio', { name: 'By rule' })).toBeChecked();
    const ruleGroups = page.getByRole('heading', { level: 4 }).getByRole('button');
    const neverSent = ruleGroups.filter({ hasText: /^never-sent .*: \d+ warnings?$/ });
    await expect(neverSent).toHaveCount(1);
    await expect(
      ruleGroups.filter({ hasText: new RegExp(`^required-binding .*: ${pausedEntries} errors$`) }),
    ).toHaveCount(1);
    await expect(neverSent).toHaveAttribute('aria-expanded', 'false');
    const findings = page
      .locator('main ol')
      .filter({ has: page.locator('li', { hasText: '.resource.priority' }) })
      .locator(':scope > li');
    await expect(findings).toHaveCount(0);
    // One group open, one closed; axe here, where the groups are few (over 50 of them it takes
    // minutes, for the same markup). The report explains each of its 51 entries in the same
    // components: the colour rules check each component in each place it sits once.
    const requiredBinding = ruleGroups.filter({ hasText: /^required-binding / });
    await requiredBinding.click();
    await expect(requiredBinding).toHaveAttribute('aria-expanded', 'true');
    expect(await markOneElementPerLook(page, 'main')).toBeGreaterThan(0);
    const narrowed = { rules: colourRules, within: colourCheckSelector };
    expect(await axeViolations(page, { within: 'main', narrowed })).toEqual([]);
    await neverSent.focus();
    await page.keyboard.press('Enter');
    await expect(neverSent).toHaveAttribute('aria-expanded', 'true');
    await expect(findings).toHaveCount(100);
    const showAll = page.getByRole('button', { name: /^Show all [\d,]+$/ }).first();
    const inGroup = Number((await showAll.textContent())?.replace(/\D/g, ''));
    expect(inGroup).toBeGreaterThanOrEqual(2 * entryCount);
    await showAll.click();
    await expect(findings).toHaveCount(inGroup);
    await expect(findings.nth(100)).toBeFocused();

    // By entry, chosen with the arrow keys: a heading per entry, each with its count.
    await grouping.getByRole('radio', { name: 'By rule' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(grouping.getByRole('radio', { name: 'By entry' })).toBeChecked();
    // At most 50 groups are drawn at first (thousands at once block the page); "Show all N
    // groups" draws the rest and hands the focus to the first group it added.
    const groups = page.getByRole('heading', { level: 4 }).getByRole('button');
    const entryGroups = groups.filter({ hasText: /^Entry \$\.entry\[\d+\]: \d+ findings?$/ });
    await expect(groups).toHaveCount(50);
    const allGroups = page.getByRole('button', { name: /^Show all \d+ groups$/ });
    const groupCount = Number((await allGroups.textContent())?.replace(/\D/g, ''));
    expect(groupCount).toBeGreaterThanOrEqual(entryCount);
    await allGroups.focus();
    await page.keyboard.press('Enter');
    await expect(groups).toHaveCount(groupCount);
    await expect(entryGroups).toHaveCount(entryCount);
    await expect(allGroups).toHaveCount(0);
    await expect(page.locator('main section:focus').getByRole('button')).toHaveText(
      (await groups.nth(50).textContent()) ?? '',
    );
    await entryGroups.filter({ hasText: '$.entry[7]:' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: '$.entry[7].resource.priority' }),
    ).toBeVisible();

    // And back to one list, in the report's order.
    await grouping.getByRole('radio', { name: 'By entry' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(grouping.getByRole('radio', { name: "In the report's order" })).toBeChecked();
    await expect(page.getByRole('heading', { level: 4 }).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Show all [\d,]+$/ }).first()).toHaveText(
      `Show all ${total.toLocaleString('en')}`,
    );
  },
);
