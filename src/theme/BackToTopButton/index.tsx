import { ThemeClassNames } from '@docusaurus/theme-common';
import BackToTopButton from '@theme-original/BackToTopButton';
import { useEffect, useRef, type ReactNode } from 'react';
import { overlaps, placeOfFixed } from './place';
import styles from './styles.module.css';

/**
 * The theme's back-to-top button sits fixed in the window's bottom right corner, over whatever
 * scrolls there, and it appears as the page scrolls up, which Shift+Tab does: a focused field
 * could be under it (WCAG 2.2 SC 2.4.11 Focus Not Obscured). While the focused element lies
 * where the button sits, the button steps aside (hidden); it comes back once the focus moves on.
 * The class is set on the wrapper at once, in the focus and scroll events, not in a later
 * render: the button must be gone in the frame the focus arrives.
 */
export default function BackToTopButtonClearOfFocus(): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const check = (): void => {
      const button = wrapper.current?.querySelector<HTMLElement>(
        `.${ThemeClassNames.common.backToTopButton}`,
      );
      const focused = document.activeElement;
      const covered =
        !!button &&
        focused instanceof HTMLElement &&
        focused !== document.body &&
        focused !== button &&
        overlaps(focused.getBoundingClientRect(), placeOfFixed(button));
      wrapper.current?.classList.toggle(styles.clear ?? '', covered);
    };
    // Focus moves scroll after their focus event: the scroll event checks again.
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);
  return (
    <div ref={wrapper} className={styles.wrapper}>
      <BackToTopButton />
    </div>
  );
}
