import lunr from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import { searchTokenizerSeparator } from '../../config/search';

// What the plugin does with `lunr.tokenizerSeparator` on the server and in its generated client module.
lunr.tokenizer.separator = searchTokenizerSeparator;

/** The plugin's own lunr build, the one that writes the index at build time. */
export { lunr };

export function tokenize(input: string): string[] {
  return lunr.tokenizer(input).map((token) => token.str);
}
