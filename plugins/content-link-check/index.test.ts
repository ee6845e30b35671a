import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config, LoadContext, Plugin } from '@docusaurus/types';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { linkChecks } from '../../config/link-checks';
import { contentLinkCheckPlugin, findBrokenContentLinks, sourcesByRoute } from '.';

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

/**
 * The plugin as the build runs it, with the site's link settings (config/link-checks, which
 * tests/unit/site-config.test.ts ties to docusaurus.config.ts): Docusaurus hands it the loaded
 * content and, after writing the pages, the routes; a postBuild that throws fails `docusaurus
 * build` with its message. A Markdown link to a missing file is left in the page as written
 * (Docusaurus also prints its own warning for it, the onBrokenMarkdownLinks setting): this check
 * is what names the file and fails the build for it. This replaces a two-page `docusaurus build`
 * (a minute of both cores in the unit lane) that proved the same messages.
 */
describe('content-link check in the build', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'content-links-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const pages: [route: string, main: string][] = [
    ['/', 'Read <a href="/guide">the guide</a>.'],
    [
      '/guide',
      'Back <a href="/">home</a>, on to <a href="/dosage-guide">the dosage page</a> and <a href="./timing.md">the timing file</a>.',
    ],
  ];
  for (const [route, main] of pages) {
    mkdirSync(path.join(outDir, route), { recursive: true });
    writeFileSync(
      path.join(outDir, route, 'index.html'),
      `<html><body><main>${main}</main></body></html>`,
    );
  }
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              { permalink: '/', source: '@site/docs/home.md' },
              { permalink: '/guide', source: '@site/docs/guide.md' },
            ],
          },
        ],
      },
    },
  };

  async function postBuild(settings: Partial<Config>): Promise<void> {
    const plugin: Plugin = contentLinkCheckPlugin({ siteConfig: settings } as LoadContext);
    await plugin.allContentLoaded?.({ allContent, actions: {} as never });
    await plugin.postBuild?.({ outDir, routesPaths: ['/', '/guide'] } as never);
  }

  it('fails on a broken link with the site setting, naming the file, the page and each link, and blames only that page', async () => {
    expect(linkChecks.onBrokenLinks).toBe('throw');
    const failure = await postBuild(linkChecks).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      [
        'Broken links in content files (onBrokenLinks: throw):',
        '- docs/guide.md (page /guide) links to /dosage-guide',
        '- docs/guide.md (page /guide) links to ./timing.md',
      ].join('\n'),
    );
  });

  it('only warns, with the same lines, where links are set to warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await postBuild({ ...linkChecks, onBrokenLinks: 'warn' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('- docs/guide.md (page /guide) links to /dosage-guide'),
    );
  });
});
