import { memo, useMemo, type ReactNode } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { joinAlikeTokens } from '@site/src/code-line-tokens';

/**
 * The theme's code line, drawn with one element per run of alike tokens (see
 * src/code-line-tokens) instead of one per grammar token.
 */
function CodeLine(props: Props): ReactNode {
  const { line, getLineProps, getTokenProps } = props;
  const tokens = useMemo(
    () => joinAlikeTokens(line, getTokenProps, getLineProps({ line }).style),
    [line, getLineProps, getTokenProps],
  );
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
