import type { Configuration } from 'webpack';

/**
 * Bounds, in bytes of module source before minification, of the parts the shared code is cut
 * into. On this site they give three parts of 66, 70 and 207 KB minified (the largest holds React
 * DOM, one module of 129 KB). Smaller bounds gave four or sixteen parts, parsed no faster in
 * total, with more requests and 2.5 KB more gzip, which put /blog over its budget.
 */
export const entryPartSourceBytes = { min: 160_000, max: 320_000 } as const;

/**
 * The shared code every page runs before it is interactive (the Docusaurus runtime, React, the
 * theme's layout) is one entry chunk, `main.js`, which the browser parsed and ran in one task
 * of about 200 ms on a phone profile. Cut into parts by size (no rule names a package or a
 * path), each part is its own script and its parse its own task; the runtime starts the app
 * once the last part has arrived, so what remains in one task is the compiling and running of
 * the modules, not their parsing. Only the browser bundle: the server renders from one file.
 */
export const entryParts: Configuration = {
  optimization: {
    splitChunks: {
      cacheGroups: {
        entryParts: {
          chunks: 'initial',
          minSize: entryPartSourceBytes.min,
          maxSize: entryPartSourceBytes.max,
          // Below the framework's own groups, which apply to chunks loaded later.
          priority: -20,
        },
      },
    },
  },
};
