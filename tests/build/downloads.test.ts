import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, loadRoute } from '../../scripts/site-build/build-output';
import { checksumsUrl, sha256 } from '../../plugins/integration-downloads/digests';
import { mcpServerDownload } from '../../plugins/integration-downloads/downloads';
import { llmsDownloads } from '../../plugins/llms-txt/files';

/**
 * The getting-started guide's "Downloads" section lists every file of the build that integrators
 * download: whatever is not a page, an asset of the pages, the search index, the sitemap or a blog
 * feed. A new download that nobody described fails here, and so does a listed file the build lacks.
 */
const page = '/docs/guides/medication-module/getting-started';
const section = 'downloads';

/** Files of the build that are part of the site itself rather than downloads, with the reason. */
const notDownloads: { pattern: RegExp; why: string }[] = [
  { pattern: /\.html$/, why: 'pages and the not-found page' },
  { pattern: /^assets\//, why: 'scripts, styles and fonts of the pages' },
  { pattern: /^img\//, why: 'images of the pages' },
  { pattern: /^search-index-[^/]+\.json$/, why: 'the index the search box downloads' },
  {
    pattern: /^search-excerpts\.json$/,
    why: 'the section texts the search box shows results with',
  },
  { pattern: /\.md$/, why: 'the pages as Markdown (plugins/markdown-twins), linked from llms.txt' },
  { pattern: /^sitemap\.xml$/, why: 'for search engines' },
  {
    pattern: /^blog\/(rss|atom)\.xml$|^blog\/feed\.json$/,
    why: 'the blog feeds readers subscribe to',
  },
];

function builtFiles(dir = buildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? builtFiles(full)
      : [path.relative(buildDir, full).split(path.sep).join('/')];
  });
}

describe('downloads list', () => {
  beforeAll(() => assertBuildExists());

  const listed = (): string[] => {
    const $ = loadRoute(page);
    const heading = $(`h2#${section}`);
    expect(heading, `${page} has no h2#${section}`).toHaveLength(1);
    const links = heading.nextUntil('h2').find('table a[href]');
    return links.map((_, link) => $(link).attr('href') ?? '').get();
  };

  it('links every downloadable file of the build, once', () => {
    const downloads = builtFiles()
      .filter((file) => !notDownloads.some(({ pattern }) => pattern.test(file)))
      .map((file) => `/${file}`)
      .sort();
    expect(downloads.length).toBeGreaterThan(10);
    expect([...listed()].sort()).toEqual(downloads);
  });

  it('publishes the SHA-256 of every listed file but the llms files, as served', () => {
    const lines = readFileSync(path.join(buildDir, checksumsUrl.slice(1)), 'utf8')
      .trimEnd()
      .split('\n');
    const shown = new Map(lines.map((line) => [line.slice(66), line.slice(0, 64)]));
    const expected = listed().filter(
      (href) => href !== checksumsUrl && !llmsDownloads.some(({ url }) => url === href),
    );
    const wrong = expected.flatMap((href) => {
      const served = sha256(readFileSync(path.join(buildDir, href)));
      const name = href.split('/').pop() ?? href;
      return shown.get(name) === served
        ? []
        : [`${name}: ${shown.get(name) ?? 'none'} ≠ ${served}`];
    });
    expect(wrong).toEqual([]);
    expect(lines).toHaveLength(expected.length);
  });

  it('shows beside each file the SHA-256 of the bytes served, the same as the checksums file', () => {
    const $ = loadRoute(page);
    const rows = $(`h2#${section}`).nextUntil('h2').find('table tbody tr');
    const inFile = new Map(
      readFileSync(path.join(buildDir, checksumsUrl.slice(1)), 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => [line.slice(66), line.slice(0, 64)]),
    );
    const shown = rows
      .map((_, row) => {
        const href = $(row).find('td').first().find('a').attr('href') ?? '';
        const digest = /SHA-256: ([0-9a-f]{64})\b/.exec($(row).find('td').eq(1).text())?.[1];
        return { href, digest };
      })
      .get();
    const wrong = shown.flatMap(({ href, digest }) => {
      if (digest === undefined) return [];
      const served = sha256(readFileSync(path.join(buildDir, href)));
      const name = href.split('/').pop() ?? href;
      return digest === served && inFile.get(name) === served
        ? []
        : [`${name}: shown ${digest}, served ${served}, in the file ${inFile.get(name) ?? 'none'}`];
    });
    expect(wrong).toEqual([]);
    // Every file but the llms files, the checksums file and the MCP server's package, which is
    // packed from the built pages.
    const without = shown.filter(({ digest }) => digest === undefined).map(({ href }) => href);
    expect(without.sort()).toEqual(
      [checksumsUrl, mcpServerDownload.url, ...llmsDownloads.map(({ url }) => url)].sort(),
    );
  });

  it('is linked from the guides landing page, the home page and the footer', () => {
    const target = `${page}#${section}`;
    for (const route of ['/docs', '/']) {
      expect(loadRoute(route)(`main a[href="${target}"]`).length, route).toBeGreaterThan(0);
    }
    expect(loadRoute('/docs/intro')(`footer a[href="${target}"]`)).toHaveLength(1);
  });
});
