import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

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
