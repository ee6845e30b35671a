import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { load } from 'cheerio';
import { withoutTrailingSlash } from '../../src/utils/route-path';
import { mcpServerDownload } from '../integration-downloads/downloads';

/**
 * Docusaurus's own broken-link check names the page's route, not the file to
 * fix. This check runs just before it (postBuild) on the pages written in a
 * source file, and names the file, the page and the link. Docusaurus's check
 * still runs afterwards for everything else (navbar, footer, generated pages).
 */

/**
 * Every {permalink, source} pair in the loaded content of all plugins: docs,
 * blog posts and pages all carry one, whatever plugin produced them.
 */
export function sourcesByRoute(allContent: unknown): Map<string, string> {
  const sources = new Map<string, string>();
  const seen = new WeakSet<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const { permalink, source } = value as { permalink?: unknown; source?: unknown };
    if (typeof permalink === 'string' && typeof source === 'string') {
      sources.set(permalink, source.replace(/^@site\//, ''));
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(allContent);
  return sources;
}

function htmlFileOf(outDir: string, route: string): string | undefined {
  return [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)].find((file) =>
    existsSync(file),
  );
}

/**
 * Files written after this check runs: the MCP server's package is packed once the search
 * plugin has written its index (plugins/mcp-server), and the build fails when it cannot be.
 */
const writtenLater = new Set([mcpServerDownload.url]);

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** "docs/a.md (page /docs/a) links to /docs/nowhere", one line per broken link. */
export function findBrokenContentLinks({
  outDir,
  routesPaths,
  sources,
}: {
  outDir: string;
  routesPaths: readonly string[];
  sources: ReadonlyMap<string, string>;
}): string[] {
  const routes = new Set(routesPaths.map(withoutTrailingSlash));
  const broken: string[] = [];
  for (const [route, source] of sources) {
    const htmlFile = htmlFileOf(outDir, route);
    if (!htmlFile) continue;
    const $ = load(readFileSync(htmlFile, 'utf8'));
    // Breadcrumbs and previous/next links are generated from routes that exist.
    $('main a[href]')
      .filter((_, link) => $(link).closest('nav').length === 0)
      .each((_, link) => {
        const href = $(link).attr('href') ?? '';
        if (href === '' || href.startsWith('#') || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href)) return;
        const { pathname } = new URL(href, `https://site.invalid${route}`);
        const target = withoutTrailingSlash(decodeURIComponent(pathname));
        if (routes.has(target) || writtenLater.has(target) || isFile(path.join(outDir, target)))
          return;
        broken.push(`${source} (page ${route}) links to ${href}`);
      });
  }
  return broken;
}

export function contentLinkCheckPlugin(context: LoadContext): Plugin {
  let sources = new Map<string, string>();
  return {
    name: 'content-link-check',
    allContentLoaded({ allContent }) {
      sources = sourcesByRoute(allContent);
    },
    postBuild({ outDir, routesPaths }) {
      const severity = context.siteConfig.onBrokenLinks;
      if (severity === 'ignore') return;
      const broken = findBrokenContentLinks({ outDir, routesPaths, sources });
      if (broken.length === 0) return;
      const message = `Broken links in content files (onBrokenLinks: ${severity}):\n${broken.map((line) => `- ${line}`).join('\n')}`;
      if (severity === 'throw') throw new Error(message);
      console.warn(`[WARNING] ${message}`);
    },
  };
}
