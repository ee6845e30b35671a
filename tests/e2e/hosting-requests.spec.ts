import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesUnder } from '../../scripts/files-under';
import { buildDir } from '../../scripts/site-build/build-output';
import {
  expect,
  nginxForTests,
  nginxTestPort,
  skipWithoutNginx,
  test,
} from '../support/nginx-fixture';
import { startNginx, type NginxServer } from '../support/nginx';
import { expectNotFoundAnswer, notFoundPage } from '../support/not-found-answer';
import { headerValues, sendRaw, type RawAnswer } from '../support/raw-http';
import { securityHeaderProblems } from '../support/security-headers';
import { viewportIndependent } from '../support/viewport';

skipWithoutNginx();

const site = 'docs.medication-module.example.org';
const immutable = 'public, max-age=31536000, immutable';

/** A raw HTTP/1.1 request: the request line as given, then the headers, then `body`. */
function raw(line: string, headers: string[] = [`Host: ${site}`], body = ''): string {
  return `${line}\r\n${[...headers, 'Connection: close'].map((h) => `${h}\r\n`).join('')}\r\n${body}`;
}
const get = (target: string, ...headers: string[]): string =>
  raw(`GET ${target} HTTP/1.1`, [`Host: ${site}`, ...headers]);

const portOf = (server: NginxServer): number => Number(new URL(server.baseURL).port);

/**
 * Where a browser goes when it follows each Location header of the answer, as
 * problems: a target on another origin (`//host`, `/\host`, a tab the URL parser
 * drops) or with bytes outside printable ASCII.
 */
function offSiteRedirects(answer: RawAnswer): string[] {
  const base = `https://${site}/docs/intro`;
  return headerValues(answer.headers, 'location').flatMap((location) => {
    const target = new URL(location, base);
    return target.origin === new URL(base).origin && /^[!-~]+$/.test(location)
      ? []
      : [`Location ${JSON.stringify(location)} leads to ${target.href}`];
  });
}

/** The address family of the open redirect the recipe once had, with the raw bytes sent. */
const offSiteTargets = [
  '//evil.example/',
  '//evil.example/index.html?utm=1',
  '/\\evil.example/',
  '///evil.example/',
  '/\\/evil.example/',
  '//\\evil.example/',
  '/.//evil.example/',
  '//evil.example//',
  '//evil.example/docs/intro/',
];

/**
 * Requests no browser sends, each as raw bytes: the recipe must answer every one
 * with the security headers, and no redirect may leave the site.
 */
