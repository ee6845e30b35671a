import type { ReactNode } from 'react';
import { asThemeList, useInsideThemeList } from '@site/src/components/OpenApiListSemantics';
import { InsideNeverSent } from '.';
import styles from './styles.module.css';

/** The rows inside the group, in a response schema: list items, as the theme's rows there. */
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
export function NeverSentGroup({ count, children }: GroupProps): ReactNode {
  // In a response schema the rows are the items of the theme's list (and so are the group and
  // its rows); on a schema page they are blocks, and so are these.
  const inList = useInsideThemeList();
  const section = (
    // The theme's sections (Docusaurus Details) toggle on a click in any summary inside them;
    // one in this group's summary must stay with the group.
    <details className={styles.group} onClick={(event) => event.stopPropagation()}>
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
        {inList ? <GroupList>{children}</GroupList> : <div>{children}</div>}
      </InsideNeverSent.Provider>
    </details>
  );
  return inList ? <li className={styles.item}>{section}</li> : section;
}
