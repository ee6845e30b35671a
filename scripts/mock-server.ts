import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  isJsonObject,
  loadSpec,
  responseExamples,
  type JsonObject,
  type OpenApiDocument,
} from './openapi-spec';
import { capabilityStatement } from './fhir-conformance';
import { smartConfiguration } from './smart-configuration';

/**
 * The local sandbox of the medication API (`npm run mock`): answers GET requests for the paths of
 * openapi/medication.yaml with the examples written there, so the sandbox and the reference can
 * never disagree. Any bearer token is accepted; a request without one gets the 401 example.
 * Like a FHIR server it also answers, without a token, GET /metadata (the module's
 * CapabilityStatement from static/fhir/) and GET /.well-known/smart-configuration, which FHIR
 * client libraries and test tools read first.
 *
 * Replaying a moment: with `X-Sandbox-Time: <dateTime>` it answers the version that was current
 * then, taken from the examples and from the earlier and later versions in
 * openapi/sandbox-history.json (a Bundle), so a client can watch a prescription being paused and
 * resumed. Without the header it answers the version in the API reference.
 */

export const sandboxHistoryFile = path.resolve(__dirname, '../openapi/sandbox-history.json');
export const sandboxTimeHeader = 'x-sandbox-time';

export const defaultMockPort = 4010;
const host = '127.0.0.1';
const fhirJson = 'application/fhir+json; charset=utf-8';

interface Route {
  pattern: RegExp;
  byId: Map<string, JsonObject>;
  /** Every version of an id known to the sandbox, reference example included. */
  versionsById: Map<string, JsonObject[]>;
  errors: { unauthorized: unknown; notFound: unknown; notAcceptable: unknown };
}

function firstExample(spec: OpenApiDocument, pathTemplate: string, status: string): unknown {
  const example = responseExamples(spec, pathTemplate, status)[0];
  if (!example) throw new Error(`GET ${pathTemplate} has no ${status} example to answer with`);
  return example.value;
}

/** The resources of openapi/sandbox-history.json: other versions of the examples' ids. */
export function sandboxHistory(file = sandboxHistoryFile): JsonObject[] {
  const bundle: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isJsonObject(bundle) || !Array.isArray(bundle.entry)) {
    throw new Error(`${file} is not a Bundle with entries`);
  }
  return bundle.entry.flatMap((entry: unknown) =>
    isJsonObject(entry) && isJsonObject(entry.resource) ? [entry.resource] : [],
  );
}

const lastUpdated = (resource: JsonObject): number =>
  isJsonObject(resource.meta) && typeof resource.meta.lastUpdated === 'string'
    ? Date.parse(resource.meta.lastUpdated)
    : Number.NaN;

function buildRoutes(spec: OpenApiDocument, history: readonly JsonObject[]): Route[] {
  return Object.keys(spec.paths).map((template) => {
    const byId = new Map<string, JsonObject>();
    for (const { name, value } of responseExamples(spec, template, '200')) {
      if (!isJsonObject(value) || typeof value.id !== 'string') {
        throw new Error(`Example ${name} of GET ${template} has no id to be served under`);
      }
      if (byId.has(value.id))
        throw new Error(`Two examples of GET ${template} share id ${value.id}`);
      byId.set(value.id, value);
    }
    const resourceType = template.split('/')[1];
    const versionsById = new Map<string, JsonObject[]>();
    for (const resource of [...byId.values(), ...history]) {
      if (resource.resourceType !== resourceType || typeof resource.id !== 'string') continue;
      versionsById.set(resource.id, [...(versionsById.get(resource.id) ?? []), resource]);
    }
    const source = template.replace(/\{[^}]+\}/g, '([^/]+)').replace(/[.]/g, '\\.');
    return {
      pattern: new RegExp(`^${source}$`),
      byId,
      versionsById,
      errors: {
        unauthorized: firstExample(spec, template, '401'),
        notFound: firstExample(spec, template, '404'),
        notAcceptable: firstExample(spec, template, '406'),
      },
    };
  });
}

/** FHIR JSON is what the API speaks; anything that admits it (or JSON in general) is acceptable. */
function acceptsFhirJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .some((type) =>
      ['application/fhir+json', 'application/json', 'application/*', '*/*'].includes(type),
    );
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : `${JSON.stringify(body, null, 2)}\n`;
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'Content-Type': fhirJson }),
    ...headers,
  });
  res.end(text);
}

