import type { Plugin } from '@docusaurus/types';
import { themeConfig } from './theme';

const { defaultMode } = themeConfig.colorMode;

/**
 * Puts the page back in the site's colour mode when the theme's colour-mode script left
 * it in none. That script reads the stored choice inside a try block that returns
 * `undefined` when the browser refuses storage (private windows, iframes, strict privacy
 * settings), then sets `data-theme` to whatever it read unless it read `null`: such a
 * reader got `data-theme="undefined"`, which the theme reads as the light mode, on a site
 * that has only the dark one. It goes where the theme puts its script, at the top of the
 * body: site plugins inject after the preset's theme, so it runs right after that script,
 * before anything is drawn.
 */
export const colourModeFallbackScript = `(function(){var d=document.documentElement,t=d.getAttribute('data-theme');if(t!=='dark'&&t!=='light')d.setAttribute('data-theme',${JSON.stringify(defaultMode)})})();`;

export function colourModeFallbackPlugin(): Plugin {
  return {
    name: 'colour-mode-fallback',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: colourModeFallbackScript }] };
    },
  };
}
