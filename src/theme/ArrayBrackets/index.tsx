import { asListItem } from '@site/src/components/OpenApiListSemantics';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/*
 * The "Array [" and "]" around the items of an array property. The theme draws each as an <li>
 * wherever it sits, mostly inside the <div>s of a nested property, where a list item has no
 * list (axe `listitem`). Here a bracket is a list item only directly inside a list of the
 * theme (src/components/OpenApiListSemantics), and a <div> everywhere else.
 */
export const OpeningArrayBracket = asListItem(function OpeningArrayBracket(): ReactNode {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
});

export const ClosingArrayBracket = asListItem(function ClosingArrayBracket(): ReactNode {
  return <div className={styles.bracket}>]</div>;
});
