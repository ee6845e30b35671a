import { ifNoneMatchMatches, weakEtag } from './conditional';
import { compareInstants, httpDate, parseZonedDateTime, type Instant } from './fhir-time';
import { wantsJson } from './format';
import type { ReadAccess, ReadRefusal } from './read-access';
import { reasonPhrase } from './reasons';
import { isProblem, parseTarget } from './target';
import type {
  JsonObject,
  SandboxData,
  SandboxOperation,
  SandboxRequest,
  SandboxResponse,
  SandboxResource,
  SandboxVersion,
} from './types';

/**
 * The sandbox: one pure function from a request to its answer, the same for `npm run mock`, the
 * downloadable sandbox and Send on the operation pages. The transports only move bytes.
 *
 * It answers like the API: the examples of the description with `ETag` and `Last-Modified`,
 * conditional reads, the documented errors with their example bodies, `/metadata` and
 * `/.well-known/smart-configuration`. Two things exist only here: `X-Sandbox-Time` replays the
 * version current at a moment, and a few documented tokens stand for the failures a sandbox that
 * accepts any token could not otherwise show (see `sandboxTokens`).
 */

export const sandboxTimeHeader = 'X-Sandbox-Time';

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

/** Longer targets get 414, larger header sections 431: bounds, not limits a real client meets. */
export const maxTargetLength = 8192;
export const maxHeaderBytes = 16384;

export const fhirJson = 'application/fhir+json; charset=utf-8';
const plainJson = 'application/json; charset=utf-8';
const realm = 'Bearer realm="fhir"';

export { reasonPhrase };

// Browser clients under development call `npm run mock` from another origin.
const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': `Authorization, Accept, If-None-Match, ${sandboxTimeHeader}`,
  'Access-Control-Expose-Headers':
    'ETag, Last-Modified, WWW-Authenticate, Retry-After, Cache-Control',
};
const allowedMethods = 'GET, HEAD, OPTIONS';

const json = (value: JsonObject): string => `${JSON.stringify(value, null, 2)}\n`;

/** An OperationOutcome for the answers the description has no example of (400, 405, 414, 431). */
function outcome(code: string, text: string, diagnostics: string): JsonObject {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, details: { text }, diagnostics }],
  };
}

function respond(
  status: number,
  body: JsonObject | undefined,
  headers: Record<string, string> = {},
  contentType = fhirJson,
): SandboxResponse {
  return {
    status,
    headers: {
      ...corsHeaders,
      ...(body === undefined ? {} : { 'Content-Type': contentType }),
      ...headers,
    },
    body: body === undefined ? '' : json(body),
  };
}

/**
 * What a transport answers to a request it could not even read (its header section too large
 * for its parser, or not HTTP): the same OperationOutcomes the core gives.
 */
export function unreadableRequest(reason: 'headers-too-large' | 'malformed'): SandboxResponse {
  return reason === 'headers-too-large'
    ? respond(
        431,
        outcome(
          'too-long',
          'Request headers too large',
          `The request's headers exceed ${maxHeaderBytes} bytes.`,
        ),
      )
    : respond(
        400,
        outcome('invalid', 'Malformed request', 'The request is not a well-formed HTTP request.'),
      );
}

/** What a transport answers should the core ever fail: a 500 that keeps the server up. */
export function serverFailure(): SandboxResponse {
  return respond(
    500,
    outcome('exception', 'Sandbox failure', 'The sandbox could not answer this request.'),
  );
}

/** Header lookup by name in any case; repeated headers are joined as one list. */
function headerReader(headers: SandboxRequest['headers']): (name: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const joined = typeof value === 'string' ? value : value.join(', ');
    const previous = byName.get(key);
    byName.set(key, previous === undefined ? joined : `${previous}, ${joined}`);
  }
  return (name) => byName.get(name.toLowerCase());
}

function headerBytes(headers: SandboxRequest['headers']): number {
  return Object.entries(headers).reduce((total, [name, value]) => {
    const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
    return total + values.reduce((sum, item) => sum + name.length + item.length + 4, 0);
  }, 0);
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([^\s,]+)[ \t]*$/i.exec(authorization ?? '');
  return match?.[1];
}

function lastUpdated(version: SandboxVersion): Instant {
  const instant = parseZonedDateTime(version.lastUpdated);
  if (!instant) throw new Error(`Sandbox data: lastUpdated ${version.lastUpdated} is no instant`);
  return instant;
}

/** The address the client reached the sandbox at, from `Host`; the documented one without it. */
export function requestBase(data: SandboxData, host: string | undefined): string {
  const name = host?.trim() ?? '';
  return /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(name)
    ? `http://${name}`
    : data.sandboxBase;
}

/** The version current at a moment: the latest one stored no later than it. */
function versionAt(resource: SandboxResource, moment: Instant): SandboxVersion | undefined {
  const stored = resource.versions.filter(
    (version) => compareInstants(lastUpdated(version), moment) <= 0,
  );
  return stored[stored.length - 1];
}

export function versionHeaders(version: SandboxVersion): Record<string, string> {
  return {
    ETag: weakEtag(version.versionId),
    'Last-Modified': httpDate(lastUpdated(version)),
  };
}

function matchOperation(
  operations: readonly SandboxOperation[],
  segments: readonly string[],
): { operation: SandboxOperation; id: string } | undefined {
  for (const operation of operations) {
    const template = operation.template.slice(1).split('/');
    if (template.length !== segments.length) continue;
    let id: string | undefined;
    const fits = template.every((part, index) => {
      const segment = segments[index] ?? '';
      if (/^\{[^}]+\}$/.test(part)) {
        id = segment;
        return true;
      }
      return part === segment;
    });
    if (fits && id !== undefined) return { operation, id };
  }
  return undefined;
}

