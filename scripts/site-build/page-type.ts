import type { CheerioAPI } from 'cheerio';
import { loadRoute } from './build-output';

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
