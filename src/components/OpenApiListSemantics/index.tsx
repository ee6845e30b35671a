import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { withProvider } from '@site/src/utils/with-provider';
import styles from './styles.module.css';

/**
 * The OpenAPI theme renders parameter and schema items as <div>s directly
 * inside a <ul>, which screen readers announce as an empty list (axe `list`).
 * Components that own such a <ul> mark their subtree; an item rendered directly
 * inside one becomes an <li>, and resets the mark so that nested items, which
 * the theme places in <div>s, stay as they are.
 */
const InsideThemeList = createContext(false);

/** Whether the caller renders directly inside such a list, where an item must be an <li>. */
export function useInsideThemeList(): boolean {
  return useContext(InsideThemeList);
}

export function asThemeList<Props extends object>(
  List: ComponentType<Props>,
): ComponentType<Props> {
  return withProvider(InsideThemeList, true, List, 'ThemeList');
}

export function asListItem<Props extends object>(Item: ComponentType<Props>): ComponentType<Props> {
  function ListItem(props: Props): ReactNode {
    const inList = useContext(InsideThemeList);
    if (!inList) return <Item {...props} />;
    return (
      <li className={styles.item}>
        <InsideThemeList.Provider value={false}>
          <Item {...props} />
        </InsideThemeList.Provider>
      </li>
    );
  }
  ListItem.displayName = `ListItem(${Item.displayName ?? Item.name})`;
  return ListItem;
}
