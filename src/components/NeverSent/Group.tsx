import type { ReactNode } from 'react';
import { asListItem, asThemeList } from '@site/src/components/OpenApiListSemantics';
import { InsideNeverSent } from '.';
import styles from './styles.module.css';

/** The rows inside the group: list items, as the theme's rows are in a response schema. */
const GroupList = asThemeList(function GroupList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
});

interface GroupProps {
  readonly count: number;
  readonly children: ReactNode;
}

/**
 * The elements of a resource or data type that the module never sends, after the ones it
 * does, in one section that starts closed. A native `<details>`: it opens without
 * JavaScript, which schema pages keep as the server drew them, and find-in-page opens it.
 */
function NeverSentGroupSection({ count, children }: GroupProps): ReactNode {
  return (
    <details className={styles.group}>
      <summary className={styles.summary}>
        Never sent by the module{' '}
        <span className={styles.count}>
          ({count} {count === 1 ? 'element' : 'elements'})
        </span>
      </summary>
      <p className={styles.note}>
        FHIR R4 defines these elements, but answers of this API never contain them: your client
        needs no code for them. Other FHIR sources may send them.
      </p>
      <InsideNeverSent.Provider value>
        <GroupList>{children}</GroupList>
      </InsideNeverSent.Provider>
    </details>
  );
}

export const NeverSentGroup = asListItem(NeverSentGroupSection);
