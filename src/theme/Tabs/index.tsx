import type { Props } from '@theme/Tabs';
import { lazyHydrated } from '@site/src/utils/lazy-hydrated';

/**
 * The theme's tabs (the getting-started guide's curl / JavaScript / Python samples), with
 * their code in a chunk of their own: the page's HTML shows the default tab at once, and
 * the tabs switch a moment after the page has loaded (see lazyHydrated).
 */
export default lazyHydrated<Props>(
  async () => (await import('@theme-original/Tabs')).default,
  undefined,
  'Tabs',
);
