import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type { Props } from '@theme/TOCCollapsible/CollapseButton';
import type { ReactNode } from 'react';

/**
 * The phone's "On this page" button opens and closes the table of contents under it but did
 * not say which it is doing: screen readers now hear "collapsed" or "expanded". The theme's
 * button passes its other props on to the <button>.
 */
export default function TocCollapseButtonWithState(props: Props): ReactNode {
  return <CollapseButton aria-expanded={!props.collapsed} {...props} />;
}
