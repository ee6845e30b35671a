import { memo, useMemo, type ReactNode } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import { useThemeConfig } from '@docusaurus/theme-common';
import Line from '@theme-init/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { joinAlikeTokens } from '../../../code-line-tokens';

/** The site's code themes, one array for the site so that how tokens look is worked out once. */
const themesByConfig = new WeakMap<object, readonly PrismTheme[]>();

function useCodeThemes(): readonly PrismTheme[] {
  const { prism } = useThemeConfig();
  let themes = themesByConfig.get(prism);
  if (!themes) {
    themes = [prism.theme, prism.darkTheme].filter((theme): theme is PrismTheme => !!theme);
    themesByConfig.set(prism, themes);
  }
  return themes;
}

/**
 * The theme's code line, drawn with one element per run of alike tokens (see
 * ../../../code-line-tokens) instead of one per grammar token.
 */
function CodeLine(props: Props): ReactNode {
  const { line } = props;
  const themes = useCodeThemes();
  const tokens = useMemo(() => joinAlikeTokens(line, themes), [line, themes]);
  return <Line {...props} line={tokens} />;
}

/**
 * Rendered again only when its props change. Every code block renders a second time right
 * after it mounts (its word-wrap hook stores whether the block sits in a hidden tab and
 * whether it scrolls), and the theme then rebuilt every token of every line although the
 * tokens, the line classes and the prop getters are all the same objects as before: on a
 * guide with a dozen JSON examples, thousands of elements compared for nothing while the
 * reader waits for the page to respond.
 */
export default memo(CodeLine);
