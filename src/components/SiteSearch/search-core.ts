import { searchIndexKeepsWords, searchResultWeights, searchSynonyms } from '../../../config/search';
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
export interface LunrToken {
  toString(): string;
}
export interface Lunr {
  Index: { load(serialized: unknown): LunrIndex };
  Query: { wildcard: { TRAILING: number } };
  Token: new (str: string, metadata: object) => LunrToken;
  /** Returns the token, or nothing for a stop word. */
  stopWordFilter(token: LunrToken): unknown;
  /** The English stemmer the index and its queries run words through. */
  stemmer(token: LunrToken): LunrToken;
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
  /** The sections matching `input`, best first, at most `limit` of them. */
  search(indexes: readonly LoadedIndex[], input: string, limit: number): SearchHit[];
  /**
   * How well a word of a section's text matches `input`, for showing the matched words in
   * their context: 2 for a word typed (in any form, also as the start of a word still being
   * typed, joined to its neighbour by a hyphen, or a synonym's word), 1 for a part of a
   * hyphenated word typed, 0 for no match.
   */
  matcher(input: string): (word: string) => number;
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

  const planOf = (input: string): WordPlan[] =>
    planQuery(tokenize(input), {
      inputEndsWord: /\s$/.test(input),
      isStopWord: (word) =>
        !searchIndexKeepsWords.includes(word) && lunr.stopWordFilter(word) === undefined,
    });

  /**
   * The sections a typed word matches: by the word itself, or by all the words of one of its
   * synonyms (config/search.ts), whichever scores higher.
   */
  function queryWordOrSynonym(index: LunrIndex, word: WordPlan): Map<string, number> {
    const scores = queryWord(index, word);
    const phrases = word.exact === undefined ? [] : (searchSynonyms[word.exact] ?? []);
    for (const phrase of phrases) {
      const [first, ...rest] = planOf(`${phrase} `).map((part) => queryWord(index, part));
      for (const [ref, score] of first ?? []) {
        if (!rest.every((matches) => matches.has(ref))) continue;
        const total = rest.reduce((sum, matches) => sum + (matches.get(ref) ?? 0), score);
        scores.set(ref, Math.max(scores.get(ref) ?? 0, total));
      }
    }
    return scores;
  }

  const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();

  return {
    matcher(input) {
      const plans = planOf(input);
      const synonymPlans = plans.flatMap((word) =>
        word.exact === undefined
          ? []
          : (searchSynonyms[word.exact] ?? []).flatMap((phrase) => planOf(`${phrase} `)),
      );
      const stems = new Set<string>();
      const partStems = new Set<string>();
      const prefixes: string[] = [];
      for (const word of [...plans, ...synonymPlans]) {
        for (const term of [word, ...word.joined]) {
          if (term.exact !== undefined) stems.add(stem(term.exact));
          if (term.prefix !== undefined) prefixes.push(term.prefix);
        }
        for (const part of word.parts) partStems.add(stem(part));
      }
      return (word) => {
        const lower = word.toLowerCase();
        const stemmed = stem(lower);
        if (stems.has(stemmed) || prefixes.some((prefix) => lower.startsWith(prefix))) return 2;
        return partStems.has(stemmed) ? 1 : 0;
      };
    },

    load(serialized) {
      return {
        index: lunr.Index.load(serialized.index),
        documents: new Map(serialized.documents.map((document) => [String(document.id), document])),
      };
    },

    search(indexes, input, limit) {
      const words = planOf(input);
      const hits: SearchHit[] = [];
      for (const { index, documents } of indexes) {
        const byRef = new Map<string, SearchHit>();
        for (const word of words) {
          for (const [ref, score] of queryWordOrSynonym(index, word)) {
            const document = documents.get(ref);
            if (document === undefined) continue;
            const hit = byRef.get(ref) ?? { document, score: 0, matchedWords: 0 };
            hit.score += score * searchResultWeights[document.type];
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
