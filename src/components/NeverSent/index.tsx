import { createContext, useContext, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * True inside an element the module never sends (or inside the group of them): everything
 * below is never sent too, so no row there repeats the label.
 */
export const InsideNeverSent = createContext(false);

export function useInsideNeverSent(): boolean {
  return useContext(InsideNeverSent);
}

/** On the row of an element the module never sends, right after its name. */
export function NeverSentBadge(): ReactNode {
  return (
    <span className={styles.badge} title="The medication module never sends this element">
      never sent
    </span>
  );
}
