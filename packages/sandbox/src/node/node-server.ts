import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  maxBodyBytes,
  maxHeaderBytes,
  reasonPhrase,
  serverFailure,
  unreadableRequest,
  type UnreadableReason,
} from '../core';
import {
  createSmartSandbox,
  tokenPath,
  type SmartSandbox,
  type SmartSandboxOptions,
} from '../smart-sandbox';
import type { SandboxData, SandboxResponse } from '../types';

/**
 * The Node transport of the sandbox: reads an HTTP request, asks the core, writes the answer.
 * `npm run mock` and the downloadable sandbox both run it. It reads one request body, the form
 * of `POST /oauth2/token`; the FHIR API takes none: one that comes anyway is read to its end
 * (and ignored) before the answer, so the client, still sending, never loses the answer to a
 * reset. Any body over `maxBodyBytes` gets a 413 and the connection closes. Each connection gets
 * one answer per request, never one it did not ask for. */

export const loopback = '127.0.0.1';

/** How many connections at once, and how long one may stay open doing nothing (seconds). */
export const defaultLimits = { maxConnections: 64, idleTimeout: 10 } as const;

/** The longest a request may take to arrive in full, headers and body (milliseconds). */
const requestTimeoutMs = 30_000;

export interface SandboxServerOptions {
  port: number;
  host?: string;
  /** Connections beyond this are closed as they arrive. */
  maxConnections?: number;
  /** Seconds a connection may wait for a request's headers, or for the next request, before it is closed. */
  idleTimeout?: number;
  /** The sign-in: strict or any-token mode, registered clients. */
  signIn?: SmartSandboxOptions;
}

export interface RunningSandbox {
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

function write(res: ServerResponse, response: SandboxResponse): void {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.end(response.body);
}

function hasBody(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return req.headers['transfer-encoding'] !== undefined || !(length === 0);
}

/**
 * Reads a request's body to its end, keeping it only when asked (the token form); `undefined`
 * once it passes `maxBodyBytes`. A body that breaks off (a bad chunk) never ends: the parser's
 * error then gets the one answer (answerUnreadable).
 */
function readBody(req: IncomingMessage, keep: boolean): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) resolve(undefined);
      else if (keep) chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

async function answerWithCore(
  sandbox: SmartSandbox,
  data: SandboxData,
  req: IncomingMessage,
  res: ServerResponse,
  body: string | undefined,
): Promise<void> {
  let response: SandboxResponse;
  try {
    response = await sandbox.answer({
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      headers: req.headers,
      ...(body === undefined ? {} : { body }),
    });
  } catch (error) {
    // The core answers every request; should it ever fail, the server stays up and says so.
    console.error(error);
    response = serverFailure(data);
  }
  write(res, response);
}

async function handle(
  sandbox: SmartSandbox,
  data: SandboxData,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!hasBody(req)) {
    await answerWithCore(sandbox, data, req, res, undefined);
    return;
  }
  const isTokenRequest = req.method === 'POST' && (req.url ?? '/').split('?')[0] === tokenPath;
  const body = await readBody(req, isTokenRequest);
  if (body === undefined) {
    // The rest is still read (and dropped) while the answer goes out, then the connection closes.
    res.shouldKeepAlive = false;
    write(res, unreadableRequest(data, 'body-too-large'));
    return;
  }
  await answerWithCore(sandbox, data, req, res, isTokenRequest ? body : undefined);
}

const reasons: Partial<Record<string, UnreadableReason>> = {
  HPE_HEADER_OVERFLOW: 'headers-too-large',
  ERR_HTTP_REQUEST_TIMEOUT: 'timeout',
};

/**
 * Answers what Node's HTTP parser rejects (a header section over the limit, garbage, a request
 * not complete in time) itself, unless this connection's answer has already begun.
 */
function answerUnreadable(
  data: SandboxData,
  answered: boolean,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (!socket.writable || error.code === 'ECONNRESET' || answered) {
    socket.destroy();
    return;
  }
  const { status, headers, body } = unreadableRequest(
    data,
    reasons[error.code ?? ''] ?? 'malformed',
  );
  const head = [
    `HTTP/1.1 ${status} ${reasonPhrase(status)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** Reads a client's JWK Set URL (on loopback: the registration allows no other host). */
async function fetchJwks(url: string): Promise<unknown> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Starts the sandbox; port 0 picks a free port (what tests use). */
export async function startSandboxServer(
  data: SandboxData,
  {
    port,
    host = loopback,
    maxConnections = defaultLimits.maxConnections,
    idleTimeout = defaultLimits.idleTimeout,
    signIn = {},
  }: SandboxServerOptions,
): Promise<RunningSandbox> {
  const sandbox = createSmartSandbox(data, { fetchJwks, ...signIn });
  const idleMs = idleTimeout * 1000;
  const server = createServer(
    {
      maxHeaderSize: maxHeaderBytes,
      // Node requires the whole request's limit to be no shorter than the headers'.
      requestTimeout: Math.max(requestTimeoutMs, idleMs),
      headersTimeout: idleMs,
      keepAliveTimeout: idleMs,
      connectionsCheckingInterval: Math.min(1000, idleMs),
    },
    (req, res) => void handle(sandbox, data, req, res),
  );
  server.maxConnections = maxConnections;
  const latest = new WeakMap<Socket, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => latest.set(req.socket, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A parser error after this connection's answer has begun (the rest of a body that breaks
    // off after a 413) closes it: no second answer nobody asked for. After an answer that kept
    // the connection open, the error is a new request's, and gets its own answer.
    const res = latest.get(socket);
    const answered =
      res !== undefined && res.headersSent && !(res.writableFinished && res.shouldKeepAlive);
    answerUnreadable(data, answered, error, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    baseUrl: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
