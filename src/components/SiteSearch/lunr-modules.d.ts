/**
 * @cmfcmf/docusaurus-search-local ships no type declarations for the two lunr
 * modules this site uses.
 */

/** The plugin's lunr 2.3.9 build: it builds the index at build time. */
declare module '@cmfcmf/docusaurus-search-local/lib/lunr.js' {
  import type { Lunr } from '@site/src/components/SiteSearch/search-core';

  type Token = { str: string; toString(): string };
  interface Builder {
    ref(name: string): void;
    field(name: string): void;
    add(document: Record<string, string>): void;
  }
  interface PluginLunr extends Lunr {
    (configure: (this: Builder) => void): object;
    tokenizer: ((input: string) => Token[]) & { separator: RegExp };
    stopWordFilter: Lunr['stopWordFilter'] & { label?: string };
    Pipeline: { registerFunction(fn: Lunr['stopWordFilter'], label: string): void };
  }
  const lunr: PluginLunr;
  export default lunr;
}

/**
 * Replaced by the plugin's webpack loader with the same lunr build and a
 * tokenizer that uses `lunr.tokenizerSeparator` from config/search.ts.
 */
declare module '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/d-s-l-a-generated' {
  import type { Lunr } from '@site/src/components/SiteSearch/search-core';

  export const mylunr: Lunr;
  export function tokenize(input: string): string[];
}
