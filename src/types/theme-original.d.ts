/**
 * The OpenAPI theme's components that src/theme wraps, as the wrappers see them.
 * docusaurus-theme-openapi-docs ships no declarations for its `@theme/*` modules (only for
 * the files under its lib/, which are no public entry), so these declare what the wrappers
 * use; written against docusaurus-theme-openapi-docs 4.7.1.
 */

declare module '@theme-original/ApiExplorer/CodeSnippets' {
  import type { ReactNode } from 'react';

  /** The wrapper reads none of the props (the request and its code samples), only passes them on. */
  export type Props = Readonly<Record<string, unknown>>;
  export default function CodeSnippets(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer/CodeTabs' {
  import type { ReactNode } from 'react';

  /** What the wrapper reads; the rest (actions, languages, values) it only passes on. */
  export interface Props {
    readonly children?: ReactNode;
    readonly className?: string;
    /** The list of a language's variants, inside its panel. */
    readonly includeVariant?: boolean;
    /** The list of a language's samples, inside its panel. */
    readonly includeSample?: boolean;
    readonly [prop: string]: unknown;
  }
  export default function CodeTabs(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer' {
  export { default, type Props } from '@theme/ApiExplorer';
}

declare module '@theme-original/ApiExplorer/MethodEndpoint' {
  import type { ReactNode } from 'react';

  export interface Props {
    readonly method: string;
    readonly path: string;
    /** `endpoint` under an operation's title; `callback` in a callback's section. */
    readonly context?: string;
  }
  export default function MethodEndpoint(props: Props): ReactNode;
}

declare module '@theme-original/StatusCodes' {
  import type { ReactNode } from 'react';
  import type { DocumentedResponses } from '@site/src/components/OperationPage/store';

  /** `id` and `label` only for a callback's responses; the operation's own have neither. */
  export interface Props {
    readonly id?: string;
    readonly label?: string;
    readonly responses?: DocumentedResponses;
  }
  export default function StatusCodes(props: Props): ReactNode;
}

declare module '@theme-original/ApiTabs' {
  import type { ReactNode } from 'react';

  /** The props StatusCodes passes: a heading and id, and one TabItem per status. */
  export interface Props {
    readonly label?: string;
    readonly id?: string;
    readonly defaultValue?: string;
    readonly children?: ReactNode;
    readonly [prop: string]: unknown;
  }
  export default function ApiTabs(props: Props): ReactNode;
}

declare module '@theme-original/Schema' {
  import type { ReactNode } from 'react';

  export interface Props {
    /** The schema object to draw: a resource or data type, a response body, a property. */
    readonly schema: unknown;
    /** The wrapper passes the others (schemaType, schemaPath) on unread. */
    readonly [prop: string]: unknown;
  }
  export default function Schema(props: Props): ReactNode;
}

declare module '@theme-original/SchemaTabs' {
  import type { ReactNode } from 'react';

  /** Tab items (TabItem elements); the wrapper passes the others (className, lazy…) on unread. */
  export interface Props {
    readonly children?: ReactNode;
    readonly [prop: string]: unknown;
  }
  export default function SchemaTabs(props: Props): ReactNode;
}

declare module '@theme-original/SchemaItem' {
  import type { ReactNode } from 'react';

  export interface Props {
    /**
     * The property's type (`string`, `Reference[]`), or several to join with `|`; the theme
     * leaves it out for the items of arrays and combined schemas and draws whatever node it gets.
     */
    readonly schemaName?: string | readonly string[] | ReactNode;
    /** The wrapper passes the others (schema, required, collapsible, …) on unread. */
    readonly [prop: string]: unknown;
  }
  export default function SchemaItem(props: Props): ReactNode;
}

declare module '@theme-original/ApiItem' {
  import type { ReactNode } from 'react';

  /** The route's props; the theme's component reads only `content`, the page's MDX module. */
  export interface Props {
    readonly content: unknown;
    readonly [prop: string]: unknown;
  }
  export default function ApiItem(props: Props): ReactNode;
}
