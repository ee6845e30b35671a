import type { Config } from '@docusaurus/types';

/**
 * @docusaurus/faster: Rspack instead of webpack, SWC to transpile and minify JS and
 * HTML, Lightning CSS to minify CSS. Cuts the production build time on the 2-core
 * build machines (see npm run bench); the output is the same site.
 */
export const future = {
  experimental_faster: true,
} satisfies Config['future'];
