import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, waitForSettledPage } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import { specFile } from '@medication-module/api-description';
import { openApiDownloadUrl } from '../../config/openapi-paths';
import { responseExamples } from '@medication-module/api-description';
import {
  apiRoutes,
  apiSpec,
  codeSamples,
  documentedOperations,
  languageTabs,
  openOperation,
  sampleLanguages,
  operationContent,
  responsesSection,
  visibleResponseCode,
  explorerExpect,
  operationTestTimeout,
  revealSamplesPanel,
} from '../support/api-pages';
import { loadRoute, readBuiltFile } from '../../scripts/site-build/build-output';
import { holdLateScripts } from '../support/held-scripts';
import { expectHydrated } from '../support/hydration';
import { layerOffReason, performanceLayerEnabled } from '../../plugins/performance/switch';

/** The rendered API reference: sample tabs, response examples, download, and no third-party requests. */
const operations = documentedOperations();

test.describe.configure({ timeout: operationTestTimeout });

/*
 * One load of each operation page for what it shows as drawn: an operation page hydrates for
 * seconds, and neither part changes what the other reads (the chosen language changes no
 * response, a chosen response no sample).
 */
for (const operation of operations) {
  test(
    `${operation.summary} offers exactly curl, javascript and python samples with this site's icons, each without a tab list of one, and every named response example, chosen by summary, and the error bodies`,
    viewportIndependent,
    async ({ page, baseURL }) => {
      await openOperation(page, operation.route);
      await test.step('the code samples', async () => {
        await explorerExpect(languageTabs(page)).toHaveText(sampleLanguages.map((s) => s.language));
        for (const { language } of sampleLanguages) {
          const tab = languageTabs(page).filter({ hasText: new RegExp(`^${language}$`) });
          const icon = await tab.evaluate((element) => {
            const style = getComputedStyle(element, '::after');
            return { image: style.backgroundImage, width: style.width, height: style.height };
          });
          // Inlined as a data URI by the build, or a file of this site; never another host.
          expect(icon.image, language).toMatch(
            new RegExp(`^url\\("(data:image/svg\\+xml|${baseURL}/)`),
          );
          // The theme sizes the icons through :root variables; a broken rule leaves them 0 px wide.
          expect(icon, language).toMatchObject({ width: '24px', height: '24px' });
          await tab.click();
          await explorerExpect(codeSamples(page).locator('code')).toContainText('Authorization');
          // One variant per language: its panel holds the sample, not a list of one tab.
          await expect(codeSamples(page).getByRole('tablist')).toHaveCount(1);
        }
      });

      await test.step('the response examples', async () => {
        const responses = responsesSection(page);
        // The examples come first: no click on a tab to see one.
        await explorerExpect(responses.getByRole('tab', { name: 'Example' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        for (const { name, summary, value } of operation.examples) {
          if (operation.examples.length > 1) {
            await responses.getByRole('radio', { name: summary ?? name, exact: true }).check();
          }
          await explorerExpect(visibleResponseCode(page)).toContainText(
            `"id": "${(value as { id: string }).id}"`,
          );
        }
        for (const [status, issueCode] of [
          ['401', 'login'],
          ['403', 'forbidden'],
          ['404', 'not-found'],
          ['406', 'not-supported'],
          ['410', 'deleted'],
          ['429', 'throttled'],
        ] as const) {
          await responses.getByRole('tab', { name: status, exact: true }).click();
          const [example] = responseExamples(apiSpec, operation.path, status);
          await expect(responses.getByText(example?.summary ?? '')).toBeVisible();
          await explorerExpect(visibleResponseCode(page)).toContainText(`"code": "${issueCode}"`);
        }
        // Only the hand-written, validated examples are shown; no example generated from the schema.
        await expect(
          responses.locator('li[role="tab"]', { hasText: 'Example (auto)' }),
        ).toHaveCount(0);
      });
    },
  );
}

test('a response schema far below the screen is drawn as the reader reaches it', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone layout shows the responses below the whole request');
  test.skip(!performanceLayerEnabled(), layerOffReason);
  const [operation] = operations;
  if (!operation) throw new Error('No operation page');
  // A phone held sideways: the responses start several screen heights down.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(operation.route);
  // Once the page has its final height (the schemas render after hydration), back to its top.
  await revealSamplesPanel(page);
  await responsesSection(page).getByRole('tab', { name: 'Schema' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const schema = operationContent(page).locator('details.response').filter({ visible: true });
  await expect(schema).toHaveCount(1);
  const firstProperty = schema.locator('li').first();
  // `contentVisibilityAuto` makes checkVisibility() report content the browser skips.
  const drawn = () =>
    firstProperty.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }));
  await expect.poll(drawn).toBe(false);
  // Scrolled to where the schema is at each try, not through a handle found once: the theme's
  // tabs can still render the response again, and a detached element cannot be scrolled to.
  const summary = schema.locator(':scope > summary');
  await expect
    .poll(async () => {
      await summary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      return drawn();
    })
    .toBe(true);
  await expect(firstProperty).toBeInViewport();
});

test(
  'an operation page hydrates without the code of its parameters, request and responses, and draws them once it arrives',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    const [operation] = operations;
    if (!operation) throw new Error('No operation page');
    const scripts = await holdLateScripts(page, operation.route);

    await page.goto(operation.route);
    await expectHydrated(page);
    const content = operationContent(page);
    const parameterHeadingClass = 'openapi-markdown__details-summary-header-params';
    const parameterHeadings = content.locator(`.${parameterHeadingClass}`);
    // The page has asked for the code that draws the parameters, and it is held: until the
    // release nothing can draw them, so what shows now is what a reader sees meanwhile.
    await expect
      .poll(() =>
        scripts
          .heldPaths()
          .some((file) => readBuiltFile(file.slice(1)).includes(parameterHeadingClass)),
      )
      .toBe(true);
    await expect(content.locator('.openapi-skeleton').first()).toBeAttached();
    await expect(parameterHeadings).toHaveCount(0);

    scripts.release();
    await waitForSettledPage(page);
    await expect(content.locator('.openapi-skeleton')).toHaveCount(0);
    await expect(parameterHeadings.first()).toHaveText('Path Parameters');
  },
);

test(
  'the download link serves the OpenAPI description',
  viewportIndependent,
  async ({ page, request }) => {
    const linking = apiRoutes().filter(
      (route) => loadRoute(route)(`a[href="${openApiDownloadUrl}"]`).length > 0,
    );
    expect(linking.length).toBeGreaterThan(0);
    await page.goto(linking[0] ?? '');
    await expectHydrated(page);
    // The link sits in the Export menu, which opens on hover.
    await page.getByRole('button', { name: 'Export' }).hover();
    const link = page.getByRole('link', { name: 'OpenAPI Spec' });
    await explorerExpect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', openApiDownloadUrl);
    // A plain download link saves the file by itself, with no script involved. The click is
    // dispatched on the link: a pointer on its way from the button to the hover menu can
    // leave the menu on a slow machine, which is about hovering, not about the download.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      link.dispatchEvent('click'),
    ]);
    expect(download.suggestedFilename()).toBe(path.basename(openApiDownloadUrl));
    const response = await request.get(openApiDownloadUrl);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(readFileSync(specFile, 'utf8'));
  },
);
