import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { load, type CheerioAPI } from 'cheerio';
import { excerptKey, searchExcerptsFile } from '../../src/components/SiteSearch/excerpt';

/** A node of a parsed page (domhandler's, which cheerio does not re-export). */
type AnyNode = ReturnType<ReturnType<CheerioAPI['root']>['contents']>[number];

/** Elements whose text is not the section's prose: scripts, controls, drawings, navigation. */
const skipped = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'button',
  'svg',
  'select',
  'nav',
]);

/** Elements after which the text of the next one is a new word. */
const blocks = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'br',
  'h4',
  'h5',
  'h6',
]);

const headings = 'h1, h2, h3';

/** The text a reader sees in these nodes, words of adjacent blocks kept apart. */
function textOf(nodes: AnyNode[]): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') parts.push(node.data);
    if (node.type !== 'tag' || skipped.has(node.name)) return;
    if ((node.attribs.class ?? '').split(' ').includes('hash-link')) return;
    node.children.forEach(walk);
    if (blocks.has(node.name)) parts.push(' ');
  };
  nodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The text of each section of a page, by the address the search index gives the section, cut
 * the way @cmfcmf/docusaurus-search-local cuts them when it indexes the page (its documented
 * sections: a heading from h1 to h3 in the page's <article>, and the text after it up to the
 * next heading at its own level of the markup), so that an excerpt holds the words the section
 * matched. The page's title, and any text before it, share the page's own address.
 */
export function sectionTexts($: CheerioAPI): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (hash: string, text: string) => {
    if (text !== '') parts.set(hash, [...(parts.get(hash) ?? []), text]);
  };
  const firstHeading = $('article .markdown header, article .markdown h1').first();
  add('', textOf(firstHeading.prevAll().toArray().reverse()));
  $('article')
    .find(headings)
    .each((_, heading) => {
      const [, ...hash] = ($(heading).find('a.hash-link').attr('href') ?? '').split('#');
      const address = hash.length > 0 ? `#${hash.join('#')}` : '';
      if ($(heading).parents('.markdown').length === 0) {
        // The page's title: its section is what the article starts with, unless that is a heading.
        const first = $('article').children().not('header').children().first();
        if (!first.is(headings))
          add(address, textOf(first.nextUntil(`${headings}, header`).addBack().toArray()));
        return;
      }
      const root = $(heading).parent('header').length > 0 ? $(heading).parent() : $(heading);
      add(address, textOf(root.nextUntil(`${headings}, header`).toArray()));
    });
  return new Map([...parts].map(([address, texts]) => [address, texts.join(' ')]));
}

/** Pages the search indexes: docs pages and blog posts (the theme's page classes on <html>). */
const isSearchedPage = ($: CheerioAPI): boolean => $('html').is('.docs-doc-page, .blog-post-page');

/**
 * After the build, writes the text of every section the search finds, by section address, to
 * one file beside the search indexes: the search shows a result's matched words in their
 * sentence. @cmfcmf/docusaurus-search-local keeps no text in its index (only which words a
 * section has), and has no option to.
 */
export default function searchExcerptsPlugin(): Plugin {
  return {
    name: 'search-excerpts',
    postBuild({ outDir, routesPaths }) {
      const excerpts: Record<string, string> = {};
      for (const route of new Set(routesPaths)) {
        const file = path.join(outDir, route, 'index.html');
        if (!existsSync(file)) continue;
        const $ = load(readFileSync(file, 'utf8'));
        if (!isSearchedPage($)) continue;
        for (const [hash, text] of sectionTexts($)) {
          if (text !== '') excerpts[excerptKey(`${route}${hash}`)] = text;
        }
      }
      writeFileSync(path.join(outDir, searchExcerptsFile), JSON.stringify(excerpts));
    },
  };
}
