/**
 * Options of @cmfcmf/docusaurus-search-local 2.0.1. The package ships no type
 * declarations, so this mirrors the option schema in its src/server/index.ts.
 */
type SearchLocalOptions = {
  indexDocs?: boolean;
  indexDocSidebarParentCategories?: number;
  includeParentCategoriesInPageTitle?: boolean;
  indexBlog?: boolean;
  indexPages?: boolean;
  language?: 'en' | 'en'[];
  style?: 'none';
  maxSearchResults?: number;
  lunr?: {
    tokenizerSeparator?: RegExp;
    k1?: number;
    b?: number;
    titleBoost?: number;
    contentBoost?: number;
    tagsBoost?: number;
    parentCategoriesBoost?: number;
  };
};

/**
 * Splits text into words at anything that is not a letter, digit, hyphen or
 * underscore. The default splits at hyphens, which turns the status `on-hold`
 * into the stop word "on" plus "hold"; keeping hyphens keeps FHIR codes such as
 * `on-hold`, `entered-in-error` and `non-avail` whole, and the query side adds
 * the parts back. Dots and slashes split, so `MedicationRequest.status` and
 * `/ServiceRequest/{id}` yield the element and resource names.
 */
export const searchTokenizerSeparator = /[^\p{L}\p{N}_-]+/u;

/**
 * Words of lunr's English stop-word list that the index keeps, because they are
 * also FHIR element names of the API (Timing.repeat.when).
 */
export const searchIndexKeepsWords: readonly string[] = ['when'];

/**
 * Words readers search for that the pages say otherwise: clinical abbreviations of orders and
 * the pharmacy's words for what the guides call by their FHIR names. A query word on the left
 * also finds the sections that hold one of the phrases on the right (all of its words), as if
 * the reader had typed it. Lower case; the search compares words as the index stores them.
 */
export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  prn: ['as needed'],
  qd: ['once daily'],
  od: ['once daily'],
  bid: ['twice daily'],
  tid: ['3 times daily'],
  qid: ['4 times daily'],
  diluent: ['solvent', 'dilution'],
  solution: ['solvent', 'dilution'],
  // What the "Check a resource" tool does, in the words readers search for it with.
  validate: ['check a resource'],
  validator: ['check a resource'],
  validation: ['check a resource'],
  payload: ['check a resource'],
};

/**
 * How much a match counts by where it was found. The blog retells and comments what the
 * guides and the API reference define, so a post comes after the reference page that
 * answers the same words; it still comes first when only a post has them.
 */
export const searchResultWeights: Readonly<Record<'docs' | 'blog' | 'page', number>> = {
  docs: 1,
  page: 1,
  blog: 0.5,
};

export const searchOptions = {
  indexDocs: true,
  indexBlog: true,
  // Home and /markdown-page only repeat what the guides say.
  indexPages: false,
  language: 'en',
  // The search box is src/components/SiteSearch; the plugin's own autocomplete styles are unused.
  style: 'none',
  maxSearchResults: 8,
  lunr: {
    tokenizerSeparator: searchTokenizerSeparator,
    // A title that names the query (the Timing schema, the ATC guide) should beat
    // a long section that mentions it often; measured with the queries of tests/e2e/search.spec.ts.
    titleBoost: 8,
  },
} satisfies SearchLocalOptions;
