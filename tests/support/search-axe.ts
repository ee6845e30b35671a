import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * axe limited to the navbar's search slot (button and dialog). @axe-core/playwright
 * types its page with the top-level playwright-core, a newer release than the one
 * @playwright/test runs; the page methods it calls are the same in both.
 */
export function searchAxe(page: Page): AxeBuilder {
  return axeBuilder(page as unknown as AxePage).include(
    'nav.navbar [class*="navbarSearchContainer"]',
  );
}
