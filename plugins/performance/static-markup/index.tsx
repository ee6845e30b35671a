import { Suspense, type ReactNode } from 'react';
import { useServerMarkup } from '@site/src/hooks/use-server-markup';

interface Props {
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A block whose content works without JavaScript: text, links and native `<details>`, no
 * buttons, tabs or other controls that need React. Its components render on the server and
 * on a client-side navigation; when a page loads with the server's HTML, hydration keeps
 * the block's markup as it is and never runs them (see useServerMarkup).
 *
 * A schema page is thousands of elements in nested sections (MedicationRequest: some 8,000
 * and 198 `<details>`), all in the HTML so that find-in-page and search reach every
 * property. Hydrating them rendered the whole schema again (merging `allOf`s, rendering each
 * description) and matched it node by node, the longest task of the page on a phone, for
 * sections that open and close natively anyway.
 *
 * Components in the block may load their code lazily (src/theme/Schema): on a client-side
 * navigation the block stays empty until it has arrived; the server waits for it.
 */
export default function StaticMarkup({ className, children }: Props): ReactNode {
  const { keep, attributes } = useServerMarkup();
  const props = { className, ...attributes };
  if (keep) {
    return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div {...props}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
