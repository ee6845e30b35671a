import Tabs from '@theme-init/Tabs';
import type { Props } from '@theme/Tabs';
import { island } from '../../island';
import CodeBlock from '../CodeBlock';

/**
 * The theme's tabs, taken over from the server's markup as they come near the screen. The
 * theme renders its tabs again from scratch once the page has hydrated (it keys them on
 * `useIsBrowser()`, facebook/docusaurus#5653), so hydrating them is work thrown away: on the
 * getting-started guide, whose two tab groups are screens below the first, that was a long
 * task of React work and restyling after every load. As an island they are drawn once, when
 * the reader nears them, with the reader's stored choice of tab.
 *
 * Their panels hold code blocks, which the tabs' first client render mounts afresh: waiting
 * for the highlighter first draws them highlighted at once instead of plain for a moment.
 * After a client-side navigation the theme's tabs show at once (the `fallback`).
 */
export default island<Props>(
  async () => {
    await CodeBlock.preload();
    return Tabs;
  },
  { name: 'Tabs', until: 'near-viewport', meanwhile: 'server-html', fallback: Tabs },
);
