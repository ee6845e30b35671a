import type { ExplorerParam, ExplorerState } from '@theme/ApiItem/hooks';
import type { SandboxRequest } from '@medication-module/sandbox';

/** The operation as the explorer gets it from the page's `api` front matter. */
export interface ExplorerOperation {
  method: string;
  path: string;
  parameters?: ExplorerParam[];
  responses?: Record<string, unknown>;
}

/** What the samples show when no token is typed; the sandbox takes it as any other token. */
export const tokenPlaceholder = '<TOKEN>';

/** The sandbox-only header that replays a moment, when the reader set one. */
export interface SandboxExtras {
  sandboxTime?: string;
}

function paramValue(param: ExplorerParam): string | undefined {
  const value = Array.isArray(param.value) ? param.value.join(',') : param.value;
  return value === undefined || value === '' ? undefined : value;
}

/** The token the selected security scheme holds, or the samples' placeholder. */
export function typedToken(auth: ExplorerState['auth']): string {
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  const token = schemes.map((scheme) => auth.data[scheme.key]?.token).find(Boolean);
  return token ?? tokenPlaceholder;
}

/**
 * The request the code samples show, as the sandbox reads it: the path with its parameters (the
 * id already percent-encoded by the explorer's field), the query, `Accept`, the header
 * parameters and the bearer token, plus X-Sandbox-Time when the reader set one.
 */
export function explorerRequest(
  operation: ExplorerOperation,
  state: Pick<ExplorerState, 'params' | 'accept' | 'auth'>,
  { sandboxTime }: SandboxExtras = {},
): SandboxRequest {
  let path = operation.path;
  for (const param of state.params.path) {
    path = path.replace(`{${param.name}}`, paramValue(param) ?? `:${param.name}`);
  }
  const query = state.params.query
    .flatMap((param) => {
      const value = paramValue(param);
      return value === undefined ? [] : [`${param.name}=${encodeURIComponent(value)}`];
    })
    .join('&');
  const headers: Record<string, string> = {};
  if (state.accept.value) headers.Accept = state.accept.value;
  for (const param of state.params.header) {
    const value = paramValue(param);
    if (value !== undefined) headers[param.name] = value;
  }
  headers.Authorization = `Bearer ${typedToken(state.auth)}`;
  if (sandboxTime) headers['X-Sandbox-Time'] = sandboxTime;
  return {
    method: operation.method.toUpperCase(),
    target: query === '' ? path : `${path}?${query}`,
    headers,
  };
}

/** Whether a typed id fits the documented pattern (a pattern that does not compile fits all). */
export function fitsPattern(value: string, pattern: string | undefined): boolean {
  if (pattern === undefined) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/** The id as the URL carries it: percent-encoded, or as typed if it cannot be (a lone surrogate). */
export function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

export function decodePathValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
