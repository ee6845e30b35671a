import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Slims the OpenAPI theme's request explorer bundle.
 *
 * - The theme imports all of postman-code-generators (about 35 generators, 5 MB) for
 *   the code samples; resolve it to our module holding the three languages the pages
 *   offer (themeConfig.languageTabs). The `$` limits the alias to the bare package
 *   name, so our module still reaches the package's own generator files.
 * - ApiItem uses crypto-js only for SHA1; the package entry bundles every cipher, so
 *   resolve it to our module that exports just SHA1 (about 15 KB gzip less on the
 *   first load of operation pages).
 * - ApiItem only inflates the gzipped operation that each page carries (pako's ungzip);
 *   resolve pako to its inflate half (about 7 KB gzip less on operation pages), an entry
 *   pako's package.json exports (`./lib/*`; pako-inflate.test.ts).
 * - The OpenAPI plugin's example generator, run by API pages in the browser, colours one
 *   console warning with chalk, which brings ansi-styles and color-convert along; resolve
 *   chalk to src/stand-ins/chalk-plain, which writes the same text without colours.
 * - postman-collection pulls in iconv-lite to decode response bodies in legacy
 *   charsets; its code-page tables (about 180 KB gzip) load lazily, only for such a
 *   charset, and the site never sends requests (hideSendButton), so leave them out.
 */
export function apiExplorerBundlePlugin(): Plugin {
  return {
    name: 'api-explorer-bundle',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        resolve: {
          alias: {
            'postman-code-generators$': path.resolve(
              __dirname,
              '../../src/stand-ins/code-generators/index.ts',
            ),
            'crypto-js$': path.resolve(__dirname, '../../src/stand-ins/crypto-js-sha1/index.ts'),
            pako$: require.resolve('pako/lib/inflate.js'),
            chalk$: path.resolve(__dirname, '../../src/stand-ins/chalk-plain/index.ts'),
          },
        },
        plugins: [
          new currentBundler.instance.IgnorePlugin({
            resourceRegExp: /^\.\/tables\//,
            contextRegExp: /iconv-lite[\\/]encodings$/,
          }),
        ],
      };
    },
  };
}
