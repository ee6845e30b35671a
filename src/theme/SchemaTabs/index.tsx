import SchemaTabs, { type Props } from '@theme-original/SchemaTabs';
import { Children, isValidElement, type ReactNode } from 'react';

const isDefaultTab = (child: ReactNode): boolean =>
  isValidElement<{ default?: boolean }>(child) && child.props.default === true;

/**
 * The theme's schema tabs in the order a reader meets them: the tab shown first (the one
 * marked `default`, such as a response's examples, ../ResponseExamples) is also the first in
 * the strip, before the Schema tab the theme writes ahead of it. Other tab groups keep theirs.
 */
export default function SchemaTabsDefaultFirst({ children, ...props }: Props): ReactNode {
  const tabs = Children.toArray(children);
  return (
    <SchemaTabs {...props}>
      {[...tabs.filter(isDefaultTab), ...tabs.filter((tab) => !isDefaultTab(tab))]}
    </SchemaTabs>
  );
}
