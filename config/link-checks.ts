import type { Config } from '@docusaurus/types';

/**
 * What the build does about broken references (site specification §1: broken
 * links fail the build, broken markdown links only warn). Shared with the
 * content-link check's tests, which run the check with exactly these settings.
 *
 * Typed as a partial site config rather than by its literal, so that a `markdown`
 * part is allowed and docusaurus.config.ts merges it into the site's own markdown
 * options: Docusaurus 3.9 moves onBrokenMarkdownLinks to `markdown.hooks`.
 */
export const linkChecks: Partial<Config> = {
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
};