function errorBody(operation: SandboxOperation, status: number): JsonObject {
  const body = operation.errorBodies[String(status)];
  if (!body) throw new Error(`Sandbox data: ${operation.template} has no ${status} example`);
  return body;
}

/** The default: any token reads, except the documented ones that stand for a failure. */
function refusalFor(
  authorization: string | undefined,
  operation: SandboxOperation,
): ReadRefusal | undefined {
  const token = bearerToken(authorization);
  if (token === undefined) return { status: 401, headers: { 'WWW-Authenticate': realm } };
  if (token === 'sandbox-expired') {
    return {
      status: 401,
      headers: {
        'WWW-Authenticate': `${realm}, error="invalid_token", error_description="The access token expired"`,
      },
    };
  }
  if (token === 'sandbox-no-scope') {
    return {
      status: 403,
      headers: {
        'WWW-Authenticate': `${realm}, error="insufficient_scope", scope="${operation.scope}"`,
      },
    };
  }
  if (token === 'sandbox-throttled') {
    return { status: 429, headers: { 'Retry-After': operation.retryAfter } };
  }
  return undefined;
}

/** The answer to one request. Total: whatever the request, it returns and never throws. */
export function answer(
  data: SandboxData,
  request: SandboxRequest,
  access?: ReadAccess,
): SandboxResponse {
  const header = headerReader(request.headers);
  const method = request.method.toUpperCase();
  const withoutBody = (response: SandboxResponse): SandboxResponse =>
    method === 'HEAD' ? { ...response, body: '' } : response;

  if (request.target.length > maxTargetLength) {
    return withoutBody(
      respond(
        414,
        outcome(
          'too-long',
          'URI too long',
          `The request target has ${request.target.length} characters; the sandbox reads at most ${maxTargetLength}.`,
        ),
      ),
    );
  }
  if (headerBytes(request.headers) > maxHeaderBytes) {
    return withoutBody(unreadableRequest('headers-too-large'));
  }
  if (method === 'OPTIONS') {
    return respond(204, undefined, { 'Access-Control-Allow-Methods': allowedMethods });
  }
  const target = parseTarget(request.target);
  if (isProblem(target)) {
    return withoutBody(
      respond(400, outcome('invalid', 'Malformed request target', target.problem)),
    );
  }
  const readOnly = method === 'GET' || method === 'HEAD';
  const notAllowed = respond(
    405,
    outcome(
      'not-supported',
      'Method not allowed',
      'The API is read-only: it answers GET and HEAD (and OPTIONS, for CORS).',
    ),
    { Allow: allowedMethods },
  );
  const format = target.query.find(([name]) => name === '_format')?.[1];
  const path = `/${target.segments.join('/')}`;
  const [firstOperation] = data.operations;
  if (!firstOperation) throw new Error('Sandbox data: no operations');

  // Discovery, without a token, as FHIR servers serve it.
  if (path === '/.well-known/smart-configuration') {
    if (!readOnly) return notAllowed;
    // Not a FHIR resource, so JSON whatever Accept and _format say.
    return withoutBody(respond(200, data.smartConfiguration, {}, plainJson));
  }
  if (path === '/metadata') {
    if (!readOnly) return notAllowed;
    if (!wantsJson(header('accept'), format)) {
      return withoutBody(respond(406, errorBody(firstOperation, 406)));
    }
    return withoutBody(respond(200, data.metadata));
  }

  const matched = matchOperation(data.operations, target.segments);
  const operation = matched?.operation ?? firstOperation;
  const fixed = (status: number): Record<string, string> =>
    operation.fixedHeaders[String(status)] ?? {};
  const error = (status: number, headers: Record<string, string> = {}): SandboxResponse =>
    withoutBody(respond(status, errorBody(operation, status), { ...fixed(status), ...headers }));

  const refused = access
    ? access.refusal(header('authorization'), operation.resourceType)
    : refusalFor(header('authorization'), operation);
  if (refused) return error(refused.status, refused.headers);
  if (!readOnly) return notAllowed;
  if (!wantsJson(header('accept'), format)) return error(406);

  const resource = matched
    ? data.resources.find(
        (candidate) =>
          candidate.resourceType === operation.resourceType && candidate.id === matched.id,
      )
    : undefined;
  const replayed = header(sandboxTimeHeader);
  let version: SandboxVersion | undefined;
  if (replayed !== undefined) {
    const moment = parseZonedDateTime(replayed.trim());
    if (!moment) {
      return withoutBody(
        respond(
          400,
          outcome(
            'invalid',
            'Invalid X-Sandbox-Time',
            `X-Sandbox-Time must be a FHIR dateTime with a time and a time zone, such as 2025-03-13T17:00:00+01:00, not "${replayed}".`,
          ),
        ),
      );
    }
    version = resource && versionAt(resource, moment);
  } else {
    version = resource?.versions[resource.current];
  }
  if (!version) return error(404);
  if (!version.resource) return error(410);
  const outside = access?.refusalOf?.(header('authorization'), version.resource);
  if (outside) return error(outside.status, outside.headers);
  const headers = versionHeaders(version);
  if (ifNoneMatchMatches(header('if-none-match'), version.versionId)) {
    return respond(304, undefined, { ...fixed(304), ...headers });
  }
  return withoutBody(respond(200, version.resource, { ...fixed(200), ...headers }));
}
