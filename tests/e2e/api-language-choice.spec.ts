import type { Page } from '@playwright/test';
import {
  codeSamples,
  documentedOperations,
  explorerExpect,
  languageTabs,
  openOperation,
  operationTestTimeout,
  revealSamplesPanel,
  sampleLanguages,
} from '../support/api-pages';
import { expect, test } from '../support/e2e-test';
import { codeSampleLanguageStorageKey } from '../support/theme-storage';

/*
 * Switching the sample tabs and copying each sample is tested in
 * api-samples.spec.ts; this file checks that the reader's choice of language
 * stays with them from one operation to the other.
 */
const [first, second] = documentedOperations();
const [firstLanguage] = sampleLanguages;
const python = sampleLanguages.find(({ language }) => language === 'python');

test.describe.configure({ timeout: operationTestTimeout });

/** Follows the API sidebar link to `route`: beside the page on desktop, in the menu on mobile. */
async function openFromSidebar(page: Page, isMobile: boolean, route: string): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator(`.navbar-sidebar a[href="${route}"]`).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .locator(`a[href="${route}"]`)
      .click();
  }
}

async function expectSelected(page: Page, language: string, signature: string): Promise<void> {
  await revealSamplesPanel(page);
  const selected = languageTabs(page).and(page.locator('[aria-selected="true"]'));
  await explorerExpect(selected).toHaveText(language);
  await explorerExpect(codeSamples(page).locator('code')).toContainText(signature);
}

test('the chosen sample language is kept on the other operation, also after a reload', async ({
  page,
  isMobile,
}) => {
  if (!first || !second || !python) throw new Error('two operations and a python sample');
  await openOperation(page, first.route);
  await expectSelected(page, firstLanguage.language, firstLanguage.signature);

  await languageTabs(page).getByText(python.language, { exact: true }).click();
  await expectSelected(page, python.language, python.signature);

  await openFromSidebar(page, isMobile, second.route);
  await expect(page).toHaveURL(second.route);
  await expectSelected(page, python.language, python.signature);

  await page.reload();
  await expectSelected(page, python.language, python.signature);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), codeSampleLanguageStorageKey),
  ).toBe(python.language);
});
