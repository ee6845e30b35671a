import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Context as IsBrowserContext } from '@docusaurus/core/lib/client/browserContext';
import OriginalRoot from '@theme-original/Root';

/**
 * `useIsBrowser()` turns true right after hydration, and everything that waited for it
 * renders at once: every `BrowserOnly` part of an API page (parameters, request and
 * response schemas), every code block (the theme remounts them). Docusaurus flips it in an
 * ordinary update, so React does all of that in one task of a few hundred milliseconds on a
 * phone, while the reader's first tap waits. Flipping it in a transition lets React do the
 * same work in slices between input events. The provider sits inside Docusaurus' own one,
 * so every `useIsBrowser()` below the root reads this value.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return (
    <IsBrowserContext.Provider value={isBrowser}>
      <OriginalRoot>{children}</OriginalRoot>
    </IsBrowserContext.Provider>
  );
}
