import type * as PrismNamespace from 'prismjs';

/**
 * The theme registers the languages of `prism.additionalLanguages` here, in the bundle every
 * page loads. On this site they register in the code block's own chunk instead
 * (./CodeBlock/prism-languages.ts), which only pages that show code load: the
 * grammars are about 10 KB gzip that a page without code never needs.
 *
 * What it does instead: the theme calls it with the Prism instance every page shares, right
 * after Prism's core has run. Unless `manual` is set, the core highlights every `<code>` inside
 * a `language-*` element by itself, in the next animation frame (or at DOMContentLoaded), and
 * with no grammar registered yet it rewrites the server's highlighted code blocks as plain text
 * under React's feet. The core reads the flag only then, so this is in time.
 */
export default function prismIncludeLanguages(prism: typeof PrismNamespace): void {
  prism.manual = true;
}
