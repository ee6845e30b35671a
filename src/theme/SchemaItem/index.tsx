import { asListItem } from '@site/src/components/OpenApiListSemantics';
import {
  InsideNeverSent,
  TypeAndNeverSentLabel,
  useInsideNeverSent,
} from '@site/src/components/NeverSent';
import { isNeverSent } from '@medication-module/api-description/mark';
import SchemaItem, { type Props } from '@theme-original/SchemaItem';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type ElementWithProps = ReactElement<Record<string, unknown>>;

const elementOf = (node: unknown): ElementWithProps | undefined =>
  isValidElement<Record<string, unknown>>(node) ? node : undefined;

/** The theme joins the types of a property with several. */
const typeText = (schemaName: Props['schemaName']): ReactNode =>
  Array.isArray(schemaName) ? schemaName.join(' | ') : (schemaName as ReactNode);

/**
 * A row that opens (an object, an array of objects) with the "never sent" label after its type,
 * or undefined when it is sent. The theme hands such a row its Details element instead of the
 * schema; the summary element in it carries the schema and draws the name and type.
 */
function labelledSection(details: unknown): ReactNode | undefined {
  const element = elementOf(details);
  const summary = elementOf(element?.props.summary);
  if (!element || !summary || !isNeverSent(summary.props.schema)) return undefined;
  return cloneElement(element, {
    summary: cloneElement(summary, {
      schemaName: <TypeAndNeverSentLabel type={summary.props.schemaName as ReactNode} />,
    }),
  });
}

/**
 * The theme renders a property right after whatever precedes it, and its name
 * right before its type, with no space in between: the page text, and with it
 * the search index, reads `Response HeadersETag` and `timeOfDaystring[]`. Spaces
 * around the item and the type keep every property name a word of its own; the
 * block and flex layout around them hides them, as it hides the space the theme
 * already puts before the type of object properties.
 *
 * An element the module never sends (`x-module-sends: never`) is labelled so after its type,
 * unless it sits inside one already (the group of ../Schema, or a never-sent parent).
 */
function SchemaItemWithSeparatedName({ schemaName, ...props }: Props): ReactNode {
  const insideNeverSent = useInsideNeverSent();
  const type = typeText(schemaName);
  const spacedType =
    type === undefined || typeof type === 'string' ? type && ` ${type} ` : <> {type} </>;
  if (!insideNeverSent && props.collapsible) {
    const section = labelledSection(props.children);
    if (section) {
      return (
        <>
          {' '}
          <InsideNeverSent.Provider value>
            <SchemaItem {...props} schemaName={spacedType}>
              {section}
            </SchemaItem>
          </InsideNeverSent.Provider>
        </>
      );
    }
  }
  const neverSentLeaf = !insideNeverSent && !props.collapsible && isNeverSent(props.schema);
  return (
    <>
      {' '}
      <SchemaItem
        {...props}
        schemaName={
          neverSentLeaf ? (
            <>
              {' '}
              <TypeAndNeverSentLabel type={type} />{' '}
            </>
          ) : (
            spacedType
          )
        }
      />
    </>
  );
}

export default asListItem(SchemaItemWithSeparatedName);
