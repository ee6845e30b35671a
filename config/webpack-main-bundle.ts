import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const sourceModule = (relative: string): string => path.resolve(__dirname, '../src', relative);

/** The theme-common modules that import `useShallowMemoObject` (see below). */
export const shallowMemoObjectUsers =
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](hooks[\\/]useMutationObserver|contexts[\\/]navbarSecondaryMenu[\\/]content)\.js$/;

/** Docusaurus' client entry, the module that starts the app in the browser (see below). */
export const clientEntry = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

const reactUtilsWithoutCollator: Record<string, string> = {
  '../utils/reactUtils$': sourceModule('shallow-memo-object/index.ts'),
  '../../utils/reactUtils$': sourceModule('shallow-memo-object/index.ts'),
};

/**
 * Slims the bundle every page loads before it can respond to the reader.
 *
 * - prism-react-renderer ships its `Highlight` component in one module with a Prism build
 *   of about twenty languages (some 15 KB gzip, set up before the first interaction).
 *   Resolve the package to src/prism-highlight: the same component contract on Prism's
 *   core with only the languages of `prism.additionalLanguages`.
 * - @docusaurus/utils-common is CommonJS and `require`s tslib for one helper, which pulls
 *   all of tslib (4 KB gzip) into the bundle because a `require` cannot be tree-shaken.
 *   For that module only, resolve tslib to src/tslib-import-default.
 * - Two modules of @docusaurus/theme-common (the mutation observer of every code block, the
 *   docs' mobile secondary menu) memoise an object with `useShallowMemoObject`, which sorts
 *   its keys with `localeCompare`; the first call of a page sets up the browser's ICU
 *   collator in the middle of hydration. For those two modules only, resolve their
 *   `reactUtils` import to src/shallow-memo-object, which sorts without it.
 * - Docusaurus' client entry preloads the first route in the task that evaluates this
 *   bundle, making it the longest task of every page. For the entry only, resolve its
 *   `./preload` to src/preload-in-next-task, which starts it one task later.
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
            {
              test: clientEntry,
              resolve: { alias: { './preload$': sourceModule('preload-in-next-task/index.ts') } },
            },
            {
              test: shallowMemoObjectUsers,
              resolve: { alias: reactUtilsWithoutCollator },
            },
          ],
        },
      };
    },
  };
}
