/** docusaurus-theme-openapi-docs ships no ambient declarations for its theme components. */
declare module '@theme/ApiItem/Layout' {
  export { default } from '@theme/DocItem/Layout';
}

declare module '@theme/ApiExplorer' {
  import type { ReactNode } from 'react';

  export interface Props {
    /** The operation, decoded from the `api` front matter of a generated doc. */
    readonly item: unknown;
    readonly infoPath: string;
  }
  export default function ApiExplorer(props: Props): ReactNode;
}

declare module '@theme/SkeletonLoader' {
  import type { ReactNode } from 'react';

  export default function SkeletonLoader(props: { size?: 'sm' | 'md' | 'lg' }): ReactNode;
}

declare module '@theme/Markdown' {
  import type { ReactNode } from 'react';

  /** The OpenAPI theme's renderer for the description's Markdown (descriptions, summaries). */
  export default function Markdown(props: { children?: string; className?: string }): ReactNode;
}
