import type { ComponentType } from 'react';
import DocItem from '@theme-init/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType>;

/** Set on generated API docs by plugins/doc-item-component. */
type ContentWithItemComponent = Props['content'] & {
  readonly DocItemComponent?: ComponentType<Props>;
};

/**
 * The docs route component for every doc. API docs bring their own renderer in their
 * content module, already loaded with the route, so the choice is synchronous and the
 * server and client render the same tree; guides never load the API theme.
 */
export default function DocItemWrapper(props: Props) {
  const ItemComponent = (props.content as ContentWithItemComponent).DocItemComponent ?? DocItem;
  return <ItemComponent {...props} />;
}
