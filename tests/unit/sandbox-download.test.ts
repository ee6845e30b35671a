import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmartSandbox, notificationSequence, scenarios } from '@medication-module/sandbox';
import {
  buildSandboxData,
  runCli,
  startMockServer,
  type RunningMock,
} from '@medication-module/sandbox/node';
import {
  downloadIntoEmptyFolder,
  downloadName,
  startDownloadedSandbox,
  type DownloadedSandbox,
} from '../support/downloaded-sandbox';
import { sendRaw, type RawAnswer } from '../support/raw-http';

/**
 * The downloadable sandbox (/sandbox/medication-sandbox.mjs), run from an empty folder, answers
 * every request byte for byte like `npm run mock`, survives what used to kill it, listens on
 * 127.0.0.1 unless told otherwise, and posts the feed's notifications where --notify says.
 */
const data = buildSandboxData();
const run = promisify(execFile);
let mock: RunningMock;
let download: DownloadedSandbox;

beforeAll(async () => {
  [mock, download] = await Promise.all([startMockServer(0), startDownloadedSandbox()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([mock.close(), download.close()]);
});

const portOf = (baseUrl: string): number => Number(new URL(baseUrl).port);

/** A raw request, so that targets no HTTP client would send can be tried too. */
function raw(target: string, headers: Record<string, string> = {}, method = 'GET'): string {
  const lines = Object.entries({ Host: '127.0.0.1', ...headers, Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** What two servers may differ in: the clock and the connection. */
function comparable({ status, headers, body }: RawAnswer) {
  const varying = ['date', 'connection', 'keep-alive'];
  return {
    status,
    headers: headers.filter((header) => !varying.includes(header.name.toLowerCase())),
    body: body.toString('utf8'),
  };
}

const requests: [string, string, Record<string, string>, string?][] = [
  ...data.operations.flatMap((operation) =>
    scenarios(data, operation).flatMap(({ status, scenario }) => {
      if (!scenario) return [];
      const { id, token, accept, ifNoneMatch } = scenario.request;
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: accept,
        ...(ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch }),
      };
      return [
        [`${operation.template} ${status}`, operation.template.replace('{id}', id), headers],
      ] as [string, string, Record<string, string>][];
    }),
  ),
  ['no token', '/MedicationRequest/medreq-paracetamol-oral', {}],
  [
    'replay',
    '/MedicationRequest/medreq-enoxaparin-sc',
    { Authorization: 'Bearer x', 'X-Sandbox-Time': '2025-03-15T08:00:00+01:00' },
  ],
  [
    'zone-less replay',
    '/MedicationRequest/medreq-enoxaparin-sc',
    { Authorization: 'Bearer x', 'X-Sandbox-Time': '2025-03-15T08:00:00' },
  ],
  ['HEAD', '/ServiceRequest/servreq-premed-2291', { Authorization: 'Bearer x' }, 'HEAD'],
  ['OPTIONS', '/ServiceRequest/servreq-premed-2291', {}, 'OPTIONS'],
  [
    'POST',
    '/ServiceRequest/servreq-premed-2291',
    { Authorization: 'Bearer x', 'Content-Length': '0' },
    'POST',
  ],
  ['metadata', '/metadata', {}],
  ['an unknown path', '/Patient/pat-1042', { Authorization: 'Bearer x' }],
  ['feed status', '/Subscription/sandbox-feed/$status', { Authorization: 'Bearer x' }],
  [
    'feed events',
    '/Subscription/sandbox-feed/$events?eventsSinceNumber=2&eventsUntilNumber=4',
    { Authorization: 'Bearer x' },
  ],
  [
    'a subset',
    '/MedicationRequest/medreq-paracetamol-oral?_summary=true',
    { Authorization: 'Bearer x' },
  ],
  [
    'R5 asked for',
    '/MedicationRequest/medreq-paracetamol-oral',
    { Authorization: 'Bearer x', Accept: 'application/fhir+json; fhirVersion=5.0' },
  ],
  ['metadata as XML', '/metadata?_format=xml', {}],
  ['discovery as XML', '/.well-known/smart-configuration', { Accept: 'application/fhir+xml' }],
  ['//[', '//[', {}],
  ['%E0%A4%A', '/MedicationRequest/%E0%A4%A', { Authorization: 'Bearer x' }],
  ['10,000-character path', `/MedicationRequest/${'a'.repeat(10_000)}`, {}],
  ['1 MB header', '/metadata', { 'X-Padding': 'x'.repeat(1024 * 1024) }],
];

describe('the downloadable sandbox (/sandbox/medication-sandbox.mjs)', () => {
  it('is one ES module that imports only modules Node has built in', async () => {
    const folder = await downloadIntoEmptyFolder();
    const text = readFileSync(path.join(folder, downloadName), 'utf8');
    rmSync(folder, { recursive: true, force: true });
    const imports = [...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([]);
    expect(text).not.toMatch(/\brequire\s*\(|\bimport\s*\(/);
    expect(text).toContain('example data only');
  });

  it('listens on 127.0.0.1 unless --host says otherwise', () => {
    expect(download.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each(requests)('answers %s exactly like npm run mock', async (_, target, headers, method) => {
    const [fromMock, fromDownload] = await Promise.all([
      sendRaw(portOf(mock.baseUrl), raw(target, headers, method), 5000),
      sendRaw(portOf(download.baseUrl), raw(target, headers, method), 5000),
    ]);
    expect(fromMock.status).toBeDefined();
    expect(comparable(fromDownload)).toEqual(comparable(fromMock));
    // And what the core answers (with sign-in, as every transport), for every request a
    // parser can read.
    if (fromMock.status !== 431) {
      const core = await createSmartSandbox(data).answer({
        method: method ?? 'GET',
        target,
        headers: { Host: '127.0.0.1', ...headers },
      });
      expect(fromMock.status).toBe(core.status);
      expect(fromMock.body.toString('utf8')).toBe(core.body);
    }
  });

  it('still answers /metadata after all of the above', async () => {
    for (const sandbox of [mock, download]) {
      expect((await fetch(`${sandbox.baseUrl}/metadata`)).status).toBe(200);
    }
  });

  it('prints its usage for --help and refuses unknown arguments', async () => {
    const folder = await downloadIntoEmptyFolder();
    try {
      const help = await run(process.execPath, [downloadName, '--help'], { cwd: folder });
      expect(help.stdout).toContain('--notify URL');
      const wrong = await run(process.execPath, [downloadName, '--prot', '1'], {
        cwd: folder,
      }).then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(wrong?.code).toBe(2);
      expect(wrong?.stderr).toContain('Unknown argument --prot');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says a port in use is in use, exits 1 and writes nothing', async () => {
    const folder = await downloadIntoEmptyFolder();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const refused = await run(process.execPath, [downloadName, '--port', String(port)], {
        cwd: folder,
      }).then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toBe(
        `Port ${port} on 127.0.0.1 is already in use: choose another with --port N (--port 0 picks a free one).\n`,
      );
      expect(readdirSync(folder)).toEqual([downloadName]);
    } finally {
      taken.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('--notify', () => {
  interface Received {
    url: string;
    headers: IncomingMessage['headers'];
    body: unknown;
  }

  /**
   * A client's notification endpoint: records each post and answers 204. `receivedAll(n)`
   * settles once n posts have arrived; the test's own time limit bounds a feed that stops short.
   */
  async function endpoint(): Promise<{
    url: string;
    received: Received[];
    receivedAll(count: number): Promise<void>;
    close(): void;
  }> {
    const received: Received[] = [];
    const arrivals = new EventEmitter();
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(body) });
        res.writeHead(204).end();
        arrivals.emit('post');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const receivedAll = (count: number): Promise<void> =>
      new Promise((resolve) => {
        const check = (): void => {
          if (received.length < count) return;
          arrivals.off('post', check);
          resolve();
        };
        arrivals.on('post', check);
        check();
      });
    return {
      url: `http://127.0.0.1:${port}/feed`,
      received,
      receivedAll,
      close: () => server.close(),
    };
  }

  // The feed's notifications, addressed to the sandbox that sends them.
  const sentCount = notificationSequence(data.feed, '').length;
  const expectDelivered = (received: Received[], token: string, base: string): void => {
    expect(received.map((post) => post.body)).toEqual(notificationSequence(data.feed, base));
    for (const post of received) {
      expect(post.url).toBe('/feed');
      expect(post.headers.authorization).toBe(`Bearer ${token}`);
      expect(post.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    }
  };

  it('npm run mock -- --notify posts the feed, in order, with the token', async () => {
    const feed = await endpoint();
    const lines: string[] = [];
    const running = await runCli(
      data,
      ['--port', '0', '--notify', feed.url, '--notify-token', 't0k'],
      {
        command: 'npm run mock --',
        env: {},
        log: (line) => lines.push(line),
      },
    );
    await running?.close();
    feed.close();
    expectDelivered(feed.received, 't0k', running?.baseUrl ?? '');
    expect(lines.filter((line) => line.includes('answered 204'))).toHaveLength(sentCount);
  });

  it('the downloaded file does the same', async () => {
    const feed = await endpoint();
    const sandbox = await startDownloadedSandbox(['--port', '0', '--notify', feed.url]);
    await feed.receivedAll(sentCount);
    await sandbox.close();
    feed.close();
    expectDelivered(feed.received, 'sandbox-feed-token', sandbox.baseUrl);
  });
});
