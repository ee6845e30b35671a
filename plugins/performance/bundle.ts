import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { compileHints } from './compile-hints';
import { entryParts } from './entry-parts';

const standIn = (relative: string): string => path.join(__dirname, 'stand-ins', relative);
const siteComponents = path.join(__dirname, '..', '..', 'src', 'components');

/**
 * Packages the pages load, resolved to smaller modules: the stand-ins (./stand-ins, each with
 * its contract test against the real package). Keyed on package names (`name$`), never on
 * files inside another package. The client and the server bundle both take them, so
 * hydration sees the markup the server rendered. The browser bundle's shared code is cut into
 * parts (./entry-parts.ts), each marked to be compiled as it streams in (./compile-hints.ts).
 */
export const configureBundle: NonNullable<Plugin['configureWebpack']> = (
  _config,
  isServer,
  { currentBundler },
) => ({
  ...(!isServer && { ...entryParts, plugins: [compileHints(currentBundler)] }),
  module: {
    rules: [
      {
        // The Prism stand-in's modules do nothing on import but define exports. Marked so, a
        // bundle takes only the modules whose exports it uses: the code every page shares gets
        // the `Prism` instance that the theme's client module asks for, without the `Highlight`
        // component, which only code blocks load. (Prism's manual flag is therefore set by the
        // client module, ./theme/prism-include-languages.ts, not by a module imported for its
        // side effect, which this rule would drop.)
        include: standIn('prism-highlight'),
        sideEffects: false,
      },
      {
        // The site's components do nothing on import but define exports, so a module that
        // imports one and renders none of it does not load it: a blog list shows each post up to
        // its truncate marker, from a module that still imports every component the whole post
        // uses (the dose explainer's form and its renderer, on /blog and two tag pages).
        // Workers are entries of their own; styles keep their own flags.
        include: siteComponents,
        test: /\.tsx?$/,
        exclude: /\.worker\.ts$/,
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
