import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import * as tslibStandIn from './stand-ins/tslib-import-default';
import { tslibStandInGuard } from './stand-ins/tslib-import-default/guard';

const standIn = (relative: string): string => path.join(__dirname, 'stand-ins', relative);
const tslibStandInFile = standIn('tslib-import-default/index.ts');

/**
 * Packages the pages load, resolved to smaller modules: the stand-ins (./stand-ins, each with
 * its contract test against the real package). Keyed on package names (`name$`), never on
 * files inside another package. The client and the server bundle both take them, so
 * hydration sees the markup the server rendered.
 */
export const configureBundle: NonNullable<Plugin['configureWebpack']> = (
  _config,
  _isServer,
  { currentBundler },
) => ({
  resolve: {
    alias: {
      'prism-react-renderer$': standIn('prism-highlight/index.ts'),
      tslib$: tslibStandInFile,
      'postman-code-generators$': standIn('code-generators/index.ts'),
      'crypto-js$': standIn('crypto-js-sha1/index.ts'),
      pako$: require.resolve('pako/lib/inflate.js'),
      chalk$: standIn('chalk-plain/index.ts'),
    },
  },
  plugins: [
    tslibStandInGuard({ file: tslibStandInFile, helpers: Object.keys(tslibStandIn) }),
    new currentBundler.instance.IgnorePlugin({
      resourceRegExp: /^\.\/tables\//,
      contextRegExp: /iconv-lite[\\/]encodings$/,
    }),
  ],
});
