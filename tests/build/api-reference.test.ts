import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiDocsDir, openApiDownloadUrl, openApiSpecFile } from '../../config/openapi-paths';
import { loadSpec, resolveRef } from '../../scripts/openapi-spec';
import { assertBuildExists, buildDir, builtRoutes, loadRoute } from '../support/build-output';

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

  it('hands each operation page its responses as media types only', () => {
    const generated = path.resolve(__dirname, '../../docs', apiDocsDir);
    const pages = readdirSync(generated).filter((file) => file.endsWith('.api.mdx'));
    const spec = loadSpec();
    const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
    expect(pages).toHaveLength(operations.length);
    for (const page of pages) {
      const frontMatter = /^api: (\S+)$/m.exec(readFileSync(path.join(generated, page), 'utf8'));
      expect(frontMatter, page).not.toBeNull();
      const api = JSON.parse(
        inflateSync(Buffer.from(frontMatter?.[1] ?? '', 'base64')).toString('utf8'),
      ) as { operationId: string; responses: Record<string, { content?: object }> };
      const operation = operations.find((candidate) => candidate.operationId === api.operationId);
      expect(operation, page).toBeDefined();
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
            expect(media, page).toEqual({});
          return [status, Object.keys(response.content ?? {})];
        }),
      );
      expect(carried, page).toEqual(expected);
    }
  });
});
