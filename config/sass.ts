import type { PluginConfig } from '@docusaurus/types';

/**
 * Compiles the OpenAPI theme's SCSS (the theme adds its own Sass rule only when no plugin has
 * one). Sass marks compressed output that contains non-ASCII characters with a byte-order
 * mark; concatenated into the site's stylesheet, that mark became part of the next selector
 * (the theme's `:root` sizes of the code-tab icons), so the rule never matched and the icons
 * shrank to nothing. `charset: false` leaves the mark out.
 */
export const sassPlugin = [
  'docusaurus-plugin-sass',
  { sassOptions: { charset: false } },
] satisfies PluginConfig;
