import { expect, type Page } from '@playwright/test';
import { loadRoute } from '../../scripts/site-build/build-output';
import { markDocument } from './document-marker';

/** A link in a built page's article text to another built page. */
export interface ArticleLink {
  readonly from: string;
  readonly to: string;
}

/** The first of `pages` whose article links to one of `targets` other than itself. */
export function articleLinkTo(
  pages: readonly string[],
  targets: readonly string[],
): ArticleLink | undefined {
  for (const from of pages) {
    const $ = loadRoute(from);
    const to = targets.find((target) => target !== from && $(`article a[href="${target}"]`).length);
    if (to !== undefined) return { from, to };
  }
  return undefined;
}

/**
 * Follows the article's link to `to` on the hydrated page, marking the document first, so
 * that `documentWasKept` tells afterwards whether the router handled it in the browser.
 */
export async function followArticleLink(page: Page, to: string): Promise<void> {
  await markDocument(page);
  await page.locator(`article a[href="${to}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}
