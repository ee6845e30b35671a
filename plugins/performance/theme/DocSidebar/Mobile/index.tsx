import type { ReactNode } from 'react';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar/Mobile';
import { usePhoneMenuReached } from '../../../phone-menu';

/** The docs sidebar in the phone menu, once the reader reaches for the menu (phone-menu.ts). */
export default function DocSidebarMobileWhenReached(props: Props): ReactNode {
  return usePhoneMenuReached() ? <DocSidebarMobile {...props} /> : null;
}
