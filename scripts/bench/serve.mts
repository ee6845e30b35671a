import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.yaml']);

async function existingFile(file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    if (info.isFile()) return file;
    if (info.isDirectory()) return existingFile(path.join(file, 'index.html'));
  } catch {
    // Not there: the caller tries the next candidate or answers 404.
  }
  return undefined;
}

async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const file = path.join(root, relative);
  if (!file.startsWith(root)) return undefined;
  return (await existingFile(file)) ?? existingFile(`${file}.html`);
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a production build on loopback the way a real host would: gzip for text,
 * long-lived caching for hashed assets, 404.html for unknown paths.
 */
export async function serveBuild(root: string, port: number): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    void resolveFile(root, urlPath).then(async (found) => {
      const file = found ?? path.join(root, '404.html');
      const extension = path.extname(file);
      const gzip =
        compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(found ? 200 : 404, {
        'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
        'Cache-Control': urlPath.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
        ...(gzip && { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }),
      });
      const body = createReadStream(file);
      (gzip ? body.pipe(createGzip()) : body).pipe(response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
