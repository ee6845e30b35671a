import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useId, useState, type ReactNode } from 'react';
import { staticMarkupAttribute } from './attribute';

interface Props {
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A block whose content works without JavaScript: text, links and native `<details>`, no
 * buttons, tabs or other controls that need React. Its components render on the server and
 * on a client-side navigation; when a page loads with the server's HTML, hydration keeps
 * the block's markup as it is and never runs them.
 *
 * A schema page is thousands of elements in nested sections (MedicationRequest: some 8,000
 * and 198 `<details>`), all in the HTML so that find-in-page and search reach every
 * property. Hydrating them rendered the whole schema again (merging `allOf`s, rendering each
 * description) and matched it node by node, the longest task of the page on a phone, for
 * sections that open and close natively anyway.
 *
 * The server markup is recognised by the id React gives this instance, the same on the
 * server and during hydration. Anything else renders the children: a client-side
 * navigation, the development server (no server markup), and a hydration that React gave
 * up for a full client render (its ids are generated differently), so a failed hydration
 * elsewhere on the page never leaves the block empty.
 */
export default function StaticMarkup({ className, children }: Props): ReactNode {
  const id = useId();
  const [keepServerMarkup] = useState(
    () =>
      ExecutionEnvironment.canUseDOM &&
      document.querySelector(`[${staticMarkupAttribute}="${CSS.escape(id)}"]`) !== null,
  );
  const attributes = { className, [staticMarkupAttribute]: id };
  if (keepServerMarkup) {
    // React compares no inner HTML while hydrating and, as the string never changes,
    // never writes it afterwards: the server's children stay untouched.
    return (
      <div {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    );
  }
  return <div {...attributes}>{children}</div>;
}
