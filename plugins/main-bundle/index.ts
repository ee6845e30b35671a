import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import * as tslibStandIn from '../../src/stand-ins/tslib-import-default';
import { tslibStandInGuard } from './tslib-stand-in-guard';

const sourceModule = (relative: string): string =>
  path.resolve(__dirname, '../../src/stand-ins', relative);

const tslibStandInFile = sourceModule('tslib-import-default/index.ts');

/**
 * Slims the bundle every page loads before it can respond to the reader.
 *
 * - prism-react-renderer ships its `Highlight` component in one module with a Prism build
 *   of about twenty languages (some 15 KB gzip, set up before the first interaction).
 *   Resolve the package to src/stand-ins/prism-highlight: the same component contract on Prism's
 *   core with only the languages of `prism.additionalLanguages`.
 * - @docusaurus/utils-common is CommonJS and `require`s tslib for one helper, which pulls
 *   all of tslib (4 KB gzip) into the bundle because a `require` cannot be tree-shaken.
 *   It is the only module of the bundle that imports tslib, so resolve the package to
 *   src/stand-ins/tslib-import-default, which holds that helper; the guard fails the build
 *   when a module of the bundle names a tslib helper the stand-in lacks.
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
            tslib$: tslibStandInFile,
          },
        },
        plugins: [
          tslibStandInGuard({ file: tslibStandInFile, helpers: Object.keys(tslibStandIn) }),
        ],
      };
    },
  };
}
