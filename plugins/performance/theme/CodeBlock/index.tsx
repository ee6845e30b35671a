import type { Props } from '@theme/CodeBlock';
import type { ReactNode } from 'react';
import { island } from '../../island';

/**
 * Until the highlighter has loaded after a client-side navigation: the code as plain text
 * in the site's <pre> style, line for line as the highlighted block will show it.
 */
function PlainCode({ children }: Props): ReactNode {
  return (
    <pre>
      <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
  );
}

/**
 * The theme's code block with its highlighter (the Prism languages, line and copy-button
 * code) in a chunk of its own, which pages without code never load. Pages with code show
 * the highlighted block from their HTML at once; the theme's component takes over a block as
 * it comes near the screen, so a long guide does not lay out all its code again after loading,
 * and a page whose code is all below the screen loads the chunk only if the reader scrolls.
 */
export default island<Props>(async () => (await import('./Highlighted')).default, {
  name: 'CodeBlock',
  until: 'near-viewport',
  meanwhile: 'server-html',
  fallback: PlainCode,
});
