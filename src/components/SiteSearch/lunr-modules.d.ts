/**
 * Neither lunr 2.3.9 nor @cmfcmf/docusaurus-search-local ships type declarations; these cover
 * the part of lunr the site uses, in the npm package and in the plugin's own copy of it.
 */

type LunrToken = { str: string; toString(): string };

interface LunrBuilder {
  ref(name: string): void;
  field(name: string): void;
  add(document: Record<string, string>): void;
}

type LunrModule = import('@site/src/components/SiteSearch/search-core').Lunr & {
  (configure: (this: LunrBuilder) => void): object;
  version: string;
  tokenizer: ((input: string) => LunrToken[]) & { separator: RegExp };
  stopWordFilter: import('@site/src/components/SiteSearch/search-core').Lunr['stopWordFilter'] & {
    label?: string;
  };
  Pipeline: {
    registerFunction(
      fn: import('@site/src/components/SiteSearch/search-core').Lunr['stopWordFilter'],
      label: string,
    ): void;
  };
};

declare module 'lunr' {
  const lunr: LunrModule;
  export default lunr;
}

/** The plugin's lunr 2.3.9 build: it builds the index at build time. */
declare module '@cmfcmf/docusaurus-search-local/lib/lunr.js' {
  const lunr: LunrModule;
  export default lunr;
}
