/** An index term to look up: exactly, and as a prefix while the reader is still typing it. */
export interface Term {
  /** Absent while a word ends in a hyphen: "on-" is on its way to "on-hold", not the word "on". */
  exact?: string;
  prefix?: string;
}

/** One word the reader typed and every index term that counts as a match for it. */
export interface WordPlan extends Term {
  /** Parts of a hyphenated word (`on-hold` → `hold`), matched with less weight. */
  parts: string[];
  /**
   * The word joined to its neighbours by a hyphen (`on hold` → `on-hold`),
   * because the index keeps hyphenated codes whole.
   */
  joined: Term[];
}

const leadingHyphens = /^[-_]+/;
const edgeHyphens = /^[-_]+|[-_]+$/g;

/**
 * Turns the tokens of a search input into index look-ups, one plan per word.
 *
 * `tokens` come from the tokenizer that built the index (lower case, split at
 * spaces and punctuation but not at hyphens). The last token is a prefix unless
 * the input ends in a space. Stop words of a longer input are dropped, as the
 * index dropped them, but still form hyphenated terms with their neighbours.
 */
export function planQuery(
  tokens: readonly string[],
  options: { inputEndsWord: boolean; isStopWord: (word: string) => boolean },
): WordPlan[] {
  const words = tokens
    .map((token) => ({
      raw: token.replace(leadingHyphens, ''),
      exact: token.replace(edgeHyphens, ''),
    }))
    .filter((word) => word.exact !== '');
  const lastIndex = words.length - 1;
  const typing = (index: number): boolean => index === lastIndex && !options.inputEndsWord;
  const joinedAt = (index: number): Term | undefined => {
    const before = words[index - 1];
    const word = words[index];
    if (before === undefined || word === undefined) return undefined;
    return {
      exact: `${before.exact}-${word.exact}`,
      ...(typing(index) && { prefix: `${before.exact}-${word.raw}` }),
    };
  };

  return words.flatMap(({ raw, exact }, index): WordPlan[] => {
    if (words.length > 1 && options.isStopWord(exact)) return [];
    const parts = exact.includes('-')
      ? exact.split('-').filter((part) => part.length > 1 && !options.isStopWord(part))
      : [];
    const joined = [joinedAt(index), joinedAt(index + 1)].filter(
      (term): term is Term => term !== undefined,
    );
    const unfinished = typing(index) && raw !== exact;
    return [
      { ...(!unfinished && { exact }), ...(typing(index) && { prefix: raw }), parts, joined },
    ];
  });
}
