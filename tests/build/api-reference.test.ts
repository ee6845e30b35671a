import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDownloadUrl, openApiSpecFile } from '../../config/openapi';
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
});
