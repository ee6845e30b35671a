/**
 * The theme registers the languages of `prism.additionalLanguages` here, in the bundle every
 * page loads. On this site they register in the code block's own chunk instead
 * (./CodeBlock/prism-languages.ts), which only pages that show code load: the
 * grammars are about 10 KB gzip that a page without code never needs.
 */
export default function prismIncludeLanguages(): void {}
