import type { CSSProperties } from 'react';
import type { PrismTheme, Token } from 'prism-react-renderer';

/** The inline styles of a Prism theme, resolved for one language: per token type, plus the block's own. */
export interface ThemeDictionary {
  /** Style of the `<pre>`: the theme's plain style, background included. */
  readonly root: CSSProperties;
  /** Style of every line: the plain style without the background, which the `<pre>` already paints. */
  readonly plain: CSSProperties;
  readonly types: Readonly<Record<string, CSSProperties>>;
}

export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const types: Record<string, CSSProperties> = {};
  for (const { languages, style, types: entryTypes } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of entryTypes) types[type] = { ...types[type], ...style };
  }
  return {
    root: theme.plain,
    plain: { ...theme.plain, backgroundColor: undefined },
    types,
  };
}

/**
 * The inline style of one token: the theme's styles for each of its types, later types
 * winning; a token that stands for an empty line displays as an inline block so the line
 * keeps its height.
 */
export function tokenStyle(
  dictionary: ThemeDictionary,
  { types, empty }: Token,
): CSSProperties | undefined {
  const [only] = types;
  if (types.length === 1 && only === 'plain')
    return empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && only !== undefined && empty !== undefined)
    return dictionary.types[only];
  return Object.assign(
    empty === undefined ? {} : { display: 'inline-block' },
    ...types.map((type) => dictionary.types[type]),
  ) as CSSProperties;
}
