import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { CheerioAPI } from 'cheerio';
import {
  assertBuildExists,
  buildDir,
  builtRoutes,
  forgetParsedRoutes,
  loadRoute,
} from './build-output';
import { pageType } from './page-type';
import { withoutTrailingSlash } from '../../src/utils/route-path';

/** Docusaurus' generated files, beside build/; `npm run build` leaves the last build's here. */
export const generatedDir = path.join(path.dirname(buildDir), '.docusaurus');

/**
 * The kinds of page the performance budgets distinguish. `api-other` covers the
 * API info and tag pages; `other` covers blog lists, tags, authors and custom pages.
 */
export const pageKinds = [
  'home',
  'guide',
  'api-operation',
  'api-schema',
  'api-other',
  'blog-post',
  'other',
] as const;
export type PageKind = (typeof pageKinds)[number];

/** The budget kind of each page type of page-kinds.ts that is not `other`. */
const kindOfPageType: Partial<Record<string, PageKind>> = {
  doc: 'guide',
  'docs generated index': 'guide',
  'API operation': 'api-operation',
  'API schema': 'api-schema',
  'API info': 'api-other',
  'API tag': 'api-other',
  'blog-post-page': 'blog-post',
};

/** Decided from the rendered HTML, so the classification needs no knowledge of the content. */
export function pageKind(route: string, $: CheerioAPI): PageKind {
  if (route === '/') return 'home';
  return kindOfPageType[pageType(route, $)] ?? 'other';
}

export interface BuiltFileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

const sizeCache = new Map<string, BuiltFileSize>();

/** Raw and gzip (level 9, as a pre-compressing host serves it) bytes of one built file. */
export function builtFileSize(file: string): BuiltFileSize {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const content = readFileSync(path.join(buildDir, file));
  const size = {
    file,
    rawBytes: content.byteLength,
    gzipBytes: gzipSync(content, { level: 9 }).byteLength,
  };
  sizeCache.set(file, size);
  return size;
}

interface RouteNode {
  path: string;
  exact?: boolean;
  component: string;
  routes?: RouteNode[];
}

interface ClientManifest {
  entrypoints: string[];
  /** Chunk group name (a route chunk name or an entry point) to the chunk ids it loads. */
  origins: Record<string, number[]>;
  assets: Record<string, { js?: { file: string }[] }>;
}

interface RouteData {
  routes: RouteNode[];
  chunkNames: Record<string, unknown>;
  manifest: ClientManifest;
}

let routeData: RouteData | undefined;

/** Drops what was read of the last build, for a process that builds the site again (the bench). */
export function forgetBuild(): void {
  routeData = undefined;
  sizeCache.clear();
  forgetParsedRoutes();
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(generatedDir, file), 'utf8')) as T;
}

/**
 * The route tree of the last build. routes.js is generated code holding one array
 * literal; evaluating it with a ComponentCreator that returns the routesChunkNames key
 * yields the tree without bundling the site.
 */
function loadRouteData(): RouteData {
  if (routeData) return routeData;
  assertBuildExists();
  const source = readFileSync(path.join(generatedDir, 'routes.js'), 'utf8');
  const literal = source.slice(source.indexOf('export default') + 'export default'.length);
  const routes = runInNewContext(`(${literal.trim().replace(/;$/, '')})`, {
    ComponentCreator: (routePath: string, hash?: string) => `${routePath}-${hash ?? ''}`,
  }) as RouteNode[];
  routeData = {
    routes,
    chunkNames: readJson<Record<string, unknown>>('routesChunkNames.json'),
    manifest: readJson<ClientManifest>('client-manifest.json'),
  };
  return routeData;
}

/**
 * react-router-config's matchRoutes (non-strict: a trailing slash does not matter) for
 * the parameterless paths Docusaurus generates.
 */
function matchRouteChain(routes: readonly RouteNode[], pathname: string): RouteNode[] {
  const target = withoutTrailingSlash(pathname);
  for (const route of routes) {
    const routePath = withoutTrailingSlash(route.path);
    const matches =
      route.path === '*' ||
      routePath === target ||
      (!route.exact && target.startsWith(routePath === '/' ? '/' : `${routePath}/`));
    if (matches) return [route, ...matchRouteChain(route.routes ?? [], pathname)];
  }
  return [];
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/**
 * The scripts a route runs before it becomes interactive: the entry chunks, then every
 * chunk group of every route in its match chain (Docusaurus preloads them all before
 * hydrating). Chunks loaded later, on interaction or lazily, are not counted here.
 */
export function firstLoadScripts(route: string): string[] {
  const { routes, chunkNames, manifest } = loadRouteData();
  const groups = [
    ...manifest.entrypoints,
    ...matchRouteChain(routes, route).flatMap((node) => chunkNamesOf(chunkNames[node.component])),
  ];
  const chunkIds = new Set(groups.flatMap((group) => manifest.origins[group] ?? []));
  const files = [...chunkIds].flatMap((id) =>
    (manifest.assets[String(id)]?.js ?? []).map((asset) => asset.file),
  );
  return [...new Set(files)].sort();
}

/**
 * The scripts of a route's own text: the chunks of its leaf route's `content` module (a doc's
 * or a post's MDX, compiled) that no other part of its first load shares. A long guide ships
 * its prose this way; code shared between pages never counts here.
 */
export function articleScripts(route: string): string[] {
  const { routes, chunkNames, manifest } = loadRouteData();
  const chain = matchRouteChain(routes, route);
  const leaf = chain.at(-1);
  const names = leaf ? chunkNames[leaf.component] : undefined;
  const content =
    names && typeof names === 'object' && 'content' in names ? chunkNamesOf(names.content) : [];
  const otherGroups = [
    ...manifest.entrypoints,
    ...chain.flatMap((node) =>
      node === leaf
        ? Object.entries((names ?? {}) as Record<string, unknown>)
            .filter(([key]) => key !== 'content')
            .flatMap(([, value]) => chunkNamesOf(value))
        : chunkNamesOf(chunkNames[node.component]),
    ),
  ];
  const shared = new Set(otherGroups.flatMap((group) => manifest.origins[group] ?? []));
  const own = content
    .flatMap((group) => manifest.origins[group] ?? [])
    .filter((id) => !shared.has(id));
  return [
    ...new Set(own.flatMap((id) => (manifest.assets[String(id)]?.js ?? []).map((a) => a.file))),
  ].sort();
}

export interface PageAssets {
  route: string;
  kind: PageKind;
  htmlBytes: number;
  scripts: BuiltFileSize[];
  jsRawBytes: number;
  jsGzipBytes: number;
  /** Of the first load, the page's own text (articleScripts), gzip. */
  articleGzipBytes: number;
}

export function pageAssets(route: string): PageAssets {
  const $ = loadRoute(route);
  const scripts = firstLoadScripts(route).map(builtFileSize);
  const article = new Set(articleScripts(route));
  return {
    route,
    kind: pageKind(route, $),
    htmlBytes: readFileSync(path.join(buildDir, route, 'index.html')).byteLength,
    scripts,
    jsRawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    articleGzipBytes: scripts
      .filter((script) => article.has(script.file))
      .reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/** Every built route with its first-load JavaScript. */
export function allPageAssets(): PageAssets[] {
  return builtRoutes().map(pageAssets);
}
