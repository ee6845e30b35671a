import useIsBrowser from '@docusaurus/useIsBrowser';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useEffect, type ReactNode } from 'react';

/**
 * Before React loads, an inline script of the theme marks <html> when the bar
 * was dismissed, and CSS hides the bar while that mark says so. The theme never
 * updates the mark, so when the announcement id changes the reader's old
 * dismissal still hides the new bar until a later full page load, although the
 * theme has already decided to show it. Once hydrated, make the mark follow the
 * theme's decision.
 */
const dismissedMark = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarShownWhenNew(): ReactNode {
  const isBrowser = useIsBrowser();
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isBrowser) document.documentElement.setAttribute(dismissedMark, String(!isActive));
  }, [isBrowser, isActive]);
  return <AnnouncementBar />;
}
