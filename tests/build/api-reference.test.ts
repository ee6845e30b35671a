import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { itLayer } from '../support/performance-layer';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDownloadUrl, openApiSpecFile } from '../../config/openapi-paths';
import { loadSpec, resolveRef } from '../../scripts/openapi-spec';
import {
  assertBuildExists,
  buildDir,
  builtRoutes,
  loadRoute,
  readBuiltFile,
} from '../../scripts/site-build/build-output';
import { firstLoadScripts } from '../../scripts/site-build/page-assets';
import { pageType } from '../../scripts/site-build/page-type';

/** The production build serves the OpenAPI file it links to, and its icons from the site. */
const apiRoutes = (): string[] => builtRoutes().filter((route) => route.startsWith('/docs/api/'));

describe('API reference in the build', () => {
  beforeAll(() => assertBuildExists());

  it('serves the OpenAPI description at the download address, identical to the source', () => {
    const served = path.join(buildDir, openApiDownloadUrl);
    expect(existsSync(served), served).toBe(true);
    expect(readFileSync(served, 'utf8')).toBe(
      readFileSync(path.resolve(__dirname, '../..', openApiSpecFile), 'utf8'),
    );
  });

  it('links the download from the API introduction page', () => {
    const linking = apiRoutes().filter(
      (route) => loadRoute(route)(`a[href="${openApiDownloadUrl}"]`).length > 0,
    );
    expect(linking.length).toBeGreaterThan(0);
  });

  it('gives the three language tabs icons from this site', () => {
    const cssDir = path.join(buildDir, 'assets/css');
    const css = readdirSync(cssDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
      .join('\n');
    for (const language of ['curl', 'javascript', 'python']) {
      const rule = new RegExp(
        `\\.openapi-tabs__code-container \\.openapi-tabs__code-item--${language}:+after\\{background:url\\(([^)]+)\\)`,
      ).exec(css);
      expect(rule, `no local icon rule for ${language}`).not.toBeNull();
      const url = rule?.[1]?.replace(/["']/g, '') ?? '';
      // Webpack inlines small images as data URIs; larger ones become files of the build.
      if (!url.startsWith('data:image/svg+xml')) {
        expect(url).toMatch(/^\//);
        expect(existsSync(path.join(buildDir, url)), url).toBe(true);
      }
    }
  });

  itLayer('ships each operation page its operation with the responses as media types only', () => {
    const spec = loadSpec();
    const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
    const operationRoutes = apiRoutes().filter((route) => pageType(route) === 'API operation');
    expect(operationRoutes).toHaveLength(operations.length);
    const shipped = new Set<string>();
    for (const route of operationRoutes) {
      // The page's MDX module and its doc metadata each carry the `api` front matter.
      const payloads = firstLoadScripts(route).flatMap((file) =>
        [...readBuiltFile(file).matchAll(/\bapi["']?:["']([A-Za-z0-9+/]+=*)["']/g)].map(
          (match) => match[1] ?? '',
        ),
      );
      expect(payloads.length, route).toBeGreaterThan(0);
      for (const payload of payloads) {
        const api = JSON.parse(inflateSync(Buffer.from(payload, 'base64')).toString('utf8')) as {
          operationId: string;
          responses: Record<string, { content?: object }>;
        };
        shipped.add(api.operationId);
        const operation = operations.find((candidate) => candidate.operationId === api.operationId);
        expect(operation, route).toBeDefined();
        const expected = Object.fromEntries(
          Object.entries(operation?.responses ?? {}).map(([status, response]) => [
            status,
            Object.keys(resolveRef(spec, response).content ?? {}),
          ]),
        );
        const carried = Object.fromEntries(
          Object.entries(api.responses).map(([status, response]) => {
            // Nothing but the names: no schema, example or encoding under any media type.
            for (const media of Object.values(response.content ?? {}))
              expect(media, route).toEqual({});
            return [status, Object.keys(response.content ?? {})];
          }),
        );
        expect(carried, route).toEqual(expected);
      }
    }
    expect([...shipped].sort()).toEqual(operations.map(({ operationId }) => operationId).sort());
  });
});
