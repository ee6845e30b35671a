import { asListItem } from '@site/src/components/OpenApiListSemantics';
import {
  InsideNeverSent,
  NeverSentBadge,
  useInsideNeverSent,
} from '@site/src/components/NeverSent';
import { isNeverSent } from '@site/src/utils/module-sends';
import SchemaItem, { type Props } from '@theme-original/SchemaItem';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type ElementWithProps = ReactElement<Record<string, unknown>>;

const elementOf = (node: unknown): ElementWithProps | undefined =>
  isValidElement<Record<string, unknown>>(node) ? node : undefined;

const withBadge = (name: unknown): ReactNode => (
  <>
    {name as ReactNode}
    <NeverSentBadge />
  </>
);

/**
 * The row with a "never sent" label after the element's name. The theme hands a plain row its
 * schema; a row that opens (an object, an array of objects) gets the theme's Details element
 * instead, whose summary element carries the schema and draws the name.
 */
function labelledNeverSent(
  props: Omit<Props, 'schemaName'>,
): Omit<Props, 'schemaName'> | undefined {
  if (!props.collapsible)
    return isNeverSent(props.schema) ? { ...props, name: withBadge(props.name) } : undefined;
  const details = elementOf(props.children);
  const summary = elementOf(details?.props.summary);
  if (!details || !summary || !isNeverSent(summary.props.schema)) return undefined;
  return {
    ...props,
    children: cloneElement(details, {
      summary: cloneElement(summary, { name: withBadge(summary.props.name) }),
    }),
  };
}

/**
 * The theme renders a property right after whatever precedes it, and its name
 * right before its type, with no space in between: the page text, and with it
 * the search index, reads `Response HeadersETag` and `timeOfDaystring[]`. Spaces
 * around the item and the type keep every property name a word of its own; the
 * block and flex layout around them hides them, as it hides the space the theme
 * already puts before the type of object properties.
 *
 * An element the module never sends (`x-module-sends: never`) is labelled so on its row,
 * unless it sits inside one already (the group of ../Schema, or a never-sent parent).
 */
function SchemaItemWithSeparatedName({ schemaName, ...props }: Props): ReactNode {
  const insideNeverSent = useInsideNeverSent();
  const labelled = insideNeverSent ? undefined : labelledNeverSent(props);
  const item = (
    <SchemaItem
      {...(labelled ?? props)}
      schemaName={schemaName === undefined ? undefined : ` ${schemaName} `}
    />
  );
  return (
    <> {labelled ? <InsideNeverSent.Provider value>{item}</InsideNeverSent.Provider> : item}</>
  );
}

export default asListItem(SchemaItemWithSeparatedName);
