import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { load } from 'cheerio';
import { markdownTwinPath } from '../../src/utils/markdown-twin';
import { withoutTrailingSlash } from '../../src/utils/route-path';
import { pageMarkdown } from './page-markdown';

/**
 * Writes a Markdown twin beside every page the build made (postBuild): `/docs/intro.md` for
 * `/docs/intro`, `/index.md` for `/`. Files, not routes: the route contract stays as it is.
 */
export { pageMarkdown } from './page-markdown';

/** The twin's path under the site (and under build/) for a route. */
export const twinFile = markdownTwinPath;

/** The routes that have a twin: every built page but the not-found page, which is no route. */
export function twinRoutes(routesPaths: readonly string[]): string[] {
  return [...new Set(routesPaths.map(withoutTrailingSlash))]
    .filter((route) => route !== '/404.html' && route !== '/404')
    .sort();
}

export default function markdownTwinsPlugin(): Plugin {
  return {
    name: 'markdown-twins',
    // Synchronous on purpose: Docusaurus starts every plugin's postBuild in plugin order, and
    // llms-txt (registered after this plugin) reads the twins into /llms-full.txt.
    postBuild({ outDir, routesPaths, siteConfig }) {
      for (const route of twinRoutes(routesPaths)) {
        const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
        const title = load(html)('title').first().text().replace(` | ${siteConfig.title}`, '');
        const markdown = pageMarkdown(html, {
          url: `${siteConfig.url}${route === '/' ? '/' : route}`,
          title: title.trim() || siteConfig.title,
        });
        writeFileSync(path.join(outDir, twinFile(route)), markdown);
      }
    },
  };
}
