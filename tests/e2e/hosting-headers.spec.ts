import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { filesUnder } from '../../scripts/files-under';
import { buildDir, builtRoutes } from '../../scripts/site-build/build-output';
import { nginxTestConnections } from '../support/nginx';
import { expect, skipWithoutNginx, test } from '../support/nginx-fixture';
import { expectNotFoundAnswer } from '../support/not-found-answer';
import { oneRoutePerKind } from '../support/page-kinds';
import { expectedPolicy, securityHeaderProblems } from '../support/security-headers';
import { viewportIndependent } from '../support/viewport';

skipWithoutNginx();

const immutable = 'public, max-age=31536000, immutable';

const urlPath = (file: string): string =>
  `/${path.relative(buildDir, file).split(path.sep).join('/')}`;

function expectSecurityHeaders(response: APIResponse): void {
  expect(securityHeaderProblems(response.headersArray()), response.url()).toEqual([]);
}

test.describe('nginx recipe: headers and status codes', viewportIndependent, () => {
  test('the policy allows no eval, no inline script but the hashed ones, and no framing', () => {
    const scriptSrc = expectedPolicy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(expectedPolicy).toContain("frame-ancestors 'none'");
    expect(expectedPolicy).toContain("object-src 'none'");
  });

  for (const { kind, route } of oneRoutePerKind()) {
    test(`${kind} page ${route}: 200, HTML, no-cache, compressed, security headers`, async ({
      request,
      nginx,
    }) => {
      const response = await request.get(`${nginx.baseURL}${route}`, {
        headers: { 'Accept-Encoding': 'gzip' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers.vary).toContain('Accept-Encoding');
      expect(await response.text()).toBe(
        readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'),
      );
      expectSecurityHeaders(response);
    });
  }

  test('a trailing index.html or slash redirects to the clean address, keeping the query', async ({
    request,
    nginx,
  }) => {
    const route = builtRoutes().find((candidate) => candidate.split('/').length > 3);
    expect(route, 'a nested route in the build').toBeDefined();
    const cases: [string, string][] = [
      [`${route}/index.html`, `${route}`],
      [`${route}/`, `${route}`],
      [`${route}/index.html?tab=python`, `${route}?tab=python`],
      ['/index.html', '/'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(`${nginx.baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      expectSecurityHeaders(response);
    }
    const followed = await request.get(`${nginx.baseURL}${route}/index.html`);
    expect(followed.status()).toBe(200);
    expect(followed.url()).toBe(`${nginx.baseURL}${route}`);
  });

  test('unknown paths answer 404 with the site not-found page, never cached', async ({
    request,
    nginx,
  }) => {
    for (const missing of [
      '/docs/guides/no-such-guide',
      '/assets/js/no-such-chunk.js',
      '/no-such-file.png',
    ]) {
      await expectNotFoundAnswer(await request.get(`${nginx.baseURL}${missing}`), missing);
    }
  });

  test('every hashed asset is cached for a year as immutable, with its content type', async ({
    request,
    nginx,
  }) => {
    const assets = filesUnder(path.join(buildDir, 'assets'));
    expect(assets.length).toBeGreaterThan(0);
    // A quarter of the test server's connections at a time rather than one after another: on a
    // busy machine each round trip waits for its turn on the CPU, and 269 of them in a row took
    // over a minute.
    const atOnce = nginxTestConnections / 4;
    const answers: { where: string; response: APIResponse }[] = [];
    for (let start = 0; start < assets.length; start += atOnce) {
      const batch = assets.slice(start, start + atOnce).map(async (file) => ({
        where: urlPath(file),
        response: await request.head(`${nginx.baseURL}${urlPath(file)}`),
      }));
      answers.push(...(await Promise.all(batch)));
    }
    for (const { where, response } of answers) {
      expect(response.status(), where).toBe(200);
      expect(response.headers()['cache-control'], where).toBe(immutable);
      expect(response.headers()['content-type'], where).not.toContain('application/octet-stream');
      expectSecurityHeaders(response);
    }
  });

  test('JavaScript and CSS are gzip-compressed for clients that accept it', async ({
    request,
    nginx,
  }) => {
    const assets = filesUnder(path.join(buildDir, 'assets'));
    for (const extension of ['.js', '.css']) {
      const file = assets.find((candidate) => candidate.endsWith(extension));
      expect(file, extension).toBeDefined();
      const url = `${nginx.baseURL}${urlPath(file ?? '')}`;
      const compressed = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(compressed.headers()['content-encoding'], url).toBe('gzip');
      const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      expect(await plain.text()).toBe(await compressed.text());
    }
  });

  test('files outside /assets/ (images, sitemap, feeds, downloads) revalidate on every use', async ({
    request,
    nginx,
  }) => {
    const expectations: [string, string][] = [
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
      ['/blog/rss.xml', 'text/xml; charset=utf-8'],
      ['/blog/atom.xml', 'text/xml; charset=utf-8'],
      // The integration kit's downloads: JSON, JavaScript and plain text, in the site's charset.
      ['/fhir/CapabilityStatement-medication-module.json', 'application/json; charset=utf-8'],
      ['/openapi/medication.postman_collection.json', 'application/json; charset=utf-8'],
      ['/fhir/dosage-text.mjs', 'application/javascript; charset=utf-8'],
      ['/fhir/dosage-text.d.mts', 'text/plain; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      // Markdown twins of the pages: a directory route's is index.md.
      ['/docs/intro.md', 'text/markdown; charset=utf-8'],
      ['/index.md', 'text/markdown; charset=utf-8'],
    ];
    const image = filesUnder(path.join(buildDir, 'img')).find((file) => file.endsWith('.svg'));
    expect(image, 'an SVG image in build/img').toBeDefined();
    expectations.push([urlPath(image ?? ''), 'image/svg+xml; charset=utf-8']);
    for (const [file, type] of expectations) {
      const response = await request.get(`${nginx.baseURL}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe(type);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  test('every kind of file in the build is served with a real content type', async ({
    request,
    nginx,
  }) => {
    // nosniff makes browsers refuse a stylesheet or script sent with a generic type.
    const byExtension = new Map<string, string>();
    for (const file of filesUnder(buildDir)) {
      const extension = path.extname(file);
      if (!byExtension.has(extension)) byExtension.set(extension, file);
    }
    for (const [extension, file] of byExtension) {
      const response = await request.head(`${nginx.baseURL}${urlPath(file)}`, {
        maxRedirects: 0,
      });
      const type = response.headers()['content-type'] ?? '';
      expect(type, `${extension} (${urlPath(file)})`).not.toBe('');
      expect(type, `${extension} (${urlPath(file)})`).not.toContain('application/octet-stream');
    }
  });

  test('the OpenAPI description is downloadable as YAML', async ({ request, nginx }) => {
    const file = path.join(buildDir, 'openapi/medication.yaml');
    test.skip(!existsSync(file), 'The build has no /openapi/medication.yaml to serve.');
    const response = await request.get(`${nginx.baseURL}/openapi/medication.yaml`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/yaml; charset=utf-8');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toBe(readFileSync(file, 'utf8'));
  });
});
