import lunr from 'lunr';
import { searchTokenizerSeparator } from '../../../config/search';

/**
 * lunr as the search plugin configures it when it builds the index: the same version (its
 * own copy of lunr 2.3.9, see site-lunr.test.ts) with the site's tokenizer separator, so
 * queries are split as the indexed text was.
 */
lunr.tokenizer.separator = searchTokenizerSeparator;

export { lunr };

export function tokenize(input: string): string[] {
  return lunr.tokenizer(input).map((token) => token.str);
}
