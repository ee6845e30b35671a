import type { PageKind } from '../../tests/support/page-assets';

/** The page kinds the bench measures in a browser, one representative page each. */
export const benchedKinds = [
  'home',
  'guide',
  'api-operation',
  'api-schema',
  'blog-post',
] as const satisfies readonly PageKind[];
export type BenchedKind = (typeof benchedKinds)[number];

const kibibyte = 1024;

/**
 * Issue 7's targets. API pages may carry the schema viewer and (operations only)
 * the explorer; every other page shares the budget of the home page.
 */
export const targets = {
  performanceScore: 95,
  otherCategoryScore: 100,
  coldBuildSeconds: 45,
  firstLoadJsGzipBytes: {
    home: 150 * kibibyte,
    guide: 150 * kibibyte,
    'blog-post': 150 * kibibyte,
    'api-operation': 350 * kibibyte,
    'api-schema': 350 * kibibyte,
  } satisfies Record<BenchedKind, number>,
} as const;

/**
 * What tests/build/js-budget.test.ts enforces on every built page: the target for
 * its kind (pages that are neither API nor blog posts share the home page's). The bench
 * reports the representative pages against the same figures with Lighthouse's view.
 */
export function firstLoadJsCeiling(kind: PageKind): number {
  if (kind === 'api-operation' || kind === 'api-schema') return targets.firstLoadJsGzipBytes[kind];
  return targets.firstLoadJsGzipBytes.home;
}
