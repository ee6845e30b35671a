import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { answer, maxHeaderBytes, reasonPhrase, serverFailure, unreadableRequest } from '../core';
import type { SandboxData, SandboxResponse } from '../types';

/**
 * The Node transport of the sandbox: reads an HTTP request, asks the core, writes the answer.
 * `npm run mock` and the downloadable sandbox both run it. It never reads a request body (the
 * API takes none): a request that comes with one gets its answer and the connection is closed.
 */

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

function handle(data: SandboxData, req: IncomingMessage, res: ServerResponse): void {
  if (hasBody(req)) {
    res.shouldKeepAlive = false;
    res.once('finish', () => req.destroy());
  }
  let response: SandboxResponse;
  try {
    response = answer(data, {
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      headers: req.headers,
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

/** Starts the sandbox; port 0 picks a free port (what tests use). */
export async function startSandboxServer(
  data: SandboxData,
  { port, host = loopback }: { port: number; host?: string },
): Promise<RunningSandbox> {
  const server = createServer(
    { maxHeaderSize: maxHeaderBytes, requestTimeout: 30_000 },
    (req, res) => handle(data, req, res),
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
