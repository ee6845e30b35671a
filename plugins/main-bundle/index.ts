import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const sourceModule = (relative: string): string =>
  path.resolve(__dirname, '../../src/stand-ins', relative);

/**
 * Slims the bundle every page loads before it can respond to the reader.
 *
 * - prism-react-renderer ships its `Highlight` component in one module with a Prism build
 *   of about twenty languages (some 15 KB gzip, set up before the first interaction).
 *   Resolve the package to src/stand-ins/prism-highlight: the same component contract on Prism's
 *   core with only the languages of `prism.additionalLanguages`.
 * - @docusaurus/utils-common is CommonJS and `require`s tslib for one helper, which pulls
 *   all of tslib (4 KB gzip) into the bundle because a `require` cannot be tree-shaken.
 *   For that module only, resolve tslib to src/stand-ins/tslib-import-default.
 *
 * Both the client and the server bundle take these, so hydration sees the markup the
 * server rendered.
 */
export function mainBundlePlugin(): Plugin {
  return {
    name: 'main-bundle',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': sourceModule('prism-highlight/index.ts'),
          },
        },
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: { alias: { tslib$: sourceModule('tslib-import-default/index.ts') } },
            },
          ],
        },
      };
    },
  };
}
