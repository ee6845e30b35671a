import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 level A and AA, as the site promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * One line per failing element, so a failure says what to fix and where. Every rule of
 * those levels runs unless the caller names one in `skipRules`, next to its reason.
 */
export async function axeViolations(
  page: Page,
  { skipRules = [] }: { skipRules?: readonly string[] } = {},
): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // Only violations are collected in full: listing every passing node slows long pages.
    // options() replaces all options, so it comes before withTags() sets the rules to run.
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .disableRules([...skipRules])
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} - ${node.failureSummary ?? violation.help}`,
    ),
  );
}
