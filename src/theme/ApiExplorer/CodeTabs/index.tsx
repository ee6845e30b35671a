import CodeTabs, { type Props } from '@theme-original/ApiExplorer/CodeTabs';
import clsx from 'clsx';
import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Inside each language's panel of the request samples the theme draws a second tab list, for
 * the language's variants (or samples). Each language here has one variant (`languageTabs` in
 * config/theme.ts), so every panel held a tab list with one tab: a choice that offers none, and
 * one more "tab, 1 of 1" for a screen reader. A list of one tab gives way to that tab's content,
 * in the theme's container; with two or more the theme's tabs are drawn as they are.
 */
export default function CodeTabsWithChoices(props: Props): ReactNode {
  const tabs = Children.toArray(props.children).filter(isValidElement<{ children?: ReactNode }>);
  const [only] = tabs;
  if ((props.includeVariant || props.includeSample) && tabs.length === 1 && only) {
    return (
      <div className={clsx('openapi-tabs__code-container', props.className)}>
        <div className="margin-top--md">{only.props.children}</div>
      </div>
    );
  }
  return <CodeTabs {...props} />;
}
