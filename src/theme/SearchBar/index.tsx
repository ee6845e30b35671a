import SiteSearch from '@site/src/components/SiteSearch';
import type { ReactNode } from 'react';

/**
 * Replaces the plugin's autocomplete widget, which puts links and buttons inside
 * its listbox options and its panel outside any landmark (both fail axe), and
 * has no keyboard shortcut. The plugin still builds the indexes this one reads.
 */
export default function SearchBar(): ReactNode {
  return <SiteSearch />;
}
