import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';

/**
 * The theme's code line, rendered again only when its props change. Every code block
 * renders a second time right after it mounts (its word-wrap hook stores whether the block
 * sits in a hidden tab and whether it scrolls), and the theme then rebuilt every token of
 * every line although the tokens, the line classes and the prop getters are all the same
 * objects as before: on a guide with a dozen JSON examples, thousands of elements compared
 * for nothing while the reader waits for the page to respond.
 */
export default memo(Line);
