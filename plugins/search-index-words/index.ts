import type { Plugin } from '@docusaurus/types';
import lunr from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import { searchIndexKeepsWords } from '../../config/search';

const label = 'stopWordFilterKeepingFhirElementNames';

/**
 * Keeps `searchIndexKeepsWords` in the search index. The search plugin builds
 * its index with this lunr module and its English stop-word filter, and has no
 * option for the stop words; so this wraps the module's filter before the
 * plugin's postBuild runs. Searching runs no stop-word filter, so the browser
 * side needs no change.
 */
export function searchIndexWordsPlugin(): Plugin {
  if (lunr.stopWordFilter.label !== label) {
    const dropStopWords = lunr.stopWordFilter;
    const filter: typeof lunr.stopWordFilter = (token) =>
      searchIndexKeepsWords.includes(token.toString()) ? token : dropStopWords(token);
    lunr.Pipeline.registerFunction(filter, label);
    lunr.stopWordFilter = filter;
  }
  return { name: 'search-index-words' };
}
