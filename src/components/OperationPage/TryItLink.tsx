import type { MouseEvent, ReactNode } from 'react';
import { requestSampleId, tryItId } from './ids';
import styles from './styles.module.css';

function land(target: HTMLElement): void {
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * The explorer draws itself when its panel nears the viewport (plugins/performance): when Try it
 * is not there yet, the link scrolls to the panel and lands on Try it once it appears.
 */
function goToTryIt(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  const target = document.getElementById(tryItId);
  if (target) {
    land(target);
    return;
  }
  document.getElementById(requestSampleId)?.scrollIntoView({ block: 'start' });
  const observer = new MutationObserver(() => {
    const appeared = document.getElementById(tryItId);
    if (!appeared) return;
    observer.disconnect();
    land(appeared);
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * A visible way from the endpoint to Send: on a wide screen Try it sits below the request
 * sample and form, on a phone after the parameters, in neither case where a reader looks first.
 */
export default function TryItLink(): ReactNode {
  return (
    <a href={`#${tryItId}`} className={styles.tryItLink} onClick={goToTryIt}>
      Skip to Try it
    </a>
  );
}
