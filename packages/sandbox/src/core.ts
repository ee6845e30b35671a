import { refusalFor } from './authorization';
import { ifNoneMatchMatches, notModifiedSince, weakEtag } from './conditional';
import { eventsAnswer, eventsUpTo, statusAnswer } from './feed';
import { compareInstants, httpDate, parseZonedDateTime, type Instant } from './fhir-time';
import { wantsJson } from './format';
import {
  commonParameters,
  readParameters,
  readShape,
  strictHandling,
  subsetOf,
  type QueryProblem,
} from './read-parameters';
import type { ReadAccess } from './read-access';
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
 * The sandbox: one function from a request to its answer, the same for `npm run mock`, the
 * downloadable sandbox and Send on the operation pages. The transports only move bytes.
 *
 * It answers like the API: the examples of the description with `ETag` and `Last-Modified`,
 * conditional reads, the read parameters, the documented errors with their example bodies,
 * `/metadata`, `/.well-known/smart-configuration` and the feed registration's `$status` and
 * `$events`; `404` for every other path and `405` for every method but GET and HEAD. Two things
 * exist only here: `X-Sandbox-Time` replays the version current at a moment, and a few documented
 * tokens stand for the failures a sandbox that accepts any token could not otherwise show
 * (./authorization.ts). The clock is read for one thing only: an If-Modified-Since
 * later than now is ignored, as HTTP says.
 */

export const sandboxTimeHeader = 'X-Sandbox-Time';

export { sandboxTokens, type SandboxToken } from './authorization';

/** Longer targets get 414, larger header sections 431: bounds, not limits a real client meets. */
export const maxTargetLength = 8192;
export const maxHeaderBytes = 16384;

export const fhirJson = 'application/fhir+json; charset=utf-8';
const plainJson = 'application/json; charset=utf-8';

export { reasonPhrase };

// Browser clients under development call `npm run mock` from another origin.
const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': `Authorization, Accept, If-None-Match, If-Modified-Since, Prefer, ${sandboxTimeHeader}`,
  'Access-Control-Expose-Headers':
    'ETag, Last-Modified, WWW-Authenticate, Retry-After, Cache-Control',
};
const allowedMethods = 'GET, HEAD, OPTIONS';

const json = (value: JsonObject, pretty = true): string =>
  pretty ? `${JSON.stringify(value, null, 2)}\n` : JSON.stringify(value);

/** An OperationOutcome for the answers the description has no example of (400, 405, 414, 431). */
function outcome(code: string, text: string, diagnostics: string): JsonObject {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, details: { text }, diagnostics }],
  };
}

/** An answer, with the headers every answer carries (the description's Cache-Control). */
function respond(
  data: SandboxData,
  status: number,
  body: JsonObject | undefined,
  headers: Record<string, string> = {},
  { contentType = fhirJson, pretty = true }: { contentType?: string; pretty?: boolean } = {},
): SandboxResponse {
  return {
    status,
    headers: {
      ...corsHeaders,
      ...data.everyAnswerHeaders,
      ...(body === undefined ? {} : { 'Content-Type': contentType }),
      ...headers,
    },
    body: body === undefined ? '' : json(body, pretty),
  };
}

/** Why a transport could not hand a request to the core. */
export type UnreadableReason = 'headers-too-large' | 'malformed' | 'timeout' | 'body-too-large';

/** The most request body a transport reads (and ignores: the API takes none). */
export const maxBodyBytes = 65_536;

const unreadable: Record<UnreadableReason, [number, string, string, string]> = {
  'headers-too-large': [
    431,
    'too-long',
    'Request headers too large',
    `The request's headers exceed ${maxHeaderBytes} bytes.`,
  ],
  malformed: [
    400,
    'invalid',
    'Malformed request',
    'The request is not a well-formed HTTP request.',
  ],
  timeout: [
    408,
    'timeout',
    'Request timeout',
    'The request did not arrive in full in time; send it again.',
  ],
  'body-too-large': [
    413,
    'too-long',
    'Request body too large',
    `The API takes no request body, and reads at most ${maxBodyBytes} bytes of one.`,
  ],
};

/**
 * What a transport answers to a request it could not even read (its header section too large
 * for its parser, not HTTP, not complete in time, a body over the limit): OperationOutcomes
 * like the core's own.
 */
export function unreadableRequest(data: SandboxData, reason: UnreadableReason): SandboxResponse {
  const [status, code, text, diagnostics] = unreadable[reason];
  return respond(data, status, outcome(code, text, diagnostics));
}

