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
 * the highlighted block from their HTML at once.
 */
export default island<Props>(async () => (await import('./Highlighted')).default, {
  name: 'CodeBlock',
  until: 'hydrated',
  meanwhile: 'server-html',
  fallback: PlainCode,
});
