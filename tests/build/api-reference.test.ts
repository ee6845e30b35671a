import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { itLayer } from '../support/performance-layer';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { specFile } from '@medication-module/api-description';
import { openApiDownloadUrl } from '../../config/openapi-paths';
import { isJsonObject, loadSpec, resolveRef } from '@medication-module/api-description';
import {
  assertBuildExists,
  buildDir,
  builtRoutes,
  loadRoute,
  readBuiltFile,
} from '../../scripts/site-build/build-output';
import { firstLoadScripts } from '../../scripts/site-build/page-assets';
import { pageType } from '../../scripts/site-build/page-type';
import { neverSentElements } from '@medication-module/api-description';
import { statusTitle } from '../../src/utils/http-status';
import { isNeverSent } from '@medication-module/api-description/mark';
import { loadBuiltSearch } from '../support/search-index';

/** The production build serves the OpenAPI file it links to, and its icons from the site. */
const apiRoutes = (): string[] => builtRoutes().filter((route) => route.startsWith('/docs/api/'));

/**
 * Where the JavaScript literal opening at `start` (a quote, brace or bracket) ends, by the
 * language's rules for strings, so braces and quotes inside strings do not count.
 */
function literalEnd(script: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let index = start; index < script.length; index += 1) {
    const char = script[index];
    if (quote !== '') {
      if (char === '\\') index += 1;
      else if (char === quote) {
        quote = '';
        if (depth === 0) return index + 1;
      }
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{' || char === '[') depth += 1;
    else if ((char === '}' || char === ']') && --depth === 0) return index + 1;
  }
  throw new Error(`the literal at ${start} has no end`);
}

/**
 * Every `api` front matter a built script carries: in a doc's metadata (JSON inside a
 * `JSON.parse('…')` string) and in its MDX module (an object literal). Only literals are
 * evaluated, in an empty context.
 */
function shippedApis(script: string): unknown[] {
  const apis: unknown[] = [];
  for (const match of script.matchAll(/JSON\.parse\((?=')/g)) {
    const start = match.index + match[0].length;
    const json = runInNewContext(script.slice(start, literalEnd(script, start))) as string;
    const metadata = JSON.parse(json) as { frontMatter?: { api?: unknown } };
    if (metadata.frontMatter?.api !== undefined) apis.push(metadata.frontMatter.api);
  }
  for (const match of script.matchAll(/[,{]api:(?=\{)/g)) {
    const start = match.index + match[0].length;
    const value: unknown = runInNewContext(`(${script.slice(start, literalEnd(script, start))})`);
    // The theme's own configuration has an `api` too (themeConfig.api), without an operation.
    if (isJsonObject(value) && 'operationId' in value) apis.push(value);
  }
  return apis;
}

describe('API reference in the build', () => {
  beforeAll(() => assertBuildExists());

  it('serves the OpenAPI description at the download address, identical to the source', () => {
    const served = path.join(buildDir, openApiDownloadUrl);
    expect(existsSync(served), served).toBe(true);
    expect(readFileSync(served, 'utf8')).toBe(readFileSync(specFile, 'utf8'));
  });

  it('links the download from the API introduction page', () => {
    const linking = apiRoutes().filter(
      (route) => loadRoute(route)(`a[href="${openApiDownloadUrl}"]`).length > 0,
    );
    expect(linking.length).toBeGreaterThan(0);
  });

  it('gives the three language tabs icons from this site', () => {
    const cssDir = path.join(buildDir, 'assets/css');
    const css = readdirSync(cssDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
      .join('\n');
    for (const language of ['curl', 'javascript', 'python']) {
      const rule = new RegExp(
        `\\.openapi-tabs__code-container \\.openapi-tabs__code-item--${language}:+after\\{background:url\\(([^)]+)\\)`,
      ).exec(css);
      expect(rule, `no local icon rule for ${language}`).not.toBeNull();
      const url = rule?.[1]?.replace(/["']/g, '') ?? '';
      // Webpack inlines small images as data URIs; larger ones become files of the build.
      if (!url.startsWith('data:image/svg+xml')) {
        expect(url).toMatch(/^\//);
        expect(existsSync(path.join(buildDir, url)), url).toBe(true);
      }
    }
  });

  itLayer(
    'ships each operation page its operation with the responses as media types only, without callbacks',
    () => {
      const spec = loadSpec();
      const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
      const operationRoutes = apiRoutes().filter((route) => pageType(route) === 'API operation');
      expect(operationRoutes).toHaveLength(operations.length);
      const shipped = new Set<string>();
      for (const route of operationRoutes) {
        // The page's MDX module and its doc metadata each carry the `api` front matter.
        const apis = firstLoadScripts(route).flatMap((file) => shippedApis(readBuiltFile(file)));
        expect(apis.length, route).toBeGreaterThan(0);
        for (const shippedApi of apis) {
          const api = shippedApi as {
            operationId: string;
            callbacks?: unknown;
            responses: Record<string, { content?: object }>;
          };
          expect(api.callbacks, route).toBeUndefined();
          shipped.add(api.operationId);
          const operation = operations.find(
            (candidate) => candidate.operationId === api.operationId,
          );
          expect(operation, route).toBeDefined();
          const expected = Object.fromEntries(
            Object.entries(operation?.responses ?? {}).map(([status, response]) => [
              status,
              Object.keys(resolveRef(spec, response).content ?? {}),
            ]),
          );
          const carried = Object.fromEntries(
            Object.entries(api.responses).map(([status, response]) => {
              // Nothing but the names: no schema, example or encoding under any media type.
              for (const media of Object.values(response.content ?? {}))
                expect(media, route).toEqual({});
              return [status, Object.keys(response.content ?? {})];
            }),
          );
          expect(carried, route).toEqual(expected);
        }
      }
      expect([...shipped].sort()).toEqual(operations.map(({ operationId }) => operationId).sort());
    },
  );
});

describe('operation pages in the build', () => {
  const spec = loadSpec();
  const operationRoutes = (): string[] =>
    apiRoutes().filter((route) => pageType(route) === 'API operation');

  it('head each documented response with its status, anchored as #response-<status>, in the HTML', () => {
    for (const route of operationRoutes()) {
      const $ = loadRoute(route);
      const heading = $('h1').first().text().trim();
      const operation = Object.values(spec.paths)
        .flatMap((item) => Object.values(item))
        .find(({ summary }) => summary === heading);
      expect(operation, route).toBeDefined();
      for (const status of Object.keys(operation?.responses ?? {})) {
        const heading = $(`h3#response-${status}`).clone();
        heading.find('a.hash-link').remove();
        expect(heading.text(), `${route} ${status}`).toBe(statusTitle(status));
      }
    }
  });

  it('lets a search for a status land on its response, not on the Responses heading', () => {
    const search = loadBuiltSearch();
    for (const route of operationRoutes()) {
      for (const status of ['404', '429']) {
        const [first] = search.engine
          .search(search.indexes, status, Number.POSITIVE_INFINITY)
          .filter((hit) => hit.document.sectionRoute.startsWith(`${route}#`));
        expect(first?.document.sectionRoute, `${route}: ${status}`).toBe(
          `${route}#response-${status}`,
        );
        expect(first?.document.sectionTitle).toBe(statusTitle(status));
      }
    }
  });
});

describe('elements the module never sends, on the schema pages', () => {
  const spec = loadSpec();
  const neverSent = neverSentElements(spec);
  const lastSegments = new Set(neverSent.map((element) => element.split('.').pop()));
  const schemaPages = apiRoutes().filter((route) => pageType(route) === 'API schema');

  it('exist', () => {
    expect(schemaPages.length).toBeGreaterThan(0);
  });

  it.each(schemaPages)('%s groups its own and labels the nested ones', (route) => {
    const $ = loadRoute(route);
    const name = $('h1').first().text().trim();
    const own = neverSent
      .filter((element) => element.startsWith(`${name}.`))
      .map((element) => element.slice(name.length + 1));
    // The page's own elements, inherited ones included (Dosage and Timing are allOf Element).
    const schema = spec.components.schemas[name] ?? {};
    const parts = Array.isArray(schema.allOf)
      ? schema.allOf.map((part) => resolveRef(spec, part))
      : [schema];
    const topLevel = parts.flatMap((part) =>
      isJsonObject(part) && isJsonObject(part.properties)
        ? Object.entries(part.properties)
            .filter(([, property]) => isNeverSent(property))
            .map(([element]) => element)
        : [],
    );
    const content = $('.openapi-left-panel__container');
    const group = content
      .find('details')
      .filter((_, details) => $(details).children('summary').text().startsWith('Never sent'));
    const inGroup = (element: unknown): boolean =>
      group.length > 0 && $(element as never).closest(group).length > 0;
    const properties = content.find('.openapi-schema__property').toArray();
    // A top-level row: a leaf outside every section, or the summary of a section of its own.
    const isTopLevel = (property: (typeof properties)[number]): boolean => {
      const sections = $(property).parents('details').not(group);
      return (
        sections.length === 0 ||
        (sections.length === 1 &&
          $(property).parent().parent().is(sections.first().children('summary')))
      );
    };
    const topLevelOutside = properties
      .filter((property) => !inGroup(property) && isTopLevel(property))
      .map((property) => $(property).text().trim());
    expect(topLevelOutside.length, 'rows outside the group').toBeGreaterThan(0);
    expect(topLevelOutside.filter((row) => topLevel.includes(row))).toEqual([]);

    if (topLevel.length === 0) {
      expect(group).toHaveLength(0);
    } else {
      expect(group).toHaveLength(1);
      expect(group.children('summary').text()).toBe(
        `Never sent by the module (${topLevel.length} ${topLevel.length === 1 ? 'element' : 'elements'})`,
      );
      const grouped = new Set(
        properties.filter(inGroup).map((property) => $(property).text().trim()),
      );
      expect(topLevel.filter((row) => !grouped.has(row))).toEqual([]);
      // No row in the group repeats the label.
      expect(group.text()).not.toContain('never sent');
    }

    // Outside the group, a row says "never sent" exactly where the description says so.
    const labelled = content
      .find('.openapi-schema__container')
      .filter((_, row) => !inGroup(row) && $(row).text().includes('never sent'))
      .map((_, row) => $(row).find('.openapi-schema__property').text().trim())
      .get();
    expect(labelled.filter((row) => !lastSegments.has(row))).toEqual([]);
    const nestedUnderSent = own.filter(
      (element) =>
        element.includes('.') && !neverSent.includes(`${name}.${element.split('.')[0] ?? ''}`),
    );
    for (const element of nestedUnderSent) {
      expect(labelled, element).toContain(element.split('.').pop());
    }
  });
});
