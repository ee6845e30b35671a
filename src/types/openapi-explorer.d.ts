/**
 * The parts of the OpenAPI theme's explorer (docusaurus-theme-openapi-docs 4.7.1) that the "Try it"
 * components use through the theme's `@theme/*` aliases: its store (a Redux store per operation
 * page, whose state the code samples are generated from), the actions that change it, and the form
 * components. The theme ships no declarations for these aliases; after bumping the theme, compare
 * these with its `lib/theme/ApiExplorer` and `lib/theme/ApiItem/hooks`.
 */

declare module '@theme/ApiItem/hooks' {
  export interface ExplorerParam {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    description?: string;
    schema?: { type?: string; pattern?: string; enum?: string[] };
    example?: unknown;
    value?: string | string[];
  }
  export interface ExplorerServer {
    url: string;
    description?: string;
  }
  export interface ExplorerState {
    params: Record<'path' | 'query' | 'header' | 'cookie', ExplorerParam[]>;
    accept: { value?: string; options: string[] };
    server: { value?: ExplorerServer; options: ExplorerServer[] };
    auth: {
      selected?: string;
      options: Record<string, { key: string; type: string; scheme?: string }[]>;
      data: Record<string, { token?: string } | undefined>;
    };
  }
  export interface ExplorerAction {
    type: string;
    payload?: unknown;
  }
  export function useTypedSelector<T>(select: (state: ExplorerState) => T): T;
  export function useTypedDispatch(): (action: ExplorerAction) => void;
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  import type { ExplorerAction, ExplorerParam } from '@theme/ApiItem/hooks';
  export function setParam(param: ExplorerParam): ExplorerAction;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  import type { ExplorerAction } from '@theme/ApiItem/hooks';
  export function setAuthData(change: {
    scheme: string;
    key: string;
    value: string | undefined;
  }): ExplorerAction;
}

declare module '@theme/ApiExplorer/Accept/slice' {
  import type { ExplorerAction } from '@theme/ApiItem/hooks';
  export function setAccept(mediaType: string): ExplorerAction;
}

declare module '@theme/ApiExplorer/Server/slice' {
  import type { ExplorerAction } from '@theme/ApiItem/hooks';
  /** The server as JSON; the store looks it up among its options by URL. */
  export function setServer(serverJson: string): ExplorerAction;
}

declare module '@theme/ApiExplorer/FormItem' {
  import type { ReactNode } from 'react';
  export default function FormItem(props: {
    label?: string;
    type?: string;
    required?: boolean;
    className?: string;
    children?: ReactNode;
  }): ReactNode;
}

declare module '@theme/ApiExplorer/FormTextInput' {
  import type { ChangeEvent, ReactNode } from 'react';
  export default function FormTextInput(props: {
    isRequired?: boolean;
    value?: string;
    placeholder?: string;
    password?: boolean;
    paramName?: string;
    onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  }): ReactNode;
}

declare module '@theme-original/ApiExplorer/Request' {
  import type { ReactNode } from 'react';
  export interface Props {
    /** The operation, decoded from the page's `api` front matter. */
    readonly item: import('@site/src/components/TryIt/operation').ExplorerOperation;
  }
  export default function Request(props: Props): ReactNode;
}
