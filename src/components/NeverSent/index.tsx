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

/**
 * The type on the row of an element the module never sends, and after it the label. Both sit in
 * the theme's type span, which dims its whole content: here only the type is dimmed.
 */
export function TypeAndNeverSentLabel({ type }: { readonly type: ReactNode }): ReactNode {
  return (
    <>
      <span className={styles.type}>{type}</span>{' '}
      <span className={styles.badge} title="The medication module never sends this element">
        never sent
      </span>
    </>
  );
}
