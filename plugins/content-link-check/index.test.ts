import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrokenContentLinks, sourcesByRoute } from '.';

describe('content-link check', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'content-links-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const page = (route: string, main: string): void => {
    mkdirSync(path.join(outDir, route), { recursive: true });
    writeFileSync(
      path.join(outDir, route, 'index.html'),
      `<html><body><nav><a href="/nav-only">menu</a></nav><main>${main}</main></body></html>`,
    );
  };

  it('finds each page source in any plugin content', () => {
    const sources = sourcesByRoute({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [{ docs: [{ permalink: '/docs/a', source: '@site/docs/a.md' }] }],
        },
      },
      'docusaurus-plugin-content-blog': {
        default: {
          blogPosts: [{ metadata: { permalink: '/blog/p', source: '@site/blog/p.md' } }],
        },
      },
    });
    expect([...sources]).toEqual([
      ['/docs/a', 'docs/a.md'],
      ['/blog/p', 'blog/p.md'],
    ]);
  });

  it('reports links to missing routes and files, with the source file and page', () => {
    page(
      'docs/a',
      [
        '<a href="/docs/b">route</a>',
        '<a href="/docs/category">index doc, whose route ends in a slash</a>',
        '<a href="/docs/b/#part">route with slash and anchor</a>',
        '<a href="../docs/b?x=1">relative route</a>',
        '<a href="#local">anchor</a>',
        '<a href="https://hl7.org/fhir/R4/">external</a>',
        '<a href="mailto:team@example.org">mail</a>',
        '<a href="/openapi/medication.yaml">static file</a>',
        '<a href="/docs/missing">missing route</a>',
        '<a href="./missing.md">unresolved markdown link</a>',
        '<a href="/openapi/other.yaml">missing file</a>',
        '<nav><a href="/docs/prev">generated pagination</a></nav>',
      ].join(''),
    );
    page('docs/b', '<a href="/docs/a">back</a>');
    mkdirSync(path.join(outDir, 'openapi'));
    writeFileSync(path.join(outDir, 'openapi/medication.yaml'), 'openapi: 3.0.3\n');

    expect(
      findBrokenContentLinks({
        outDir,
        routesPaths: ['/docs/a', '/docs/b', '/docs/category/'],
        sources: new Map([
          ['/docs/a', 'docs/a.md'],
          ['/docs/b', 'docs/b.md'],
        ]),
      }),
    ).toEqual([
      'docs/a.md (page /docs/a) links to /docs/missing',
      'docs/a.md (page /docs/a) links to ./missing.md',
      'docs/a.md (page /docs/a) links to /openapi/other.yaml',
    ]);
  });
});
