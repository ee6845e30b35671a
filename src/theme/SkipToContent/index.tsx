import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import SkipToContent from '@theme-original/SkipToContent';
import type { MouseEvent, ReactNode } from 'react';

/**
 * The theme's skip link focuses <main> through a temporary tabindex="-1" that
 * it removes right away; current Chromium then drops the focus back to <body>
 * (the HTML focus fixup rule), so screen readers are not moved to the content.
 * After the theme's handler has run, focus the same target again and keep the
 * tabindex until the focus leaves it.
 */
function keepFocusOnContent(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof HTMLAnchorElement)) return;
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById(SkipToContentFallbackId);
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
}

export default function SkipToContentKeepingFocus(): ReactNode {
  return (
    <div onClick={keepFocusOnContent}>
      <SkipToContent />
    </div>
  );
}