function versionHeaders(resource: JsonObject): Record<string, string> {
  const meta = isJsonObject(resource.meta) ? resource.meta : {};
  const headers: Record<string, string> = {};
  if (typeof meta.versionId === 'string') headers.ETag = `W/"${meta.versionId}"`;
  if (typeof meta.lastUpdated === 'string') {
    headers['Last-Modified'] = new Date(meta.lastUpdated).toUTCString();
  }
  return headers;
}

// Browser clients under development call the sandbox from another origin.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Accept, If-None-Match, X-Sandbox-Time',
  'Access-Control-Expose-Headers': 'ETag, Last-Modified, WWW-Authenticate',
};

/** What the sandbox serves without a token, as FHIR servers do: discovery, not patient data. */
interface PublicDocument {
  body: unknown;
  contentType: string;
}

function publicDocuments(spec: OpenApiDocument): Map<string, PublicDocument> {
  return new Map([
    ['/metadata', { body: capabilityStatement(), contentType: fhirJson }],
    [
      '/.well-known/smart-configuration',
      { body: smartConfiguration(spec), contentType: 'application/json; charset=utf-8' },
    ],
  ]);
}

function handle(
  routes: Route[],
  documents: Map<string, PublicDocument>,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', `http://${host}`);
  const document = documents.get(pathname);
  if (document) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, undefined, { Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    if (!acceptsFhirJson(req.headers.accept)) {
      send(res, 406, routes[0]?.errors.notAcceptable);
      return;
    }
    send(res, 200, req.method === 'HEAD' ? undefined : document.body, {
      'Content-Type': document.contentType,
    });
    return;
  }
  const matched = routes
    .map((route) => ({ route, id: route.pattern.exec(pathname)?.[1] }))
    .find((candidate) => candidate.id !== undefined);
  const route = matched?.route ?? routes[0];
  if (!route) throw new Error('The description has no paths');

  const authorization = req.headers.authorization ?? '';
  if (!/^Bearer\s+\S+/i.test(authorization)) {
    send(res, 401, route.errors.unauthorized, { 'WWW-Authenticate': 'Bearer realm="fhir"' });
    return;
  }
  if (!acceptsFhirJson(req.headers.accept)) {
    send(res, 406, route.errors.notAcceptable);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, undefined, { Allow: 'GET, HEAD, OPTIONS' });
    return;
  }
  const id = matched?.id === undefined ? undefined : decodeURIComponent(matched.id);
  const replayed = req.headers[sandboxTimeHeader];
  let resource = id === undefined ? undefined : route.byId.get(id);
  if (typeof replayed === 'string' && id !== undefined) {
    const moment = Date.parse(replayed);
    if (Number.isNaN(moment)) {
      send(res, 400, {
        resourceType: 'OperationOutcome',
        issue: [
          {
            severity: 'error',
            code: 'invalid',
            diagnostics: `X-Sandbox-Time must be a FHIR dateTime with a time zone, not "${replayed}".`,
          },
        ],
      });
      return;
    }
    // The version current at that moment: the latest one written no later than it.
    resource = (route.versionsById.get(id) ?? [])
      .filter((version) => lastUpdated(version) <= moment)
      .sort((a, b) => lastUpdated(b) - lastUpdated(a))[0];
  }
  if (!resource) {
    send(res, 404, route.errors.notFound);
    return;
  }
  const headers = versionHeaders(resource);
  if (headers.ETag !== undefined && req.headers['if-none-match'] === headers.ETag) {
    send(res, 304, undefined, headers);
    return;
  }
  send(res, 200, req.method === 'HEAD' ? undefined : resource, {
    ...headers,
    ...(req.method === 'HEAD' ? { 'Content-Type': fhirJson } : {}),
  });
}

export interface RunningMock {
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the sandbox on 127.0.0.1; port 0 picks a free port (what tests use). */
export async function startMockServer(
  port = defaultMockPort,
  spec: OpenApiDocument = loadSpec(),
  history: readonly JsonObject[] = sandboxHistory(),
): Promise<RunningMock> {
  const routes = buildRoutes(spec, history);
  const documents = publicDocuments(spec);
  const server = createServer((req, res) => handle(routes, documents, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://${host}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_PORT ?? defaultMockPort);
  const mock = await startMockServer(port);
  const spec = loadSpec();
  console.log(`Medication API sandbox on ${mock.baseUrl} (any bearer token is accepted)`);
  console.log('  GET /metadata and /.well-known/smart-configuration (no token needed)');
  for (const template of Object.keys(spec.paths)) {
    const ids = responseExamples(spec, template, '200').map(({ value }) =>
      isJsonObject(value) ? String(value.id) : '',
    );
    console.log(`  GET ${template}: ${ids.join(', ')}`);
  }
  const stop = (): void => {
    void mock.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
