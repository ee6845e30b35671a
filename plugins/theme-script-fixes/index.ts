import type { Plugin } from '@docusaurus/types';
import { announcementBar } from '../../config/announcement-bar';
import { themeConfig } from '../../config/theme';

const { defaultMode } = themeConfig.colorMode;

/**
 * Puts the page back in the site's colour mode when the theme's colour-mode script left it
 * in none. That script reads the stored choice inside a try block that returns `undefined`
 * when the browser refuses storage (private windows, iframes, strict privacy settings), then
 * sets `data-theme` to whatever it read unless it read `null`: such a reader got
 * `data-theme="undefined"`, which the theme reads as the light mode, on a site that has only
 * the dark one.
 */
export const colourModeFallbackScript = `(function(){var d=document.documentElement,t=d.getAttribute('data-theme');if(t!=='dark'&&t!=='light')d.setAttribute('data-theme',${JSON.stringify(defaultMode)})})();`;

/**
 * Shows a new announcement to a reader who dismissed the previous one. The theme's script
 * marks `<html>` as dismissed from the stored flag alone, and CSS hides the bar while that
 * mark says so; the theme resets the flag for a new announcement id only once React runs,
 * and never updates the mark, so the new bar stayed hidden until a later full page load.
 * When the stored id is not the configured one, the announcement is new: clear the mark.
 */
export const newAnnouncementScript = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(announcementBar.id)})document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`;

/**
 * Both run where the theme puts its own script, at the top of the body, before anything
 * is drawn: site plugins inject their tags after the preset's theme, so they run right
 * after the theme's script and see what it set.
 */
export function themeScriptFixesPlugin(): Plugin {
  return {
    name: 'theme-script-fixes',
    injectHtmlTags() {
      return {
        preBodyTags: [colourModeFallbackScript, newAnnouncementScript].map((innerHTML) => ({
          tagName: 'script',
          innerHTML,
        })),
      };
    },
  };
}
