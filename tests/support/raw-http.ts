import { connect } from 'node:net';

/**
 * Response headers in the order received, repeats kept (a header sent twice is
 * a finding): the shape of Playwright's `response.headersArray()`.
 */
export type HeaderList = readonly { name: string; value: string }[];

/** What a server sent back to one raw request; `status` is undefined when it sent nothing. */
export interface RawAnswer {
  status?: number;
  headers: HeaderList;
  body: Buffer;
}

/** The values of a header, however many times it was sent, matched without regard to case. */
export function headerValues(headers: HeaderList, name: string): string[] {
  return headers
    .filter((header) => header.name.toLowerCase() === name.toLowerCase())
    .map((header) => header.value);
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  if (bytes.length === 0 || end < 0) return { headers: [], body: bytes };
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1];
  return {
    status: status === undefined ? undefined : Number(status),
    headers: lines.map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
    }),
    body: bytes.subarray(end + 4),
  };
}

/**
 * Sends `request` byte for byte to 127.0.0.1:`port` and collects everything the
 * server sends until it closes the connection, so malformed requests that no
 * HTTP client would send can be tried. Ask with `Connection: close`; a server
 * that has not closed the connection after `timeoutMs` fails the call instead
 * of hanging the test.
 */
export function sendRaw(port: number, request: string, timeoutMs = 2000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no end of answer within ${timeoutMs} ms to ${JSON.stringify(request)}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server may reset a connection right after its answer to a request it
    // refused before reading it all; the answer received so far still counts.
    socket.on('error', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.write(request, 'latin1');
  });
}
