import { asListItem } from '@site/src/components/OpenApiListSemantics';
import SchemaItem, { type Props } from '@theme-original/SchemaItem';
import type { ReactNode } from 'react';

/**
 * The theme renders a property right after whatever precedes it, and its name
 * right before its type, with no space in between: the page text, and with it
 * the search index, reads `Response HeadersETag` and `timeOfDaystring[]`. Spaces
 * around the item and the type keep every property name a word of its own; the
 * block and flex layout around them hides them, as it hides the space the theme
 * already puts before the type of object properties.
 */
function SchemaItemWithSeparatedName({ schemaName, ...props }: Props): ReactNode {
  return (
    <>
      {' '}
      <SchemaItem
        {...props}
        schemaName={schemaName === undefined ? undefined : ` ${schemaName} `}
      />
    </>
  );
}

export default asListItem(SchemaItemWithSeparatedName);
