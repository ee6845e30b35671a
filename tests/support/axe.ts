import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { source } from 'axe-core';

/** WCAG 2.2 level A and AA, as the site promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules that read colours, which the stylesheets decide by an element's tag, classes and
 * inline style (text-styles.ts): a page's text need not be checked element by element.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/*
 * axe's source, run only in a page that has no axe yet. The builder runs its source twice for
 * each check (to ask which API it has, then to inject it), and the sweep checks a page up to
 * four times: eight runs of half a megabyte of script, 0.1–0.5 s of the page's CPU each. axe.run
 * sets up and clears its state on every call, so the first copy serves every check of the page;
 * a page loaded anew has none, and gets its own.
 */
const axeOncePerPage = `if (typeof window.axe === 'undefined') {\n${source}\n}`;

/**
 * axe runs in the page itself (axe.run, the builder's "legacy mode") instead of once per frame
 * with its results put together in a blank page that each check opens and loads axe into
 * again: the same rules on the same elements, a fifth less CPU for the accessibility tests.
 * What it gives up is testing frames from other origins, which the site has none of: its
 * pages hold no frame, and a request leaving 127.0.0.1 fails every test (e2e-test.ts).
 */
export function axeBuilder(page: ConstructorParameters<typeof AxeBuilder>[0]['page']): AxeBuilder {
  return new AxeBuilder({ page, axeSource: axeOncePerPage }).setLegacyMode(true);
}

/** Which rules a check runs: every rule of `wcagTags` but `skipRules`, or `onlyRules`. */
type AxeScope = {
  skipRules?: readonly string[];
  onlyRules?: readonly string[];
  /** A CSS selector: check only this part of the page (the state an action changed). */
  within?: string;
  /**
   * Rules that check only the elements `within` selects and what they hold, in the same run as
   * the other rules on the whole page: each run first reads the whole page (0.5–2 s on a long
   * one) however little it checks.
   */
  narrowed?: { rules: readonly string[]; within: string };
};

/*
 * The elements each rule that can be narrowed looks at when nothing narrows it: the `selector`
 * of its definition in axe-core (lib/rules/<id>.json; none means every element). axe.configure
 * replaces a rule's selector, it cannot add to it, so a narrowed rule's selector is built from
 * this one; its `matches` (which of those elements it applies to) stays axe's.
 */
const ruleSelectors: Readonly<Record<string, readonly string[]>> = {
  'color-contrast': ['*'],
  'link-in-text-block': ['a[href]', '[role=link]'],
};

/** A rule's own elements among those `within` selects (compound selectors) and what they hold. */
function narrowedRule(rule: string, within: string): { id: string; selector: string } {
  const own = ruleSelectors[rule];
  if (!own) throw new Error(`axe.ts does not know the elements rule ${rule} looks at`);
  const containers = within.split(',').map((selector) => selector.trim());
  const compound = /^[^\s>+~]+$/;
  if (!containers.every((container) => compound.test(container))) {
    throw new Error(`narrowed.within must list compound selectors (no combinators): ${within}`);
  }
  const selector = containers
    .flatMap((container) =>
      own.flatMap((element) => [
        `${element === '*' ? '' : element}${container}`,
        `${container} ${element}`,
      ]),
    )
    .join(', ');
  return { id: rule, selector };
}

/**
 * One line per failing element, so a failure says what to fix and where. Every rule of
 * those levels runs unless the caller names one in `skipRules` or narrows the check to
 * `onlyRules`, next to its reason.
 */
export async function axeViolations(
  page: Page,
  { skipRules = [], onlyRules, within, narrowed }: AxeScope = {},
): Promise<string[]> {
  // Only violations are collected in full: listing every passing node slows long pages.
  // options() replaces all options, so it comes before the rules to run are chosen.
  const whole = axeBuilder(page).options({ resultTypes: ['violations'] });
  const builder = within === undefined ? whole : whole.include(within);
  const scoped = onlyRules ? builder.withRules([...onlyRules]) : builder.withTags(wcagTags);
  const rules = narrowed?.rules.map((rule) => narrowedRule(rule, narrowed.within)) ?? [];
  if (rules.length > 0) {
    // The page keeps its copy of axe for its later checks (axeOncePerPage): axe.reset gives
    // them the rules as axe defines them.
    await page.evaluate(axeOncePerPage);
    await page.evaluate(`axe.configure(${JSON.stringify({ rules })})`);
  }
  const { violations } = await scoped
    .disableRules([...skipRules])
    .analyze()
    .finally(async () => {
      if (rules.length > 0) await page.evaluate('axe.reset()');
    });
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} - ${node.failureSummary ?? violation.help}`,
    ),
  );
}
