import type { ReactNode } from 'react';
import { Context as IsBrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';

/**
 * The theme remounts every code block once the page has hydrated (it keys the block on
 * `useIsBrowser()`): the server highlights in the default colour mode, and hydration would
 * not redraw the tokens for a reader whose page is in another mode. This site has only the
 * dark mode, so for nearly every reader the remount highlights each block a second time
 * into the same markup, and replaces its DOM, right after the page became interactive.
 *
 * While the page is in the default mode, the block keeps seeing `useIsBrowser()` as on the
 * server, so it stays mounted. A page forced into another mode (a stored choice, or
 * `?docusaurus-theme=`) leaves this branch once the colour mode is read and gets the
 * theme's remount, as before. Nothing inside the theme's code block reads
 * `useIsBrowser()` besides that key.
 */
export default function CodeBlockWithoutRemount(props: Props): ReactNode {
  const { colorMode } = useColorMode();
  const { defaultMode } = useThemeConfig().colorMode;
  if (colorMode !== defaultMode) return <CodeBlock {...props} />;
  return (
    <IsBrowserContext.Provider value={false}>
      <CodeBlock {...props} />
    </IsBrowserContext.Provider>
  );
}
