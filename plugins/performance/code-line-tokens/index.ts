import type { CSSProperties } from 'react';
import type { PrismTheme, Token } from 'prism-react-renderer';
import {
  themeDictionary,
  tokenStyle,
  type ThemeDictionary,
} from '../stand-ins/prism-highlight/theme-dictionary';

/** How a token looks inside its line, in every theme a code block may be drawn with. */
interface Look {
  /** What its style changes from the line's, comparable between tokens. */
  readonly key: string;
  /** Whether that style would show on spaces in one of the themes. */
  readonly showsOnSpaces: boolean;
}

/** Style properties that leave a run of spaces looking the same: spaces have no glyph to colour or slant. */
const invisibleOnSpaces = new Set(['color', 'fontStyle']);

const isSpaces = (token: Token): boolean => /^[ \t]+$/.test(token.content);

/** `#f8f8f2`, `#F8F8F2` and `rgb(248, 248, 242)` as one value; anything else as it is. */
function normalValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit) : hex.match(/../g);
    return `rgb(${(digits ?? []).map((pair) => parseInt(pair, 16)).join(', ')})`;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(value);
  return rgb ? `rgb(${rgb.slice(1).join(', ')})` : value;
}

/**
 * What a token's style changes from the line it sits in, as a comparable key: properties
 * the line already has with the same value draw nothing different.
 */
function styleKey(style: CSSProperties | undefined, lineStyle: CSSProperties | undefined): string {
  const inherited = new Map(
    Object.entries(lineStyle ?? {}).map(([property, value]) => [property, normalValue(value)]),
  );
  return JSON.stringify(
    Object.entries(style ?? {})
      .map(([property, value]) => [property, normalValue(value)] as const)
      .filter(([property, value]) => value !== undefined && inherited.get(property) !== value)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** A theme as the highlighter resolves it, and the token types it styles only for some languages. */
interface ResolvedTheme {
  readonly dictionary: ThemeDictionary;
  readonly languageScoped: ReadonlySet<string>;
}

/** How tokens look, remembered per set of themes and token types: a block has a dozen types. */
const looksByThemes = new WeakMap<
  readonly PrismTheme[],
  { readonly resolved: readonly ResolvedTheme[]; readonly looks: Map<string, Look> }
>();

function resolved(theme: PrismTheme): ResolvedTheme {
  // No language: a line does not say which one it is in, so language-scoped entries stay out
  // of the dictionary and their types are never joined with others.
  return {
    dictionary: themeDictionary(theme, ''),
    languageScoped: new Set(theme.styles.flatMap((entry) => (entry.languages ? entry.types : []))),
  };
}

function look(types: readonly string[], themes: readonly ResolvedTheme[]): Look {
  if (themes.some(({ languageScoped }) => types.some((type) => languageScoped.has(type))))
    return { key: `types ${types.join(' ')}`, showsOnSpaces: true };
  const styles = themes.map(({ dictionary }) => ({
    style: tokenStyle(dictionary, { types: [...types], content: '' }),
    lineStyle: dictionary.plain,
  }));
  return {
    key: styles.map(({ style, lineStyle }) => styleKey(style, lineStyle)).join(' | '),
    showsOnSpaces: styles.some(({ style }) =>
      Object.keys(style ?? {}).some((property) => !invisibleOnSpaces.has(property)),
    ),
  };
}

function lookOf(types: readonly string[], themes: readonly PrismTheme[]): Look {
  let cache = looksByThemes.get(themes);
  if (!cache)
    looksByThemes.set(themes, (cache = { resolved: themes.map(resolved), looks: new Map() }));
  const name = types.join(' ');
  let found = cache.looks.get(name);
  if (!found) cache.looks.set(name, (found = look(types, cache.resolved)));
  return found;
}

const sameTypes = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((type, index) => type === b[index]);

/** One token for two neighbours that look alike, or undefined when they do not. */
function joined(a: Token, b: Token, themes: readonly PrismTheme[]): Token | undefined {
  const lookA = lookOf(a.types, themes);
  const lookB = lookOf(b.types, themes);
  const unstyled = lookOf(['plain'], themes).key;
  const content = a.content + b.content;
  if (lookA.key === lookB.key) {
    if (sameTypes(a.types, b.types)) return { types: a.types, content };
    // As `plain` a token takes the line's own style: right only when both looked like the line.
    return { types: lookA.key === unstyled ? ['plain'] : a.types, content };
  }
  if (lookA.key === unstyled && isSpaces(a) && !lookB.showsOnSpaces)
    return { types: b.types, content };
  if (lookB.key === unstyled && isSpaces(b) && !lookA.showsOnSpaces)
    return { types: a.types, content };
  return undefined;
}

/**
 * The tokens of one highlighted line, with neighbours that are drawn alike joined into one.
 *
 * Prism gives every piece of the grammar a token of its own, and the code block an element
 * for each: in a JSON example the indentation, the property name, the colon and the space
 * after it are four elements with one look. On the longest guides those elements were half
 * of the page, and every one of them is styled and laid out before the first paint.
 *
 * Tokens join only when they look alike in every one of `themes`, the code themes a block may
 * be drawn with (the site is dark only and has one; a site that switches modes passes both, so
 * that a page hydrating in the other mode finds the same elements). Joined, a line keeps its text and the colour, slant and weight of
 * every character in each theme, as drawn inside the theme's line style (a token whose
 * colour is the line's looks like unstyled text). Spaces may take a neighbour's colour or
 * slant, which does not show. A joined token keeps its types when both had the same;
 * otherwise it takes the first one's types, or `plain` when both looked like the line, so
 * its class names say how it looks rather than naming each piece of the grammar. A line
 * with the marker of an empty line is returned as it is.
 */
export function joinAlikeTokens(line: readonly Token[], themes: readonly PrismTheme[]): Token[] {
  if (line.length < 2 || line.some((token) => token.empty !== undefined)) return [...line];
  const tokens: Token[] = [];
  for (const token of line) {
    // A token with no text draws nothing: the tokenizer leaves one at the end of most lines.
    if (token.content === '') continue;
    const last = tokens[tokens.length - 1];
    const joinedToken = last && joined(last, token, themes);
    if (joinedToken) tokens[tokens.length - 1] = joinedToken;
    else tokens.push(token);
  }
  return tokens.length > 0 ? tokens : [...line];
}