/** What a transport answers should the core ever fail: a 500 that keeps the server up. */
export function serverFailure(data: SandboxData): SandboxResponse {
  return respond(
    data,
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

/**
 * The address the client reached the sandbox at, from `Host`, for the answers that name it
 * (`/metadata`'s implementation, the feed's references); the documented one when there is none.
 */
export function requestBase(data: SandboxData, host: string | undefined): string {
  const name = host?.trim() ?? '';
  return /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(name)
    ? `http://${name}`
    : data.sandboxBase;
}

/** The sandbox's own CapabilityStatement: the module's, implemented by this sandbox, here. */
function sandboxStatement(data: SandboxData, base: string): JsonObject {
  return {
    ...data.metadata,
    implementation: {
      description:
        "The medication API sandbox: example data only, answering as the module's FHIR R4 API does. Never send patient data or real tokens to it.",
      url: base,
    },
  };
}

function lastUpdated(version: SandboxVersion): Instant {
  const instant = parseZonedDateTime(version.lastUpdated);
  if (!instant) throw new Error(`Sandbox data: lastUpdated ${version.lastUpdated} is no instant`);
  return instant;
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

/** Where a request goes: one of the addresses the API has, or none. */
type Route =
  | { kind: 'smart-configuration' }
  | { kind: 'metadata' }
  | { kind: 'read'; operation: SandboxOperation; id: string }
  | { kind: 'feed'; subscription: string; operation: '$status' | '$events' };

function route(data: SandboxData, segments: readonly string[]): Route | undefined {
  const path = `/${segments.join('/')}`;
  if (path === '/.well-known/smart-configuration') return { kind: 'smart-configuration' };
  if (path === '/metadata') return { kind: 'metadata' };
  const [type, subscription, operation, ...rest] = segments;
  if (
    type === 'Subscription' &&
    subscription !== undefined &&
    (operation === '$status' || operation === '$events') &&
    rest.length === 0
  ) {
    return { kind: 'feed', subscription, operation };
  }
  const matched = matchOperation(data.operations, segments);
  return matched && { kind: 'read', ...matched };
}

/** The answer to one request. Total: whatever the request, it returns and never throws. */
export function answer(
  data: SandboxData,
  request: SandboxRequest,
  /** Who may read, when not the default of ./authorization.ts (the strict mode of sign-in). */
  access?: ReadAccess,
): SandboxResponse {
  const header = headerReader(request.headers);
  const method = request.method.toUpperCase();
  const withoutBody = (response: SandboxResponse): SandboxResponse =>
    method === 'HEAD' ? { ...response, body: '' } : response;
  const send = (
    status: number,
    body: JsonObject | undefined,
    headers: Record<string, string> = {},
    options: { contentType?: string; pretty?: boolean } = {},
  ): SandboxResponse => withoutBody(respond(data, status, body, headers, options));

  if (request.target.length > maxTargetLength) {
    return send(
      414,
      outcome(
        'too-long',
        'URI too long',
        `The request target has ${request.target.length} characters; the sandbox reads at most ${maxTargetLength}.`,
      ),
    );
  }
  if (headerBytes(request.headers) > maxHeaderBytes) {
    return withoutBody(unreadableRequest(data, 'headers-too-large'));
  }
  if (method === 'OPTIONS') {
    return respond(data, 204, undefined, { 'Access-Control-Allow-Methods': allowedMethods });
  }
  const target = parseTarget(request.target);
  if (isProblem(target)) {
    return send(400, outcome('invalid', 'Malformed request target', target.problem));
  }
  const [firstOperation] = data.operations;
  if (!firstOperation) throw new Error('Sandbox data: no operations');

  // Every other path is unknown to the API, whoever asks and however.
  const to = route(data, target.segments);
  if (!to) {
    return send(
      404,
      outcome(
        'not-found',
        'Unknown address',
        `The API has no /${target.segments.join('/')}: it answers /MedicationRequest/{id}, /ServiceRequest/{id}, /metadata, /.well-known/smart-configuration and /Subscription/{id}/$status and $events.`,
      ),
    );
  }
  // Every address the API has answers GET and HEAD only, with or without a token.
  if (method !== 'GET' && method !== 'HEAD') {
    return send(
      405,
      outcome(
        'not-supported',
        'Method not allowed',
        'The API is read-only: it answers GET and HEAD (and OPTIONS, for CORS).',
      ),
      { Allow: allowedMethods },
    );
  }
  // Discovery, without a token, as FHIR servers serve it; not a FHIR resource, so JSON
  // whatever Accept and _format say.
  if (to.kind === 'smart-configuration') {
    return send(200, data.smartConfiguration, {}, { contentType: plainJson });
  }

  const format = target.query.find(([name]) => name === '_format')?.[1];
  const strict = strictHandling(header('prefer'));
  const base = requestBase(data, header('host'));
  const queryProblem = (found: QueryProblem): SandboxResponse =>
    send(400, outcome(found.code, found.text, found.diagnostics));

  if (to.kind === 'metadata') {
    if (!wantsJson(header('accept'), format)) return send(406, errorBody(firstOperation, 406));
    const shape = readShape(target.query, commonParameters, strict);
    if ('code' in shape) return queryProblem(shape);
    return send(200, sandboxStatement(data, base), {}, { pretty: shape.pretty });
  }

  const operation = to.kind === 'read' ? to.operation : firstOperation;
  const fixed = (status: number): Record<string, string> =>
    operation.fixedHeaders[String(status)] ?? {};
  const error = (status: number, headers: Record<string, string> = {}): SandboxResponse =>
    send(status, errorBody(operation, status), { ...fixed(status), ...headers });

  const refused = access
    ? access.refusal(
        header('authorization'),
        to.kind === 'read' ? operation.resourceType : undefined,
      )
    : refusalFor(header('authorization'), operation.retryAfter);
  if (refused) return error(refused.status, refused.headers);
  if (!wantsJson(header('accept'), format)) return error(406);

  const replayed = header(sandboxTimeHeader);
  let moment: Instant | undefined;
  if (replayed !== undefined) {
    moment = parseZonedDateTime(replayed.trim());
    if (!moment) {
      return send(
        400,
        outcome(
          'invalid',
          'Invalid X-Sandbox-Time',
          `X-Sandbox-Time must be a FHIR dateTime with a time and a time zone, such as 2025-03-13T17:00:00+01:00, not "${replayed}".`,
        ),
      );
    }
  }

  if (to.kind === 'feed') {
    return feedAnswer(data, to, target.query, strict, base, moment, send, queryProblem);
  }

  const shape = readShape(
    target.query,
    readParameters,
    strict,
    data.elements[operation.resourceType],
  );
  if ('code' in shape) return queryProblem(shape);
  const resource = data.resources.find(
    (candidate) => candidate.resourceType === operation.resourceType && candidate.id === to.id,
  );
  const version = moment
    ? resource && versionAt(resource, moment)
    : resource?.versions[resource.current];
  if (!version) return error(404);
  if (!version.resource) return error(410);
  const outside = access?.refusalOf?.(header('authorization'), version.resource);
  if (outside) return error(outside.status, outside.headers);
  const headers = versionHeaders(version);
  const ifNoneMatch = header('if-none-match');
  const now = moment ?? { seconds: Math.floor(Date.now() / 1000), nanos: 0 };
  const unchanged =
    ifNoneMatch === undefined
      ? notModifiedSince(header('if-modified-since'), lastUpdated(version), now)
      : ifNoneMatchMatches(ifNoneMatch, version.versionId);
  if (unchanged) return respond(data, 304, undefined, { ...fixed(304), ...headers });
  const body = shape.keep ? subsetOf(version.resource, shape.keep) : version.resource;
  return send(200, body, { ...fixed(200), ...headers }, { pretty: shape.pretty });
}

const eventsParameters = [...commonParameters, 'eventsSinceNumber', 'eventsUntilNumber', 'content'];

/** `$status` and `$events` of the one registration the sandbox has, as the Backport IG has them. */
function feedAnswer(
  data: SandboxData,
  to: { subscription: string; operation: '$status' | '$events' },
  query: readonly (readonly [string, string])[],
  strict: boolean,
  base: string,
  moment: Instant | undefined,
  send: (
    status: number,
    body: JsonObject | undefined,
    headers?: Record<string, string>,
    options?: { pretty?: boolean },
  ) => SandboxResponse,
  queryProblem: (found: QueryProblem) => SandboxResponse,
): SandboxResponse {
  if (to.subscription !== data.feed.subscription) {
    return send(
      404,
      outcome(
        'not-found',
        'Unknown registration',
        `The sandbox has one feed registration, Subscription/${data.feed.subscription}, not Subscription/${to.subscription}.`,
      ),
    );
  }
  const generated = eventsUpTo(
    data.feed,
    moment &&
      ((timestamp) => {
        const at = parseZonedDateTime(timestamp);
        return at !== undefined && compareInstants(at, moment) <= 0;
      }),
  );
  const shape = readShape(
    query,
    to.operation === '$events' ? eventsParameters : commonParameters,
    strict,
  );
  if ('code' in shape) return queryProblem(shape);
  if (to.operation === '$status') {
    return send(200, statusAnswer(data.feed, base, generated.length), {}, { pretty: shape.pretty });
  }
  const number = (name: string, fallback: number): number | QueryProblem => {
    const text = query.find(([key]) => key === name)?.[1];
    if (text === undefined) return fallback;
    return /^[1-9]\d{0,8}$/.test(text)
      ? Number(text)
      : {
          code: 'invalid',
          text: `Invalid ${name}`,
          diagnostics: `${name} is an event number (1, 2, 3…), not "${text}".`,
        };
  };
  const since = number('eventsSinceNumber', 1);
  if (typeof since !== 'number') return queryProblem(since);
  const until = number('eventsUntilNumber', generated.length);
  if (typeof until !== 'number') return queryProblem(until);
  return send(
    200,
    eventsAnswer(data.feed, base, generated, since, until),
    {},
    { pretty: shape.pretty },
  );
}