const hostileRequests: [what: string, request: string][] = [
  ...offSiteTargets.map((target): [string, string] => [`path ${target}`, get(target)]),
  ['encoded slashes before a host', get('/%2F/evil.example/')],
  ['encoded double slash', get('/%2f%2fevil.example/')],
  ['encoded backslash', get('/%5Cevil.example/')],
  ['encoded tab before a host', get('/%09/evil.example/')],
  [
    'absolute-form target with a host in the path',
    raw('GET http://evil.example//evil.example/ HTTP/1.1'),
  ],
  ['absolute-form target on another host', raw('GET http://evil.example/docs/intro/ HTTP/1.1')],
  [
    'another Host, a canonical redirect',
    get('/docs/intro/').replace(`Host: ${site}`, 'Host: evil.example'),
  ],
  ['bad escape', get('/%zz/')],
  ['truncated escape', get('/docs/%E0%A4%A/')],
  ['lone percent sign', get('/%')],
  ['encoded NUL', get('/%00/')],
  ['encoded CRLF and a header', get('/%0d%0aSet-Cookie:%20a=1/')],
  ['overlong UTF-8 dots', get('/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd')],
  ['raw CR in the path', get('/docs\r/intro/')],
  ['raw CR and a Location in the query', get('/docs/intro/?a\rLocation: //evil.example')],
  ['raw tab before a host', get('/\t/evil.example/')],
  ['raw CR in a header value', get('/docs/intro/', 'X-Probe: a\rLocation: //evil.example')],
  ['bare LF line ends', get('/docs/intro/').replaceAll('\r\n', '\n')],
  ['.. above the root', get('/../../etc/passwd')],
  ['.. from a folder', get('/docs/../../../etc/passwd')],
  ['encoded ..', get('/%2e%2e/%2e%2e/etc/passwd')],
  ['.. with encoded slashes', get('/docs/..%2f..%2f..%2fetc/passwd')],
  ['.. with backslashes', get('/..\\..\\etc\\passwd')],
  ['.. into a dot folder', get('/assets/../.git/HEAD')],
  ['encoded slash in a page path', get('/docs%2Fintro/')],
  ['encoded slashes out of /assets/', get('/assets%2F..%2F..%2Fetc%2Fpasswd')],
  ['TRACE', raw('TRACE / HTTP/1.1')],
  ['TRACK', raw('TRACK / HTTP/1.1')],
  ['DELETE', raw('DELETE /docs/intro HTTP/1.1')],
  ['PUT with a body', raw('PUT /x.html HTTP/1.1', [`Host: ${site}`, 'Content-Length: 2'], 'hi')],
  [
    'POST with a body',
    raw('POST /docs/intro HTTP/1.1', [`Host: ${site}`, 'Content-Length: 2'], 'hi'),
  ],
  ['PROPFIND', raw('PROPFIND / HTTP/1.1')],
  ['OPTIONS *', raw('OPTIONS * HTTP/1.1')],
  ['CONNECT', raw('CONNECT evil.example:443 HTTP/1.1', ['Host: evil.example:443'])],
  ['lower-case method', raw('get / HTTP/1.1')],
  ['2 KB method', raw(`${'A'.repeat(2048)} / HTTP/1.1`)],
  ['HEAD on a host-like path', raw('HEAD //evil.example/ HTTP/1.1')],
  [
    'Content-Length with Transfer-Encoding',
    raw(
      'POST / HTTP/1.1',
      [`Host: ${site}`, 'Content-Length: 5', 'Transfer-Encoding: chunked'],
      '0\r\n\r\n',
    ),
  ],
  ['9 KB path', get(`/${'a'.repeat(9 * 1024)}`)],
  ['9 KB query on a redirect', get(`/docs/intro/?${'q'.repeat(9 * 1024)}`)],
  ['20 KB header', get('/', `X-Big: ${'b'.repeat(20 * 1024)}`)],
  [
    '40 headers of 1 KB',
    get('/', ...Array.from({ length: 40 }, (_, i) => `X-H${i}: ${'h'.repeat(1024)}`)),
  ],
  ['no Host', raw('GET /docs/intro HTTP/1.1', [])],
  ['two Hosts', get('/docs/intro', 'Host: evil.example')],
  ['Host with a path', raw('GET / HTTP/1.1', ['Host: evil.example/..'])],
  ['unknown HTTP version', raw('GET / HTTP/9.9')],
  ['HTTP/2 preface on plain HTTP/1', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ['unsatisfiable range on a page', get('/docs/intro', 'Range: bytes=99999999-')],
  [
    '200 ranges on a page',
    get(
      '/docs/intro',
      `Range: bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}`,
    ),
  ],
];

test.describe('nginx recipe: odd and hostile requests', viewportIndependent, () => {
  test('paths a redirect would take off the site answer the not-found page instead', async ({
    nginx,
  }) => {
    for (const target of offSiteTargets) {
      const answer = await sendRaw(portOf(nginx), get(target));
      expect(answer.status, target).toBe(404);
      expect(securityHeaderProblems(answer.headers), target).toEqual([]);
      expect(headerValues(answer.headers, 'location'), target).toEqual([]);
      expect(headerValues(answer.headers, 'cache-control'), target).toEqual(['no-cache']);
      expect(answer.body.toString('utf8'), target).toBe(notFoundPage());
    }
  });

  test('every hostile request gets the security headers and no redirect off the site', async ({
    nginx,
  }) => {
    const problems: string[] = [];
    // One after the other: each ends within sendRaw's time-out, all together in well under a second.
    for (const [what, request] of hostileRequests) {
      const answer = await sendRaw(portOf(nginx), request);
      const found = [
        ...(answer.status === undefined ? ['no answer'] : []),
        ...securityHeaderProblems(answer.headers),
        ...offSiteRedirects(answer),
      ];
      const cacheControl = headerValues(answer.headers, 'cache-control');
      if (answer.status !== 200 && cacheControl.join() !== 'no-cache') {
        found.push(`${answer.status} with Cache-Control ${JSON.stringify(cacheControl)}`);
      }
      problems.push(...found.map((problem) => `${what}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test('an HTTP/0.9 request, whose answer could carry no headers, is closed unanswered', async ({
    nginx,
  }) => {
    for (const line of ['GET /', 'GET /docs/intro', 'GET //evil.example/']) {
      const answer = await sendRaw(portOf(nginx), `${line}\r\n`);
      expect(answer.body.length, line).toBe(0);
    }
  });

  test('a ranged request gets the whole file with its usual headers, never a cached error', async ({
    request,
    nginx,
  }) => {
    const asset = filesUnder(path.join(buildDir, 'assets/js')).find((file) => file.endsWith('.js'));
    expect(asset, 'a script in build/assets/js').toBeDefined();
    const file = asset ?? '';
    const content = readFileSync(file);
    const url = `${nginx.baseURL}/${path.relative(buildDir, file).split(path.sep).join('/')}`;
    for (const range of [`bytes=${content.length + 100}-`, 'bytes=0-0', 'bytes=0-1,5-9']) {
      const response = await request.get(url, {
        headers: { Range: range, 'Accept-Encoding': 'identity' },
      });
      const where = `${url} with Range: ${range}`;
      expect(response.status(), where).toBe(200);
      expect(await response.body(), where).toEqual(content);
      expect(securityHeaderProblems(response.headersArray()), where).toEqual([]);
      expect(headerValues(response.headersArray(), 'cache-control'), where).toEqual([immutable]);
    }
  });

  test('files and folders named with a leading dot answer the not-found page; /.well-known/ stays open', async ({
    request,
  }, testInfo) => {
    // The build has no dot files; a root of its own shows that the recipe hides them.
    const root = mkdtempSync(path.join(tmpdir(), 'nginx-dotfiles-'));
    const files: Record<string, string> = {
      '.env': 'SECRET=1',
      '.git/HEAD': 'ref: refs/heads/main',
      '.nojekyll': '',
      'docs/.DS_Store': 'finder',
      'assets/.marker': 'ci',
      '.well-known/.hidden': 'hidden',
      '.well-known/security.txt': 'Contact: mailto:security@example.org',
      'docs/visible.txt': 'visible',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    cpSync(path.join(buildDir, '404.html'), path.join(root, '404.html'));
    const server = await startNginx({
      binary: nginxForTests(),
      port: nginxTestPort(testInfo.parallelIndex, 'extra'),
      root,
    });
    try {
      for (const hidden of [
        '/.env',
        '/.git/HEAD',
        '/.git/',
        '/.nojekyll',
        '/docs/.DS_Store',
        '/assets/.marker',
        '/.well-known/.hidden',
        '/%2Eenv',
      ]) {
        // /.git/ first meets the canonical redirect to /.git, like any path with a trailing slash.
        await expectNotFoundAnswer(await request.get(`${server.baseURL}${hidden}`), hidden);
      }
      for (const open of ['docs/visible.txt', '.well-known/security.txt']) {
        const response = await request.get(`${server.baseURL}/${open}`);
        expect(response.status(), open).toBe(200);
        expect(await response.text(), open).toBe(files[open]);
      }
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
