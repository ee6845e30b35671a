import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Page as AxePage } from 'playwright-core';

/** WCAG 2.2 level A and AA, as the site promises; no rule is switched off. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per failing element, so a failure says what to fix and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // @axe-core/playwright types its page with its peer playwright-core, which the lock file
  // resolves to a newer release than @playwright/test's own; at run time it only calls
  // page.evaluate and frame methods both releases share.
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage })
    // Only violations are collected in full: listing every passing node slows long pages.
    // options() replaces all options, so it comes before withTags() sets the rules to run.
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} - ${node.failureSummary ?? violation.help}`,
    ),
  );
}
