import React, { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { useWindowSize } from '@docusaurus/theme-common';
import Icon from '../Icons';
import styles from './styles.module.css';

/** Infima's desktop breakpoint: widths up to and including this value are "mobile". */
export const DESKTOP_BREAKPOINT = 996;

/** Tracks `window.innerWidth`; `null` on the server and during hydration. */
function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    function update(): void {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(window.innerWidth));
    }
    setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', update);
    };
  }, []);
  return width;
}

const layoutText = {
  ssr: 'Detecting layout…',
  mobile: 'Mobile layout',
  desktop: 'Desktop layout',
} as const;

/**
 * Shows which Docusaurus layout the reader's window is in and its width.
 *
 * Server render and first client render are identical ("Detecting layout…"),
 * because `useWindowSize()` returns `'ssr'` until after hydration. Only the
 * layout name sits in the polite live region, so screen readers hear about
 * crossing the breakpoint, not about every pixel of a resize.
 */
export default function LayoutIndicator(): JSX.Element {
  const layout = useWindowSize();
  const width = useViewportWidth();
  const titleId = useId();
  const known = layout !== 'ssr' && width !== null;
  const distance = width === null ? null : width - DESKTOP_BREAKPOINT;

  return (
    <section className={clsx(styles.indicator, styles[layout])} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        Your current layout
      </p>
      <p className={styles.layout} aria-live="polite" aria-atomic="true">
        <span className={styles.badge} aria-hidden="true">
          {layout === 'desktop' ? (
            <Icon name="desktop" />
          ) : layout === 'mobile' ? (
            <Icon name="phone" />
          ) : (
            '…'
          )}
        </span>{' '}
        <strong>{layoutText[layout]}</strong>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Viewport width</dt>
          <dd>{known ? `${width} px` : '—'}</dd>
        </div>
        <div>
          <dt>Breakpoint</dt>
          <dd>{DESKTOP_BREAKPOINT} px</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>
            {known && distance !== null
              ? distance > 0
                ? `${distance} px above (desktop from ${DESKTOP_BREAKPOINT + 1} px)`
                : `${Math.abs(distance)} px at or below (mobile up to ${DESKTOP_BREAKPOINT} px)`
              : '—'}
          </dd>
        </div>
      </dl>
      <p className={styles.help}>
        Resize the window or rotate your device; the layout name updates when you cross{' '}
        {DESKTOP_BREAKPOINT} px.
      </p>
    </section>
  );
}
