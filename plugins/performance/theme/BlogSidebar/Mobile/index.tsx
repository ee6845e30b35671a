import type { ReactNode } from 'react';
import BlogSidebarMobile from '@theme-init/BlogSidebar/Mobile';
import type { Props } from '@theme/BlogSidebar/Mobile';
import { usePhoneMenuReached } from '../../../phone-menu';

/** The blog's recent posts in the phone menu, once the reader reaches for it (phone-menu.ts). */
export default function BlogSidebarMobileWhenReached(props: Props): ReactNode {
  return usePhoneMenuReached() ? <BlogSidebarMobile {...props} /> : null;
}
