import type { Page, Request } from '@playwright/test';
import { oauthFailures } from '@medication-module/sandbox';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/e2e-test';
import { expectHydrated } from '../support/hydration';
import { viewportIndependent } from '../support/viewport';

/**
 * The sign-in lab of the getting-started guide, by keyboard: it opens on first use (its code is
 * the only thing loaded), walks a standalone launch to a read, shows the failure and its guide
 * section for a mistake at each step, and sends no request once open.
 */
const guide = '/docs/guides/medication-module/getting-started';

async function openLab(page: Page): Promise<Request[]> {
  await page.goto(guide);
  await expectHydrated(page);
  const open = page.getByRole('button', { name: 'Open the sign-in lab' });
  await open.focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('heading', { name: /1\. Send the browser/ });
  await expect(first).toBeFocused();
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  return sent;
}

const step = (page: Page, number: number) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${number}\\.`) }) });

async function press(page: Page, number: number, name: string, mistake = ''): Promise<void> {
  const section = step(page, number);
  await section.getByLabel('Break it on purpose').selectOption(mistake);
  await section.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

test(
  'the sign-in lab walks a standalone launch to a read, by keyboard, without a request',
  viewportIndependent,
  async ({ page }) => {
    const sent = await openLab(page);
    await press(page, 1, 'Send the authorization request');
    await expect(step(page, 1).locator('output')).toContainText('This step worked.');
    await expect(step(page, 1).locator('output')).toContainText('HTTP 302');
    await press(page, 2, 'Compare state');
    await expect(step(page, 2).locator('output')).toContainText('This step worked.');
    await press(page, 3, 'Exchange the code');
    await expect(step(page, 3).locator('output')).toContainText('"expires_in": 300');
    await press(page, 4, 'Read the prescription');
    await expect(step(page, 4).locator('output')).toContainText('"id": "medreq-paracetamol-oral"');
    // A mistake at the last step: the answer, the failure and the section that explains it.
    await press(page, 4, 'Read the prescription', 'scope-insufficient');
    const failure = oauthFailures['scope-insufficient'];
    await expect(step(page, 4).locator('output')).toContainText(failure.description);
    await expect(
      step(page, 4).getByRole('link', { name: 'The rule, in this guide' }),
    ).toHaveAttribute('href', `#${failure.anchor}`);
    expect(sent.map((request) => request.url())).toEqual([]);
    // The whole page with the lab open and every step answered.
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('the sign-in lab explains a mistake at the authorization and the token steps', async ({
  page,
}) => {
  await openLab(page);
  await press(page, 1, 'Send the authorization request', 'aud-wrong');
  await expect(step(page, 1).locator('output')).toContainText(
    oauthFailures['aud-wrong'].description,
  );
  await press(page, 1, 'Send the authorization request');
  await press(page, 2, 'Compare state', 'state-mismatch');
  await expect(step(page, 2).locator('output')).toContainText(
    oauthFailures['state-mismatch'].description,
  );
  await expect(step(page, 3).getByRole('button', { name: 'Exchange the code' })).toBeDisabled();
  await press(page, 2, 'Compare state');
  await press(page, 3, 'Exchange the code', 'verifier-wrong');
  await expect(step(page, 3).locator('output')).toContainText(
    oauthFailures['verifier-wrong'].description,
  );
});
