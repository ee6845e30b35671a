import type { Props } from '@theme/Tabs';
import { island } from '../../island';

/**
 * The theme's tabs (the getting-started guide's curl / JavaScript / Python samples), with
 * their code in a chunk of their own: the page's HTML shows the default tab at once, and
 * the tabs switch a moment after the page has loaded.
 */
export default island<Props>(async () => (await import('@theme-init/Tabs')).default, {
  name: 'Tabs',
  until: 'hydrated',
  meanwhile: 'server-html',
});
