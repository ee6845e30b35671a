import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { builtRoutes, loadRoute } from './build-output';

/**
 * The kind of page a built route is, read from the classes the theme puts on
 * <html> (and, for the API reference, by the OpenAPI theme's panels): guide
 * doc, API info, tag, operation and schema, generated index, blog list, post,
 * tag and author pages, React page, Markdown page…
 */
export function pageType(route: string, $: CheerioAPI = loadRoute(route)): string {
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  const docId = classes
    .find((name) => name.startsWith('docs-doc-id-'))
    ?.slice('docs-doc-id-'.length);
  if (classes.includes('docs-doc-page')) {
    if (docId === undefined) return 'docs generated index';
    if (docId.includes('/schemas/')) return 'API schema';
    if (docId.startsWith('api/')) {
      if ($('.openapi-right-panel__container').length > 0) return 'API operation';
      return $('.openapi__heading').length > 0 ? 'API info' : 'API tag';
    }
    return 'doc';
  }
  const pageClass =
    classes.find((name) => name.endsWith('-page')) ??
    classes.find((name) => name.startsWith('plugin-'));
  return pageClass ?? 'other';
}

/** The first route (in sorted order) of every kind of page in the build. */
export function oneRoutePerKind(): { kind: string; route: string }[] {
  const seen = new Map<string, string>();
  for (const route of builtRoutes()) {
    const kind = pageType(route);
    if (!seen.has(kind)) seen.set(kind, route);
  }
  return [...seen].map(([kind, route]) => ({ kind, route }));
}

const docsDir = path.resolve(__dirname, '../../docs');

/**
 * Built doc routes whose Markdown source has a Mermaid diagram. Diagrams are
 * drawn in the browser, so the HTML does not show them; the source does.
 */
export function routesWithMermaid(): string[] {
  return builtRoutes().filter((route) => {
    if (!route.startsWith('/docs/')) return false;
    const base = path.join(docsDir, route.slice('/docs/'.length));
    const source = [`${base}.md`, `${base}.mdx`, `${base}/index.md`, `${base}/index.mdx`].find(
      (file) => existsSync(file),
    );
    return source !== undefined && readFileSync(source, 'utf8').includes('```mermaid');
  });
}
