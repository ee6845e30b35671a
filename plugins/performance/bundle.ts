import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { entryParts } from './entry-parts';

const standIn = (relative: string): string => path.join(__dirname, 'stand-ins', relative);

/**
 * Packages the pages load, resolved to smaller modules: the stand-ins (./stand-ins, each with
 * its contract test against the real package). Keyed on package names (`name$`), never on
 * files inside another package. The client and the server bundle both take them, so
 * hydration sees the markup the server rendered. The browser bundle's shared code is cut into
 * parts (./entry-parts.ts).
 */
export const configureBundle: NonNullable<Plugin['configureWebpack']> = (_config, isServer) => ({
  ...(!isServer && entryParts),
  module: {
    rules: [
      {
        // The Prism stand-in's modules do nothing on import but define exports, apart from the
        // one that must run first and the one that imports it. Marked so, a bundle takes only
        // the modules whose exports it uses: the code every page shares gets the `Prism`
        // instance that the theme's client module asks for, without the `Highlight` component,
        // which only code blocks load. Were `prism.ts` marked too, webpack would link its
        // re-export straight to Prism's core and leave out `manual-mode.ts`: Prism would then
        // rewrite every server-highlighted code block as plain text once the page loads.
        include: standIn('prism-highlight'),
        exclude: [standIn('prism-highlight/manual-mode.ts'), standIn('prism-highlight/prism.ts')],
        sideEffects: false,
      },
    ],
  },
  resolve: {
    alias: {
      'prism-react-renderer$': standIn('prism-highlight/index.ts'),
      'postman-code-generators$': standIn('code-generators/index.ts'),
      'crypto-js$': standIn('crypto-js-sha1/index.ts'),
    },
  },
});
