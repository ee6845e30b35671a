import lunr from 'lunr';
import { searchTokenizerSeparator } from '../../config/search';

// As the plugin configures its own copy of lunr 2.3.9 (src/components/SiteSearch/site-lunr.test.ts).
lunr.tokenizer.separator = searchTokenizerSeparator;

/** lunr as the search plugin configures it when it writes the index. */
export { lunr };

export function tokenize(input: string): string[] {
  return lunr.tokenizer(input).map((token) => token.str);
}
