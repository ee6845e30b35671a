import CodeSnippets, { type Props } from '@theme-original/ApiExplorer/CodeSnippets';
import Admonition from '@theme/Admonition';
import type { ReactNode } from 'react';

function localStorageReadable(): boolean {
  try {
    window.localStorage.getItem('docusaurus.tab.code-samples');
    return true;
  } catch {
    return false;
  }
}

/**
 * The OpenAPI theme's code samples read the reader's last language straight
 * from localStorage, which throws where storage is blocked (some iframes,
 * private windows, strict privacy settings) and would take the whole API page
 * down with it. There, the page keeps everything else and says why the samples
 * are missing.
 *
 * The samples show the token the reader typed (the theme masks it by default),
 * so that a copied sample sends what Send sends.
 */
export default function CodeSnippetsWrapper(props: Props): ReactNode {
  if (localStorageReadable()) return <CodeSnippets {...props} maskCredentials={false} />;
  return (
    <Admonition type="note" title="Code samples unavailable">
      This browser blocks storage for this site, which the code samples need. The request is
      described in full on this page.
    </Admonition>
  );
}
