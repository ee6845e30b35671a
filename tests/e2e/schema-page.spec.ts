import type { Locator, Page } from '@playwright/test';
import { loadRoute } from '../../scripts/site-build/build-output';
import { articleLinkTo, followArticleLink } from '../support/article-links';
import { documentWasKept } from '../support/document-marker';
import { expect, test } from '../support/e2e-test';
import { viewportIndependent } from '../support/viewport';
import { expectHydrated } from '../support/hydration';
import { layerOffReason, performanceLayerEnabled } from '../../plugins/performance/switch';
import { allPageAssets } from '../../scripts/site-build/page-assets';
import { rememberServerElements, serverElementsKept } from '../support/server-elements';

/*
 * A schema page's schema column is static markup (plugins/performance/static-markup): hydration
 * keeps the server's elements without running React on them, and its sections are native
 * <details>. After a client-side navigation React renders the same column itself.
 */

const column = '.openapi-left-panel__container.schema';
const sections = `${column} details`;

const pages = allPageAssets();
const schemaPages = pages
  .filter((page) => page.kind === 'api-schema')
  .map(({ route }) => ({ route, sections: loadRoute(route)(sections).length }))
  .filter((page) => page.sections > 1)
  .sort((a, b) => b.sections - a.sections);
const linkToSchema = articleLinkTo(
  pages.map((page) => page.route),
  schemaPages.map((schema) => schema.route),
);

/** Whether React has claimed the element: hydration or a render tags each node it owns. */
function ownedByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** The first closed section, by its place among all sections (which opening does not change). */
async function firstClosedSection(page: Page): Promise<Locator> {
  const index = await page
    .locator(sections)
    .evaluateAll((all) => all.findIndex((section) => !section.hasAttribute('open')));
  expect(index).toBeGreaterThanOrEqual(0);
  return page.locator(sections).nth(index);
}

/** Opens a closed section with a press and another with Enter, and closes that one with Enter. */
async function expectSectionsToggle(page: Page): Promise<void> {
  const byPointer = await firstClosedSection(page);
  await byPointer.locator(':scope > summary').click();
  await expect(byPointer).toHaveAttribute('open', '');
  await expect(byPointer.locator('.openapi-schema__property').nth(1)).toBeVisible();

  const byKeyboard = await firstClosedSection(page);
  const summary = byKeyboard.locator(':scope > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(byKeyboard).toHaveAttribute('open', '');
  await expect(byKeyboard.locator('.openapi-schema__property').nth(1)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(byKeyboard).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
}

test(
  'a schema page keeps the server-rendered schema through hydration, sections and all',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!performanceLayerEnabled(), layerOffReason);
    const [largest] = schemaPages;
    test.skip(!largest, 'No schema page in this build has nested sections.');
    await rememberServerElements(page, sections);
    await page.goto(largest?.route ?? '/');
    await expectHydrated(page);

    const { kept } = await serverElementsKept(page, sections);
    expect(kept).toBe(true);
    expect(await page.locator(sections).count()).toBe(largest?.sections);
    // The column itself is part of the page React hydrated; nothing inside it is.
    expect(await ownedByReact(page.locator(column))).toBe(true);
    expect(await ownedByReact(page.locator(sections).first())).toBe(false);

    await expectSectionsToggle(page);
  },
);

test(
  'after a client-side navigation React renders the schema, and its sections still toggle',
  viewportIndependent,
  async ({ page }) => {
    test.skip(!linkToSchema, 'No page links to a schema page with nested sections.');
    const { from = '/', to = '/' } = linkToSchema ?? {};
    await page.goto(from);
    await expectHydrated(page);
    await followArticleLink(page, to);
    await expect(page.locator(sections)).toHaveCount(
      schemaPages.find((schema) => schema.route === to)?.sections ?? -1,
    );
    expect(await ownedByReact(page.locator(sections).first())).toBe(true);
    await expectSectionsToggle(page);
    expect(await documentWasKept(page)).toBe(true);
  },
);
