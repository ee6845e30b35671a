import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../config/site';
import { twinFile } from '../../plugins/markdown-twins';
import {
  buildDir,
  builtRoutes,
  loadRoute,
  readBuiltFile,
} from '../../scripts/site-build/build-output';
import { fences, headings, htmlResidue, mdxResidue, prose } from '../support/markdown-residue';
import { contractRoutes } from '../support/route-contract';

/**
 * Every page of the build has a Markdown twin beside it (plugins/markdown-twins), made from the
 * page's rendered content: each heading and each code block of the page is in it, and no HTML,
 * MDX or JSX is left in its prose.
 */
const routes = builtRoutes();
const squeeze = (text: string): string => text.replace(/[\u200b\s]+/g, ' ').trim();

describe('Markdown twins', () => {
  it('exist for every route of the contract, as files (not routes) beside the pages', () => {
    expect(routes).toEqual([...contractRoutes]);
    for (const route of routes) {
      expect(existsSync(path.join(buildDir, twinFile(route))), twinFile(route)).toBe(true);
    }
  });

  describe.each(routes.map((route) => [route]))('%s', (route) => {
    const twin = readBuiltFile(twinFile(route));
    const $ = loadRoute(route);
    const main = $('main').first();

    it('opens with the page title and its address, and has no other H1', () => {
      const [title, blank, source] = twin.split('\n');
      expect(title).toMatch(/^# \S/);
      expect(blank).toBe('');
      expect(source).toBe(`Source: ${siteUrl}${route}`);
      expect(prose(twin).match(/^# /gm)).toHaveLength(1);
    });

    it('has every heading of the page', () => {
      const own = headings(twin);
      const missing = main
        .find('h1, h2, h3, h4, h5, h6')
        .filter((_, heading) => $(heading).closest('nav').length === 0)
        .toArray()
        .map((heading) => squeeze($(heading).text()))
        .filter((text) => !own.some((line) => line.includes(text)));
      expect(missing).toEqual([]);
    });

    it('has every code block of the page, in a fence', () => {
      const blocks = fences(twin).map((fence) => fence.content);
      const missing = main
        .find('pre')
        .not('.openapi__method-endpoint')
        .toArray()
        .map((pre) => {
          const lines = $(pre).find('.token-line').toArray();
          return lines.length === 0
            ? $(pre).text()
            : lines.map((line) => $(line).text()).join('\n');
        })
        .map((code) => code.replace(/\n+$/, ''))
        .filter((code) => !blocks.includes(code));
      expect(missing).toEqual([]);
    });

    // Doc and API pages only (the docs plugin's pages); the blog and the home page have no actions.
    if (($('html').attr('class') ?? '').split(/\s+/).includes('docs-doc-page')) {
      it('offers "Copy page" and "View as Markdown" of its twin', () => {
        const article = $('article').first();
        expect(article.find('button:contains("Copy page")').length).toBe(1);
        expect(article.find(`a[href="${twinFile(route)}"]`).text()).toBe('View as Markdown');
      });
    }

    it('holds no HTML, MDX or JSX outside code', () => {
      expect(htmlResidue(twin)).toEqual([]);
      expect(mdxResidue(twin)).toEqual([]);
    });
  });
});
