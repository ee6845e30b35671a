import type { Config } from '@docusaurus/types';

/**
 * What the build does about broken references (site specification §1: broken
 * links fail the build, broken markdown links only warn). Shared with the
 * build-guard tests, which build a tiny site with exactly these settings.
 */
export const linkChecks = {
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
} satisfies Partial<Config>;
