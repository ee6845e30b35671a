import type { ComponentProps } from 'react';
import { lazyHydrated } from '@site/src/utils/lazy-hydrated';

type DoseExplainerProps = ComponentProps<typeof import('./index').default>;

/**
 * The explainer as posts embed it: in the page's HTML at once, its code in a chunk of its
 * own that makes it interactive a moment after the page (see lazyHydrated).
 */
export default lazyHydrated<DoseExplainerProps>(
  async () => (await import('./index')).default,
  undefined,
  'DoseExplainer',
);
