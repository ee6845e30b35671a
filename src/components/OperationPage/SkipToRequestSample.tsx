import type { MouseEvent, ReactNode } from 'react';
import { requestSampleId } from './ids';
import styles from './styles.module.css';

/** The request samples (the theme's language tabs), first in the panel once the explorer is drawn. */
const samplesIn = (panel: HTMLElement): Element | null =>
  panel.querySelector('.openapi-tabs__code-container');

/**
 * On a phone (and at 200 % zoom) the explorer draws itself only when its panel nears the
 * viewport (plugins/performance), so the jump finds a placeholder there. The explorer then grows
 * by some 1,300 px below the panel's start, and the browser's scroll anchoring kept the content
 * after it in place: the reader landed at the explorer's end, the sample far above. Once the
 * samples are drawn, the panel's start is brought back into view.
 */
function focusRequestSample(event: MouseEvent<HTMLAnchorElement>): void {
  const panel = document.getElementById(requestSampleId);
  if (!panel) return;
  event.preventDefault();
  panel.scrollIntoView({ block: 'start' });
  panel.focus({ preventScroll: true });
  if (samplesIn(panel)) return;
  const observer = new MutationObserver(() => {
    if (!samplesIn(panel)) return;
    observer.disconnect();
    panel.scrollIntoView({ block: 'start' });
  });
  observer.observe(panel, { childList: true, subtree: true });
}

/**
 * A stop early in the Tab order, right after the endpoint: the request sample otherwise comes
 * after every control of the description, parameters and responses (some 44 Tab presses on a
 * phone). It moves the focus, so the next Tab continues in the samples.
 */
export default function SkipToRequestSample(): ReactNode {
  return (
    <a href={`#${requestSampleId}`} className={styles.skipLink} onClick={focusRequestSample}>
      Skip to the request sample
    </a>
  );
}
