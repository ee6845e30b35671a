import { readFileSync } from 'node:fs';
import type { CheerioAPI } from 'cheerio';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, loadRoute, readBuiltFile } from '../../scripts/site-build/build-output';
import { excerptKey, excerptOf, searchExcerptsFile } from '../../src/components/SiteSearch/excerpt';
import { markdownFiles, repoRoot } from '../support/markdown-json-blocks';
import { loadBuiltSearch } from '../support/search-index';
import { tokenize } from '../support/search-lunr';
import { embeddedBlocks } from '../support/shown-json-blocks';
import { searchIndexKeepsWords } from '../../config/search';

const search = loadBuiltSearch();
const documents = search.serialized.flatMap((index) => index.documents);
const routes = builtRoutes();
const pagePath = (address: string): string => address.split('#')[0]?.replace(/(.)\/$/, '$1') ?? '';

/** Each built page parsed once: the tests below only read them, and ask for some many times. */
const parsedPages = new Map<string, CheerioAPI>();
function builtPage(route: string): CheerioAPI {
  const parsed = parsedPages.get(route) ?? loadRoute(route);
  parsedPages.set(route, parsed);
  return parsed;
}

const docRoutes = routes.filter((route) => route.startsWith('/docs'));
const blogPostRoutes = routes.filter(
  (route) =>
    /^\/blog\/[^/]+$/.test(route) &&
    !['/blog/archive', '/blog/authors', '/blog/tags'].includes(route),
);
/** Pages whose schema tree the server renders; operation pages render theirs in the browser only. */
const schemaPages = docRoutes
  .map((route) => ({ route, $: builtPage(route) }))
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
        expect(builtPage(route)(`[id="${decodeURIComponent(hash)}"]`)).toHaveLength(1);
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

describe('ranking', () => {
  const rank = (query: string): string[] =>
    search.engine
      .search(search.indexes, query, Number.POSITIVE_INFINITY)
      .map((hit) => hit.document.sectionRoute);
  const pageTitle = (route: string): string => builtPage(route)('h1').first().text().trim();

  // A FHIR resource with a schema page and a guide of its own: both are titled by its name.
  const schemaRoutes = docRoutes.filter((route) => route.startsWith('/docs/api/'));
  const guideRoutes = docRoutes.filter((route) => !/^\/docs\/(api|category)\//.test(route));
  const resources = schemaRoutes
    .filter((route) => schemaPages.some((page) => page.route === route))
    .flatMap((schema) => {
      const name = pageTitle(schema);
      const guide = guideRoutes.find((route) => pageTitle(route) === name);
      return guide ? [{ name, schema, guide }] : [];
    });

  it('finds resources with a schema page and a guide', () => {
    expect(resources.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['MedicationRequest', 'ServiceRequest']),
    );
  });

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '"%s" ranks its guide and its schema above every blog post',
    (name, { schema, guide }) => {
      const ranked = rank(name).map(pagePath);
      const firstPost = ranked.findIndex((route) => route.startsWith('/blog/'));
      const before = firstPost === -1 ? ranked : ranked.slice(0, firstPost);
      expect(before).toEqual(expect.arrayContaining([schema, guide]));
    },
  );

  // Words readers use that the pages say otherwise (config/search.ts), and the section that
  // answers them, among the first three results.
  it.each<readonly [string, string]>([
    [
      'diluent',
      '/docs/guides/medication-module/prescriptions/method-route-and-solution#infusions-and-dilution',
    ],
    [
      'solution',
      '/docs/guides/medication-module/prescriptions/method-route-and-solution#infusions-and-dilution',
    ],
    [
      'PRN',
      '/docs/guides/medication-module/prescriptions/prescription-frequency#as-needed-and-maximum-doses',
    ],
    [
      'BID',
      '/docs/guides/medication-module/prescriptions/prescription-frequency#timingcode-an-abbreviation-that-states-the-whole-schedule',
    ],
    ['changelog', '/docs/guides/medication-module/intro#changelog'],
    ...['validate', 'validator', 'explain payload'].map(
      (query) =>
        [
          query,
          '/docs/guides/medication-module/fhir-resources/medication-request#check-a-resource',
        ] as const,
    ),
  ])('"%s" finds %s', (query, section) => {
    expect(rank(query).slice(0, 3)).toContain(section);
  });
});

describe('result excerpts (plugins/search-excerpts)', () => {
  const excerpts = JSON.parse(readBuiltFile(searchExcerptsFile)) as Record<string, string>;

  it('hold the text of every section the search finds by its text', () => {
    // The sections whose content field the index holds words of (lunr's field vectors).
    const withContent = new Set(
      search.serialized.flatMap(({ index }) =>
        ((index as { fieldVectors?: [string, number[]][] }).fieldVectors ?? [])
          .filter(([field, vector]) => field.startsWith('content/') && vector.length > 0)
          .map(([field]) => field.slice('content/'.length)),
      ),
    );
    const missing = documents
      .filter((document) => withContent.has(String(document.id)))
      .filter((document) => !(excerptKey(document.sectionRoute) in excerpts))
      .map((document) => document.sectionRoute);
    expect(withContent.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(excerpts).slice(0, 40))(
    '%s: a search for its longest word shows that word (or a form of it) marked in its context',
    (_, text) => {
      const [word = ''] = tokenize(text)
        .filter((token) => /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/.test(token))
        .sort((a, b) => b.length - a.length);
      const matches = search.engine.matcher(word);
      const excerpt = excerptOf(text, matches);
      const marked = (excerpt ?? []).filter((part) => part.match).map((part) => part.text);
      expect(marked.filter((found) => matches(found) === 2).length).toBeGreaterThan(0);
    },
  );
});
