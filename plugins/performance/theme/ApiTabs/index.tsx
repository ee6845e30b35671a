import type { ComponentProps } from 'react';
import ApiTabs from '@theme-init/ApiTabs';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = ComponentProps<typeof ApiTabs>;

/**
 * The tabs of an operation's responses, one per status code. The theme remounts its tab
 * groups once the page has hydrated (as the classic theme's tabs do); with every panel
 * mounted, that is every response's schema and examples drawn a second time, in one task
 * of several hundred milliseconds on a phone. So the server's HTML holds every panel (for
 * search and for readers without scripts), and the remount keeps only the chosen response
 * mounted: another one renders when the reader picks its tab.
 */
export default function ApiTabsMountingTheChosenPanel(props: Props) {
  const isBrowser = useIsBrowser();
  return <ApiTabs {...props} lazy={isBrowser} />;
}
