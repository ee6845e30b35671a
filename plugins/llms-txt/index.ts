import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { load } from 'cheerio';
import remarkApiChangelog from '../api-changelog';
import remarkDownloadsList from '../downloads-list';
import { siteDownloads } from '../downloads-list/catalogue';
import remarkOpenApiExamples from '../openapi-examples';
import remarkSandboxCatalogue from '../sandbox/catalogue';
import { renderedMarkdown } from '../valueset-tables/markdown';
import { llmsFullTxtFile, llmsTxtFile } from './files';
import remarkStripMdx from './strip-mdx';
import { withoutTrailingSlash } from '../../src/utils/route-path';

/**
 * Writes /llms.txt (the llmstxt.org map of the site: one line per page, with the title and
 * description the build gave it) and /llms-full.txt (the text of every guide as Markdown) after
 * the build, from the routes and docs Docusaurus itself built. Files, not pages: no route.
 */
export { llmsFullTxtFile, llmsTxtFile } from './files';

interface DocMetadata {
  title: string;
  description?: string;
  source: string;
  permalink: string;
}

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

function docsOf(allContent: unknown): DocMetadata[] {
  const docsPlugin = (allContent as Record<string, Record<string, unknown>>)[
    'docusaurus-plugin-content-docs'
  ]?.default as { loadedVersions?: { docs: DocMetadata[] }[] } | undefined;
  return docsPlugin?.loadedVersions?.flatMap((version) => version.docs) ?? [];
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
  const remaining = [...pages];
  const body = sections.flatMap(({ name, holds }) => {
    const mine = remaining.filter((page) => holds(page.route));
    mine.forEach((page) => remaining.splice(remaining.indexOf(page), 1));
    if (mine.length === 0) return [];
    const lines = mine.map(
      (page) => `- [${page.title}](${absolute(page.route)}): ${page.description}`,
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

function guideMarkdown(doc: DocMetadata, siteDir: string, siteUrl: string): string {
  const source = readFileSync(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
  const withoutFrontMatter = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const markdown = renderedMarkdown(withoutFrontMatter, [
    remarkOpenApiExamples,
    remarkDownloadsList,
    remarkSandboxCatalogue,
    remarkApiChangelog,
    remarkStripMdx,
  ]);
  // The page's own H1 is replaced by the title the site shows, followed by the page's address.
  const body = markdown.replace(/^# .*\n+/, '').trim();
  return [`# ${doc.title}`, '', `Source: ${siteUrl}${doc.permalink}`, '', body, ''].join('\n');
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docs: DocMetadata[] = [];
  return {
    name: 'llms-txt',
    allContentLoaded({ allContent }) {
      docs = docsOf(allContent);
    },
    // Synchronous on purpose: Docusaurus starts every plugin's postBuild in plugin order, and the
    // content link check (registered after this plugin) must find llms-full.txt already written.
    postBuild({ outDir, routesPaths, siteConfig }) {
      const site = { title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url };
      const pages = [...routesPaths]
        .sort()
        .map((route) => pageLine(outDir, route, site.title))
        .filter((page): page is PageLine => page !== undefined);
      writeFileSync(path.join(outDir, llmsTxtFile), llmsTxt(site, pages));
      const routes = new Set(routesPaths.map(withoutTrailingSlash));
      const guides = docs
        .map((doc) => ({ ...doc, permalink: withoutTrailingSlash(doc.permalink) }))
        .filter((doc) => routes.has(doc.permalink) && !isApiRoute(doc.permalink))
        .sort((a, b) => a.permalink.localeCompare(b.permalink));
      const texts = guides.map((doc) => guideMarkdown(doc, context.siteDir, site.url));
      const header = `# ${site.title}\n\n> ${site.tagline}\n\n`;
      writeFileSync(path.join(outDir, llmsFullTxtFile), header + texts.join('\n---\n\n'));
    },
  };
}
