import { beforeAll, expect, it } from 'vitest';
import { describeLayer } from '../support/performance-layer';
import { builtFilesIn, readBuiltFile } from '../../scripts/site-build/build-output';
import {
  allPageAssets,
  type PageAssets,
  type PageKind,
} from '../../scripts/site-build/page-assets';
import { sitePrism } from '../support/site-prism';

const kibibyte = 1024;

/**
 * The most JavaScript (gzip) a page may load before it is interactive, in two parts. Code: the
 * framework, the theme and our components, shared by every page; one ceiling for all. The
 * page's own text: its MDX compiled to JavaScript (`articleScripts`), which grows with what the
 * page says, so a long guide is never shortened to make room for code; API pages carry their
 * examples and schemas there. `npm run bench` prints the totals beside Lighthouse's figures.
 */
const codeCeiling = 150 * kibibyte;
function articleCeiling(kind: PageKind): number {
  if (kind === 'api-operation' || kind === 'api-schema') return 200 * kibibyte;
  return 48 * kibibyte;
}

/** Strings only the OpenAPI theme's code writes: the API item layout and the explorer form. */
const apiItemMarker = 'openapi-left-panel__container';
const apiExplorerMarker = 'openapi-explorer__request-form';
/**
 * Strings only the code of the sections the theme draws in the browser writes: the schema
 * tree (a discriminator's items) and the parameter list (its section headings).
 */
const drawnAfterHydrationMarkers = {
  'schema tree': 'openapi-discriminator__item',
  'parameter list': 'openapi-markdown__details-summary-header-params',
};

/** Strings each postman code generator writes into its snippets. */
const shippedGenerators = {
  curl: 'Curl-Converter',
  'JavaScript fetch': 'requestOptions',
  'Python requests': 'import requests',
};
const droppedGenerators = {
  'Java/Kotlin OkHttp': 'OkHttpClient',
  'Python http.client': 'HTTPSConnection',
  'C# RestSharp': 'RestClient',
  'Go net/http': 'net/http',
  'C libcurl': 'curl_easy_setopt',
};

/** Above this share of its ceiling a page is reported, so that headroom is seen shrinking. */
const warnShare = 0.9;

const builtScripts = (): string[] => builtFilesIn('assets/js', '.js');

describeLayer('first-load JavaScript', () => {
  let pages: PageAssets[];
  const loads = (page: PageAssets, marker: string): boolean =>
    page.scripts.some((script) => readBuiltFile(script.file).includes(marker));

  // Reading and compressing every chunk takes seconds on a busy 2-core machine.
  beforeAll(() => {
    pages = allPageAssets();
  }, 120_000);

  it('stays within the code and the article ceilings on every page (and names those within 10% of one)', () => {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const parts = (page: PageAssets) => [
      { part: 'code', bytes: page.jsGzipBytes - page.articleGzipBytes, ceiling: codeCeiling },
      { part: 'its own text', bytes: page.articleGzipBytes, ceiling: articleCeiling(page.kind) },
    ];
    const overBudget: string[] = [];
    for (const page of pages) {
      for (const { part, bytes, ceiling } of parts(page)) {
        const line = `${page.route} (${page.kind}) loads ${kb(bytes)} KB gzip of ${part}, of its ${kb(ceiling)} KB ceiling`;
        if (bytes > ceiling) overBudget.push(line);
        else if (bytes > warnShare * ceiling) console.warn(`JS budget: ${line}`);
      }
    }
    expect(overBudget).toEqual([]);
  });

  it('finds the own text of every guide and blog post, apart from the code they share', () => {
    const articles = pages.filter((page) => page.kind === 'guide' || page.kind === 'blog-post');
    expect(articles.length).toBeGreaterThan(1);
    expect(
      articles.filter((page) => page.articleGzipBytes === 0).map((page) => page.route),
    ).toEqual([]);
    expect(
      articles
        .filter((page) => page.articleGzipBytes >= page.jsGzipBytes / 2)
        .map((page) => page.route),
      'the framework and theme are no page’s own text',
    ).toEqual([]);
  });

  it('leaves the Prism grammars out of every first load: the code block brings them', () => {
    const grammar = /\.languages\.\w+\s*=/;
    expect(
      pages
        .filter((page) => page.scripts.some((script) => grammar.test(readBuiltFile(script.file))))
        .map((page) => page.route),
    ).toEqual([]);
  });

  it('loads the API item on API operation and schema pages only', () => {
    const apiPages = pages.filter(
      (page) => page.kind === 'api-operation' || page.kind === 'api-schema',
    );
    expect(apiPages.length).toBeGreaterThan(0);
    expect(
      apiPages.filter((page) => !loads(page, apiItemMarker)).map((page) => page.route),
    ).toEqual([]);
    expect(
      pages
        .filter((page) => !apiPages.includes(page) && loads(page, apiItemMarker))
        .map((page) => page.route),
    ).toEqual([]);
  });

  it('never loads the API explorer before hydration, which fetches it when it is needed', () => {
    expect(builtScripts().some((file) => readBuiltFile(file).includes(apiExplorerMarker))).toBe(
      true,
    );
    expect(
      pages.filter((page) => loads(page, apiExplorerMarker)).map((page) => page.route),
    ).toEqual([]);
  });

  it('leaves the schema tree and the parameter list out of every first load: pages draw them after hydration', () => {
    for (const [section, marker] of Object.entries(drawnAfterHydrationMarkers)) {
      expect(
        builtScripts().some((file) => readBuiltFile(file).includes(marker)),
        `the build has the ${section}`,
      ).toBe(true);
      expect(
        pages.filter((page) => loads(page, marker)).map((page) => page.route),
        `pages whose first load holds the ${section}`,
      ).toEqual([]);
    }
  });
});

describeLayer('code samples', () => {
  it('ships the curl, JavaScript fetch and Python requests generators and no other', () => {
    const js = builtScripts().map(readBuiltFile).join('\n');
    const missing = Object.entries(shippedGenerators).filter(([, marker]) => !js.includes(marker));
    const shipped = Object.entries(droppedGenerators).filter(([, marker]) => js.includes(marker));
    expect(missing.map(([name]) => name)).toEqual([]);
    expect(shipped.map(([name]) => name)).toEqual([]);
  });
});

describeLayer('code highlighting', () => {
  it('ships Prism grammars for the languages the site lists and no other', () => {
    const js = builtScripts().map(readBuiltFile).join('\n');
    const shipped = new Set([...js.matchAll(/\.languages\.(\w+)\s*=/g)].map((match) => match[1]));
    const { languages } = sitePrism();
    // Prism's core itself names plain text (plain, text, txt…); components add the rest.
    const listed = Object.entries(languages)
      .filter(([, grammar]) => typeof grammar === 'object' && grammar !== languages.plain)
      .map(([name]) => name);
    expect([...shipped].sort()).toEqual(listed.sort());
  });
});
