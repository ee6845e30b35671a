import type { ReactNode } from 'react';
import { asListItem } from '@site/src/components/OpenApiListSemantics';
import styles from './styles.module.css';

/*
 * The theme draws the "Array [" and "]" around an array's item schema as <li>s, also where the
 * array sits inside a collapsed section's <div> rather than in a list: a list item without a list
 * (axe `listitem`). These draw the same marks as plain blocks, which become list items exactly
 * where the site's other theme list items do (src/components/OpenApiListSemantics).
 */
function Opening(): ReactNode {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

function Closing(): ReactNode {
  return <div className={styles.bracket}>]</div>;
}

export const OpeningArrayBracket = asListItem(Opening);
export const ClosingArrayBracket = asListItem(Closing);
