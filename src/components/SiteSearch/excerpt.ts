import { searchTokenizerSeparator } from '../../../config/search';

/** The file, beside the search indexes, with the text of every section the search finds. */
export const searchExcerptsFile = 'search-excerpts.json';

/**
 * The excerpt file's key for a section's address. The search index writes the address of a
 * category's index page with a trailing slash before the hash; the pages are served without.
 */
export function excerptKey(sectionRoute: string): string {
  const [pathPart = '', ...hash] = sectionRoute.split('#');
  const path = pathPart.replace(/(.)\/$/, '$1');
  return hash.length > 0 ? `${path}#${hash.join('#')}` : path;
}

export interface ExcerptPart {
  text: string;
  /** A word that made the section match the query. */
  match: boolean;
}

/** Splits text into words and what separates them, as the search's tokenizer does. */
const pieces = new RegExp(`(${searchTokenizerSeparator.source})`, 'u');

/**
 * About `length` characters of `text` around the place where the different matched words,
 * weighed by how well they match (`matches`: 0 for no match), stand together best (the first
 * such place), cut at word boundaries, with the matched words marked; undefined when no word
 * of the text matches.
 */
export function excerptOf(
  text: string,
  matches: (word: string) => number,
  length = 160,
): ExcerptPart[] | undefined {
  const words: { start: number; end: number; match: boolean; lower: string; weight: number }[] = [];
  let offset = 0;
  for (const piece of text.split(pieces)) {
    if (piece !== '' && !pieces.test(piece)) {
      const lower = piece.toLowerCase();
      const weight = matches(lower);
      words.push({ start: offset, end: offset + piece.length, match: weight > 0, lower, weight });
    }
    offset += piece.length;
  }
  const matchedWords = words.filter((word) => word.match);
  if (matchedWords.length === 0) return undefined;

  // A window starts a little before a matched word, so the reader sees what leads to it, and
  // never runs past the end of the text when it can show more of what comes before.
  const lead = Math.floor(length / 5);
  let best = { start: 0, count: 0 };
  for (const match of matchedWords) {
    const start = Math.max(0, Math.min(match.start - lead, text.length - length));
    const inWindow = matchedWords.filter(
      (word) => word.start >= start && word.end <= start + length,
    );
    const weights = new Map(inWindow.map((word) => [word.lower, word.weight]));
    // Squared, so that one word matching the whole query (an id such as
    // medreq-furosemide-infusion) outweighs two that match parts of it.
    const count = [...weights.values()].reduce((sum, weight) => sum + weight * weight, 0);
    if (count > best.count) best = { start, count };
  }
  const shown = words.filter((word) => word.start >= best.start && word.end <= best.start + length);
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return undefined;

  // The text's own first and last words take what stands before and after them along.
  const from = first === words[0] ? 0 : first.start;
  const to = last === words.at(-1) ? text.length : last.end;
  const parts: ExcerptPart[] = from > 0 ? [{ text: '…', match: false }] : [];
  let cursor = from;
  for (const word of shown) {
    if (!word.match) continue;
    if (word.start > cursor) parts.push({ text: text.slice(cursor, word.start), match: false });
    parts.push({ text: text.slice(word.start, word.end), match: true });
    cursor = word.end;
  }
  if (to > cursor) parts.push({ text: text.slice(cursor, to), match: false });
  if (to < text.length) parts.push({ text: '…', match: false });
  return parts;
}
