import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../core';
import { buildSandboxData } from './data';
import { startSandboxServer, type RunningSandbox } from './node-server';
import { parseArguments, usage } from './cli';

/**
 * The Node transport on the wire, with requests no HTTP client library would send: each test
 * writes raw bytes and reads everything the server sends until it closes the connection.
 */
const data = buildSandboxData();
let running: RunningSandbox | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: { maxConnections?: number; idleTimeout?: number } = {}) {
  running = await startSandboxServer(data, { port: 0, ...options });
  return Number(new URL(running.baseUrl).port);
}

/** Writes `parts` one after the other; resolves with all that came back once the server closed. */
function exchange(port: number, ...parts: (string | Buffer)[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    for (const part of parts) socket.write(part);
  });
}

const statuses = (answer: string): number[] =>
  [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));

const get = 'GET /metadata HTTP/1.1\r\nHost: sandbox\r\nAccept: application/fhir+json\r\n';

describe('the sandbox’s Node transport', () => {
  it('answers 408 with an OperationOutcome to a request whose headers do not arrive in time', async () => {
    const port = await start({ idleTimeout: 1 });
    const answer = await exchange(port, get);
    expect(statuses(answer)).toEqual([408]);
    expect(answer).toContain('"code": "timeout"');
  });

  it('closes a connection that sends nothing within the idle timeout', async () => {
    const port = await start({ idleTimeout: 1 });
    // Resolves only because the server closes it.
    const answer = await exchange(port);
    expect(statuses(answer).filter((status) => status !== 408)).toEqual([]);
  });

  it('gives a request with a broken chunked body one answer, not a second one after it', async () => {
    const port = await start();
    const answer = await exchange(
      port,
      'POST /metadata HTTP/1.1\r\nHost: sandbox\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n',
    );
    expect(statuses(answer)).toHaveLength(1);
  });

  it('reads a request’s body before answering, so the answer arrives; over the limit a 413', async () => {
    const port = await start();
    const small = 'x'.repeat(1000);
    const answer = await exchange(
      port,
      `POST /metadata HTTP/1.1\r\nHost: sandbox\r\nContent-Length: ${small.length}\r\nConnection: close\r\n\r\n`,
      small,
    );
    expect(statuses(answer)).toEqual([405]);

    const large = Buffer.alloc(maxBodyBytes * 4, 'x');
    const refused = await exchange(
      port,
      `GET /metadata HTTP/1.1\r\nHost: sandbox\r\nContent-Length: ${large.length}\r\n\r\n`,
      large,
    );
    expect(statuses(refused)).toEqual([413]);
    expect(refused).toContain('takes no request body');
  });

  it('keeps a connection for the next request after a body within the limit', async () => {
    const port = await start();
    const answer = await exchange(
      port,
      `${get}Content-Length: 2\r\n\r\n{}`,
      `${get}Connection: close\r\n\r\n`,
    );
    expect(statuses(answer)).toEqual([200, 200]);
  });

  it('closes connections beyond the limit as they arrive', async () => {
    const port = await start({ maxConnections: 1 });
    const first = connect(port, '127.0.0.1');
    await new Promise((resolve) => first.once('connect', resolve));
    // The server counts the first connection once it has accepted it: a request answered on it.
    first.write(`${get}\r\n`);
    await new Promise((resolve) => first.once('data', resolve));
    const second = await exchange(port, `${get}\r\n`);
    expect(second).toBe('');
    first.destroy();
  });

  it('names both limits in --help and refuses values outside them', () => {
    const help = usage('medication-sandbox');
    expect(help).toContain('--max-connections N');
    expect(help).toContain('--idle-timeout S');
    expect(parseArguments(['--idle-timeout', '0'], {}, 4010)).toEqual({
      error: '--idle-timeout needs a whole number from 1 to 300',
    });
    expect(parseArguments(['--max-connections', 'many'], {}, 4010)).toMatchObject({
      error: expect.stringMatching(/^--max-connections needs a whole number/),
    });
    expect(parseArguments(['--max-connections=2', '--idle-timeout=5'], {}, 4010)).toMatchObject({
      maxConnections: 2,
      idleTimeout: 5,
    });
  });
});
