import { searchIndexKeepsWords } from '../../../config/search';
import { planQuery, type Term, type WordPlan } from './query-plan';

/** One indexed section, as @cmfcmf/docusaurus-search-local writes it to search-index-<tag>.json. */
export interface SearchDocument {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
}

export interface SerializedSearchIndex {
  documents: SearchDocument[];
  index: unknown;
}

/** The part of lunr 2.3 this search uses; the plugin bundles its own lunr build. */
export interface LunrClause {
  fields: string[];
  boost: number;
  wildcard?: number;
}
export interface LunrQueryBuilder {
  term(term: string, clause: LunrClause): unknown;
}
export interface LunrIndex {
  query(build: (query: LunrQueryBuilder) => void): { ref: string; score: number }[];
}
export interface Lunr {
  Index: { load(serialized: unknown): LunrIndex };
  Query: { wildcard: { TRAILING: number } };
  /** Returns the token, or nothing for a stop word. */
  stopWordFilter(token: { toString(): string }): unknown;
}

/** Field weights, from the plugin's global data. */
export interface SearchBoosts {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
}

export interface LoadedIndex {
  index: LunrIndex;
  documents: ReadonlyMap<string, SearchDocument>;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** How many of the typed words the section matches: sections matching all of them come first. */
  matchedWords: number;
}

/**
 * Within a field: a hyphenated part says less than the whole word, a hyphen-
 * joined pair more; a prefix, which also matches longer words, less.
 */
const partWeight = 0.5;
const joinedWeight = 2;
const prefixWeight = 0.3;

export interface SearchEngine {
  load(serialized: SerializedSearchIndex): LoadedIndex;
  search(indexes: readonly LoadedIndex[], input: string, limit: number): SearchHit[];
}

/**
 * Searches the plugin's prebuilt lunr indexes. `lunr` and `tokenize` must be the
 * ones the index was built with (the plugin's lunr and tokenizer separator).
 */
export function createSearchEngine(
  lunr: Lunr,
  tokenize: (input: string) => string[],
  boosts: SearchBoosts,
): SearchEngine {
  const fields = [
    { name: 'title', boost: boosts.titleBoost },
    { name: 'content', boost: boosts.contentBoost },
    { name: 'tags', boost: boosts.tagsBoost },
  ];

  function addTerm(query: LunrQueryBuilder, field: string, term: Term, boost: number): void {
    if (term.exact !== undefined) query.term(term.exact, { fields: [field], boost });
    if (term.prefix !== undefined) {
      query.term(term.prefix, {
        fields: [field],
        boost: boost * prefixWeight,
        wildcard: lunr.Query.wildcard.TRAILING,
      });
    }
  }

  /**
   * lunr divides a field's score by the length of the query's boost vector for
   * that field, so boosts only weigh terms against each other within a field.
   * To weigh title against content, each field is queried on its own.
   */
  function queryWord(index: LunrIndex, word: WordPlan): Map<string, number> {
    const scores = new Map<string, number>();
    for (const field of fields) {
      const matches = index.query((query) => {
        addTerm(query, field.name, word, 1);
        for (const part of word.parts) addTerm(query, field.name, { exact: part }, partWeight);
        for (const joined of word.joined) addTerm(query, field.name, joined, joinedWeight);
      });
      for (const { ref, score } of matches) {
        scores.set(ref, (scores.get(ref) ?? 0) + score * field.boost);
      }
    }
    return scores;
  }

  return {
    load(serialized) {
      return {
        index: lunr.Index.load(serialized.index),
        documents: new Map(serialized.documents.map((document) => [String(document.id), document])),
      };
    },

    search(indexes, input, limit) {
      const words = planQuery(tokenize(input), {
        inputEndsWord: /\s$/.test(input),
        isStopWord: (word) =>
          !searchIndexKeepsWords.includes(word) && lunr.stopWordFilter(word) === undefined,
      });
      const hits: SearchHit[] = [];
      for (const { index, documents } of indexes) {
        const byRef = new Map<string, SearchHit>();
        for (const word of words) {
          for (const [ref, score] of queryWord(index, word)) {
            const document = documents.get(ref);
            if (document === undefined) continue;
            const hit = byRef.get(ref) ?? { document, score: 0, matchedWords: 0 };
            hit.score += score;
            hit.matchedWords += 1;
            byRef.set(ref, hit);
          }
        }
        hits.push(...byRef.values());
      }
      // A page's text before its first heading and its title section share one address.
      const seen = new Set<string>();
      return hits
        .sort((a, b) => b.matchedWords - a.matchedWords || b.score - a.score)
        .filter(
          ({ document }) => !seen.has(document.sectionRoute) && seen.add(document.sectionRoute),
        )
        .slice(0, limit);
    },
  };
}
