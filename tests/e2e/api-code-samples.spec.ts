import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test, waitForHydration } from '../support/e2e-test';
import { codeSampleLanguageStorageKey } from '../support/theme-storage';

/** The two operations of the API reference, and the base URL their samples call. */
const operations = [
  '/docs/api/medication/get-medication-request-by-id',
  '/docs/api/medication/get-service-request-by-id',
] as const;
const openApi = parse(
  readFileSync(path.resolve(__dirname, '../../openapi/medication.yaml'), 'utf8'),
) as { servers: { url: string }[] };
const baseUrl = openApi.servers[0]?.url ?? 'the first server of openapi/medication.yaml';

/** What each language's sample is recognisably written in. */
const languages = [
  { tab: 'curl', code: /\bcurl -L / },
  { tab: 'javascript', code: /\bfetch\(/ },
  { tab: 'python', code: /\bimport requests\b/ },
] as const;

function samples(page: Page) {
  const container = page.locator('.openapi-tabs__code-container').first();
  const panel = container.getByRole('tabpanel').first();
  return {
    tab: (name: string) =>
      container.getByRole('tablist').first().getByRole('tab', { name, exact: true }),
    code: panel.locator('pre code'),
    copy: panel.getByRole('button', { name: 'Copy code to clipboard' }),
  };
}

function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

/** Follows the API sidebar link to `path`: beside the page on desktop, in the menu on mobile. */
async function openFromSidebar(page: Page, isMobile: boolean, path: string): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator(`.navbar-sidebar a[href="${path}"]`).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .locator(`a[href="${path}"]`)
      .click();
  }
}

test('the curl, javascript and python tabs switch the sample, and each sample can be copied', async ({
  page,
}) => {
  await page.goto(operations[0]);
  await waitForHydration(page);
  const sample = samples(page);
  await expect(sample.tab('curl')).toHaveAttribute('aria-selected', 'true');

  for (const { tab, code } of languages) {
    await sample.tab(tab).click();
    await expect(sample.tab(tab)).toHaveAttribute('aria-selected', 'true');
    await expect(sample.code).toHaveText(code, { useInnerText: true });
    await expect(sample.code).toContainText(`${baseUrl}/MedicationRequest/`);
    for (const other of languages.filter((language) => language.tab !== tab)) {
      await expect(sample.tab(other.tab)).toHaveAttribute('aria-selected', 'false');
    }

    const shown = await sample.code.innerText();
    await sample.copy.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The block shows line numbers and breaks lines visually; the words must be the same.
    expect(words(copied)).toBe(words(shown));
  }
});

test('the chosen language is kept when moving to the other operation', async ({
  page,
  isMobile,
}) => {
  await page.goto(operations[0]);
  await waitForHydration(page);
  await samples(page).tab('python').click();
  await expect(samples(page).code).toHaveText(/\bimport requests\b/, { useInnerText: true });

  await openFromSidebar(page, isMobile, operations[1]);
  await expect(page).toHaveURL(operations[1]);
  const sample = samples(page);
  await expect(sample.tab('python')).toHaveAttribute('aria-selected', 'true');
  await expect(sample.code).toHaveText(/\bimport requests\b/, { useInnerText: true });
  await expect(sample.code).toContainText(`${baseUrl}/ServiceRequest/`);

  // And on a fresh load of that page.
  await page.reload();
  await waitForHydration(page);
  await expect(samples(page).tab('python')).toHaveAttribute('aria-selected', 'true');
  expect(
    await page.evaluate((key) => localStorage.getItem(key), codeSampleLanguageStorageKey),
  ).toBe('python');
});
