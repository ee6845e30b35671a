import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const standIn = (relative: string): string => path.join(__dirname, 'stand-ins', relative);

/**
 * Packages the pages load, resolved to smaller modules: the stand-ins (./stand-ins, each with
 * its contract test against the real package). Keyed on package names (`name$`), never on
 * files inside another package. The client and the server bundle both take them, so
 * hydration sees the markup the server rendered.
 */
export const configureBundle: NonNullable<Plugin['configureWebpack']> = () => ({
  resolve: {
    alias: {
      'prism-react-renderer$': standIn('prism-highlight/index.ts'),
      'postman-code-generators$': standIn('code-generators/index.ts'),
      'crypto-js$': standIn('crypto-js-sha1/index.ts'),
    },
  },
});
