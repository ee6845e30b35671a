import type { CSSProperties } from 'react';
import type { Token } from 'prism-react-renderer';

/** The code block's `getTokenProps`, as far as it is used here: the inline style of a token. */
export type TokenProps = (input: { token: Token }) => { style?: CSSProperties | undefined };

/** How a token looks inside its line. */
interface Look {
  /** What its style changes from the line's, comparable between tokens. */
  readonly key: string;
  /** Whether that style would show on spaces. */
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

const unstyled = styleKey(undefined, undefined);

/**
 * How tokens look, remembered per code block and token types: the highlighter builds a
 * new style object on every call, and a block's thousand tokens have a dozen types.
 */
const looksByBlock = new WeakMap<TokenProps, WeakMap<object, Map<string, Look>>>();
const noLineStyle = {};

function lookOf(token: Token, tokenProps: TokenProps, lineStyle: CSSProperties | undefined): Look {
  let byLineStyle = looksByBlock.get(tokenProps);
  if (!byLineStyle) looksByBlock.set(tokenProps, (byLineStyle = new WeakMap()));
  let looks = byLineStyle.get(lineStyle ?? noLineStyle);
  if (!looks) byLineStyle.set(lineStyle ?? noLineStyle, (looks = new Map()));
  const types = token.types.join(' ');
  let look = looks.get(types);
  if (!look) {
    const { style } = tokenProps({ token });
    look = {
      key: styleKey(style, lineStyle),
      showsOnSpaces: Object.keys(style ?? {}).some((property) => !invisibleOnSpaces.has(property)),
    };
    looks.set(types, look);
  }
  return look;
}

const sameTypes = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((type, index) => type === b[index]);

/** One token for two neighbours that look alike, or undefined when they do not. */
function joined(a: Token, lookA: Look, b: Token, lookB: Look): Token | undefined {
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
 * Joined, a line keeps its text and the colour, slant and weight of every character, as
 * drawn inside the line's own style (`lineStyle`; a token whose colour is the line's looks
 * like unstyled text). Spaces may take a neighbour's colour or slant, which does not show.
 * A joined token keeps its types when both had the same; otherwise it takes the first one's
 * types, or `plain` when both looked like the line, so its class names say how it looks
 * rather than naming each piece of the grammar. A line with the marker of an empty line is
 * returned as it is.
 */
export function joinAlikeTokens(
  line: readonly Token[],
  tokenProps: TokenProps,
  lineStyle: CSSProperties | undefined,
): Token[] {
  if (line.length < 2 || line.some((token) => token.empty !== undefined)) return [...line];
  const tokens: Token[] = [];
  let last: { token: Token; look: Look } | undefined;
  for (const token of line) {
    // A token with no text draws nothing: the tokenizer leaves one at the end of most lines.
    if (token.content === '') continue;
    const look = lookOf(token, tokenProps, lineStyle);
    const joinedToken = last && joined(last.token, last.look, token, look);
    if (joinedToken) {
      tokens[tokens.length - 1] = joinedToken;
      last = { token: joinedToken, look: lookOf(joinedToken, tokenProps, lineStyle) };
    } else {
      tokens.push(token);
      last = { token, look };
    }
  }
  return tokens.length > 0 ? tokens : [...line];
}
