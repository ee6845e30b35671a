import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import { useThemeConfig } from '@docusaurus/theme-common';
import Root from '@theme-original/Root';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Writes the colour mode into every page's HTML (`<html data-theme="dark">`). The theme leaves
 * the attribute to an inline script, so a page read without JavaScript fell back to Infima's
 * light colours on a site whose only mode is dark. Server rendering only: in the browser the
 * theme's script and its colour-mode context stay the attribute's only writers, so a page
 * forced into the other mode (`?docusaurus-theme=light`) keeps it, and the page head manager
 * never learns of the attribute and so never removes it.
 */
export default function RootWithColourModeInHtml(props: ComponentProps<typeof Root>): ReactNode {
  const { defaultMode } = useThemeConfig().colorMode;
  return (
    <>
      {!ExecutionEnvironment.canUseDOM && (
        <Head>
          <html data-theme={defaultMode} />
        </Head>
      )}
      <Root {...props} />
    </>
  );
}
