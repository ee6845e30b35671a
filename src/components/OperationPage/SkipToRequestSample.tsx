import type { MouseEvent, ReactNode } from 'react';
import { requestSampleId } from './ids';
import styles from './styles.module.css';

function focusRequestSample(event: MouseEvent<HTMLAnchorElement>): void {
  const target = document.getElementById(requestSampleId);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
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
