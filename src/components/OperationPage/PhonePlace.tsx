import type { ReactNode } from 'react';
import { usePhonePlaceRef } from './store';
import styles from './styles.module.css';

/**
 * Where a phone draws the explorer (request sample and form): after the request's parameters,
 * before the responses, instead of below the whole page (src/theme/ApiExplorer). Empty on
 * wider screens, where the explorer has a column of its own.
 */
export default function PhonePlace(): ReactNode {
  return <div ref={usePhonePlaceRef()} className={styles.phonePlace} />;
}
