/**
 * Who may ask: the sandbox's whole authorization, in one place. It checks no real token: any
 * bearer token is accepted, except a few documented ones that stand for the failures a sandbox
 * that accepts any token could not otherwise show. This is the default; the strict mode of
 * sign-in (./smart-sandbox.ts) checks issued tokens and their scopes in its place, through the
 * core's `access` (./read-access.ts).
 */

/** Bearer tokens that stand for a failure; any other token is accepted. */
export const sandboxTokens = {
  'sandbox-expired': {
    status: 401,
    means: 'an expired token: 401 with `error="invalid_token"`',
  },
  'sandbox-no-scope': {
    status: 403,
    means: 'a token whose scopes do not cover the resource: 403 with `error="insufficient_scope"`',
  },
  'sandbox-throttled': {
    status: 429,
    means: 'a client over its request rate: 429 with `Retry-After` in seconds',
  },
} as const;
export type SandboxToken = keyof typeof sandboxTokens;

export const realm = 'Bearer realm="fhir"';

/** Why a request is refused, and the headers that say so; undefined when it may go on. */
export interface Refusal {
  status: 401 | 403 | 429;
  headers: Record<string, string>;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([^\s,]+)[ \t]*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * RFC 6750: a request without a token gets the scheme and realm alone; a refused token gets
 * `error`. Every 403 says `insufficient_scope`, as section 3 asks of any token that does not
 * enable access. It names no `scope`: which scope would cover the request depends on whether
 * the client holds patient/, user/ or system/ scopes, and in which SMART version, which a
 * sandbox token does not say (the API names it, from the token it issued).
 */
export function refusalFor(
  authorization: string | undefined,
  retryAfter: string,
): Refusal | undefined {
  const token = bearerToken(authorization);
  if (token === undefined) return { status: 401, headers: { 'WWW-Authenticate': realm } };
  switch (token) {
    case 'sandbox-expired':
      return {
        status: 401,
        headers: {
          'WWW-Authenticate': `${realm}, error="invalid_token", error_description="The access token expired"`,
        },
      };
    case 'sandbox-no-scope':
      return {
        status: 403,
        headers: {
          'WWW-Authenticate': `${realm}, error="insufficient_scope", error_description="The token's scopes do not cover this request"`,
        },
      };
    case 'sandbox-throttled':
      return { status: 429, headers: { 'Retry-After': retryAfter } };
    default:
      return undefined;
  }
}
