import type { PageKind } from '../site-build/page-assets';

/** The page kinds the bench measures in a browser, one representative page each. */
export const benchedKinds = [
  'home',
  'guide',
  'api-operation',
  'api-schema',
  'blog-post',
] as const satisfies readonly PageKind[];
export type BenchedKind = (typeof benchedKinds)[number];

/**
 * The Lighthouse and build targets the bench checks its figures against. The first-load
 * JavaScript ceilings are enforced on every page by tests/build/js-budget.test.ts, and live
 * there; the bench prints the sizes.
 */
export const targets = {
  performanceScore: 95,
  /** A page's largest contentful paint, at most this many times its no-script floor's. */
  lcpToFloor: 1.2,
  totalBlockingTimeMs: 200,
  otherCategoryScore: 100,
  coldBuildSeconds: 45,
} as const;
