import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { load } from 'cheerio';
import { siteDownloads } from '../downloads-list/catalogue';
import { twinFile, twinRoutes } from '../markdown-twins';
import { llmsFullTxtFile, llmsTxtFile } from './files';
import { withoutTrailingSlash } from '../../src/utils/route-path';

/**
 * Writes /llms.txt (the llmstxt.org map of the site: one line per page, linking the page's
 * Markdown twin, with the title and description the build gave it) and /llms-full.txt (every
 * twin, API reference included) after the build, from the routes Docusaurus itself built and
 * the twins plugins/markdown-twins wrote. Files, not pages: no route.
 */
export { llmsFullTxtFile, llmsTxtFile } from './files';

interface PageLine {
  route: string;
  title: string;
  description: string;
}

const isApiRoute = (route: string): boolean =>
  route.startsWith('/docs/api/') || route.startsWith('/docs/category/');

/** Sections in the order llms.txt lists them; `Optional` is the llmstxt.org name for skippable links. */
const sections: { name: string; holds: (route: string) => boolean }[] = [
  {
    name: 'Guides',
    holds: (route) => route.startsWith('/docs') && !isApiRoute(route),
  },
  { name: 'API reference', holds: isApiRoute },
  {
    name: 'Blog',
    holds: (route) => route.startsWith('/blog') && !/^\/blog\/(archive|authors|tags)/.test(route),
  },
  { name: 'Optional', holds: () => true },
];

/** Items by section, each in the first section that holds its route, in the sections' order. */
function bySection<T>(items: T[], routeOf: (item: T) => string): { name: string; items: T[] }[] {
  const remaining = [...items];
  return sections.map(({ name, holds }) => {
    const mine = remaining.filter((item) => holds(routeOf(item)));
    mine.forEach((item) => remaining.splice(remaining.indexOf(item), 1));
    return { name, items: mine };
  });
}

function pageLine(outDir: string, route: string, siteTitle: string): PageLine | undefined {
  let html: string;
  try {
    html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const $ = load(html);
  const title = $('title').first().text().replace(` | ${siteTitle}`, '').trim();
  const description = ($('meta[name="description"]').attr('content') ?? '').trim();
  return {
    route: withoutTrailingSlash(route),
    title: title || siteTitle,
    description: description || title,
  };
}

/** The site's downloads, the same list the getting-started guide shows (plugins/downloads-list). */
function downloadLines(): string[] {
  return siteDownloads().map(
    ({ url, description }) => `- [${url.split('/').pop() ?? url}](${url}): ${description}`,
  );
}

export function llmsTxt(
  site: { title: string; tagline: string; url: string },
  pages: PageLine[],
): string {
  const absolute = (route: string): string => `${site.url}${route}`;
  const body = bySection(pages, (page) => page.route).flatMap(({ name, items }) => {
    if (items.length === 0) return [];
    const lines = items.map(
      (page) => `- [${page.title}](${absolute(twinFile(page.route))}): ${page.description}`,
    );
    return [`## ${name}`, '', ...lines, ''];
  });
  const downloads = downloadLines().map((line) => line.replace('](/', `](${site.url}/`));
  return [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    ...body,
    '## Downloads',
    '',
    ...downloads,
    '',
  ].join('\n');
}

export default function llmsTxtPlugin(): Plugin {
  return {
    name: 'llms-txt',
    // Synchronous on purpose: Docusaurus starts every plugin's postBuild in plugin order; the
    // twins are written before (markdown-twins), and the content link check (registered after
    // this plugin) must find llms-full.txt already written.
    postBuild({ outDir, routesPaths, siteConfig }) {
      const site = { title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url };
      const routes = twinRoutes(routesPaths);
      const pages = routes
        .map((route) => pageLine(outDir, route, site.title))
        .filter((page): page is PageLine => page !== undefined);
      writeFileSync(path.join(outDir, llmsTxtFile), llmsTxt(site, pages));
      const ordered = bySection(routes, (route) => route).flatMap(({ items }) => items);
      const texts = ordered.map((route) =>
        readFileSync(path.join(outDir, twinFile(route)), 'utf8'),
      );
      const header = `# ${site.title}\n\n> ${site.tagline}\n\n`;
      writeFileSync(path.join(outDir, llmsFullTxtFile), header + texts.join('\n---\n\n'));
    },
  };
}
