import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { maxHeaderBytes, reasonPhrase, serverFailure, unreadableRequest } from '../core';
import {
  createSmartSandbox,
  tokenPath,
  type SmartSandbox,
  type SmartSandboxOptions,
} from '../smart-sandbox';
import type { SandboxData, SandboxResponse } from '../types';

/**
 * The Node transport of the sandbox: reads an HTTP request, asks the core, writes the answer.
 * `npm run mock` and the downloadable sandbox both run it. It reads one request body only, the
 * form of `POST /oauth2/token` (up to 64 KB); any other request that comes with a body gets its
 * answer and the connection is closed.
 */

/** A token request's form is under 10 KB; a larger body is refused unread. */
export const maxTokenBody = 65_536;

export const loopback = '127.0.0.1';

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

/** The body as text, or undefined when it is larger than `limit` or the client went away. */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        resolve(undefined);
      } else {
        chunks.push(chunk);
      }
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', () => resolve(undefined));
    req.once('aborted', () => resolve(undefined));
  });
}

async function handle(
  sandbox: SmartSandbox,
  data: SandboxData,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const target = req.url ?? '/';
  const isTokenRequest = req.method === 'POST' && target.split('?')[0] === tokenPath;
  let body: string | undefined;
  if (isTokenRequest && hasBody(req)) body = await readBody(req, maxTokenBody);
  if (hasBody(req) && (!isTokenRequest || body === undefined)) {
    res.shouldKeepAlive = false;
    res.once('finish', () => req.destroy());
  }
  let response: SandboxResponse;
  try {
    response = await sandbox.answer({
      method: req.method ?? 'GET',
      target,
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

/** Answers what Node's HTTP parser rejects (a header section over the limit, garbage) itself. */
function answerUnreadable(data: SandboxData, error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const { status, headers, body } = unreadableRequest(
    data,
    error.code === 'HPE_HEADER_OVERFLOW' ? 'headers-too-large' : 'malformed',
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
    signIn = {},
  }: { port: number; host?: string; signIn?: SmartSandboxOptions },
): Promise<RunningSandbox> {
  const sandbox = createSmartSandbox(data, { fetchJwks, ...signIn });
  const server = createServer(
    { maxHeaderSize: maxHeaderBytes, requestTimeout: 30_000 },
    (req, res) => void handle(sandbox, data, req, res),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerUnreadable(data, error, socket),
  );
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
