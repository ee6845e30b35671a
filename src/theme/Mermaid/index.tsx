/// <reference types="@docusaurus/theme-mermaid" />
import { lazy, Suspense, useRef } from 'react';
import type { Props } from '@theme/Mermaid';
import { useNearViewport } from '@site/src/hooks/use-near-viewport';

/**
 * The theme's Mermaid imports the mermaid library (about 160 KB gzip before any
 * diagram type) and MDXComponents imports Mermaid, so every Markdown page shipped it.
 * Diagrams are drawn in the browser only anyway (the server renders nothing), so the
 * renderer loads when a diagram is about to scroll into view.
 */
const MermaidRenderer = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(placeholder);
  return (
    <div ref={placeholder} data-mermaid-diagram="">
      {nearViewport && (
        <Suspense fallback={null}>
          <MermaidRenderer {...props} />
        </Suspense>
      )}
    </div>
  );
}
