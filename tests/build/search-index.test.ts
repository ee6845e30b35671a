import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';
import { markdownFiles, repoRoot } from '../support/markdown-json-blocks';
import { loadBuiltSearch } from '../support/search-index';
import { tokenize } from '../support/search-lunr';
import { embeddedBlocks } from '../support/shown-json-blocks';
import { searchIndexKeepsWords } from '../../config/search';

const search = loadBuiltSearch();
const documents = search.serialized.flatMap((index) => index.documents);
const routes = builtRoutes();
const pagePath = (address: string): string => address.split('#')[0]?.replace(/(.)\/$/, '$1') ?? '';

const docRoutes = routes.filter((route) => route.startsWith('/docs'));
const blogPostRoutes = routes.filter(
  (route) =>
    /^\/blog\/[^/]+$/.test(route) &&
    !['/blog/archive', '/blog/authors', '/blog/tags'].includes(route),
);
/** Pages whose schema tree the server renders; operation pages render theirs in the browser only. */
const schemaPages = docRoutes
  .map((route) => ({ route, $: loadRoute(route) }))
  .filter(({ $ }) => $('.openapi-schema__property').length > 0);

/** The terms of a serialised lunr index: the first item of each `invertedIndex` entry. */
function indexedTerms(index: unknown): string[] {
  const inverted = (index as { invertedIndex?: [string, unknown][] }).invertedIndex ?? [];
  return inverted.map(([term]) => term);
}

describe('search index', () => {
  it('keeps the words lunr would drop as stop words but FHIR uses (plugins/search-index-words)', () => {
    const terms = new Set(search.serialized.flatMap(({ index }) => indexedTerms(index)));
    expect(terms.has('the')).toBe(false);
    for (const word of searchIndexKeepsWords) expect(terms).toContain(word);
  });

  it('holds every docs page and blog post of the build, and nothing else', () => {
    const indexed = new Set(documents.map((document) => pagePath(document.sectionRoute)));
    expect([...indexed].sort()).toEqual([...docRoutes, ...blogPostRoutes].sort());
  });

  it.each(documents.map((document) => [document.sectionRoute, document] as const))(
    '%s points at a built page and an existing heading',
    (address) => {
      const [, hash] = address.split('#');
      const route = pagePath(address);
      expect(routes).toContain(route);
      if (hash !== undefined) {
        expect(loadRoute(route)(`[id="${decodeURIComponent(hash)}"]`)).toHaveLength(1);
      }
    },
  );

  it('finds schema pages in the build', () => {
    expect(schemaPages.length).toBeGreaterThan(0);
  });

  it.each(schemaPages.map(({ route, $ }) => [route, $] as const))(
    'finds every property of %s by its name',
    (route, $) => {
      const names = new Set(
        $('.openapi-schema__property')
          .toArray()
          .map((element) => $(element).text().trim()),
      );
      const missing = [...names].filter(
        (name) =>
          !search.engine
            .search(search.indexes, name, Number.POSITIVE_INFINITY)
            .some((hit) => pagePath(hit.document.sectionRoute) === route),
      );
      expect(missing).toEqual([]);
    },
  );
});

/** The string values of a JSON value, wherever they sit. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

describe('examples the guides embed (plugins/openapi-examples)', () => {
  // For each embedded example, a word of its strings that the page's own text never uses: the
  // search can only find the page by it if the index holds the rendered example.
  const cases = markdownFiles(['docs', 'blog'], ['docs/api']).flatMap((file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    const title = /^title: *(.+)$/m.exec(text)?.[1]?.trim();
    const pageWords = new Set(tokenize(text.toLowerCase()));
    return embeddedBlocks(file, text).flatMap((block) => {
      const strings = stringsOf(JSON.parse(block.content));
      const word = tokenize(strings.join(' ').toLowerCase()).find(
        (candidate) => /^[a-z]{4,}$/.test(candidate) && !pageWords.has(candidate),
      );
      return title && word ? [[`${file}:${block.line}`, word, title] as const] : [];
    });
  });

  it('hold words their pages do not', () => {
    expect(cases.length).toBeGreaterThan(2);
  });

  it.each(cases)('%s: "%s" finds the page %s', (_, word, title) => {
    const pages = search.engine
      .search(search.indexes, word, Number.POSITIVE_INFINITY)
      .map((hit) => hit.document.pageTitle);
    expect(pages).toContain(title);
  });
});
