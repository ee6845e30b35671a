import { withoutTrailingSlash } from './route-path';
/**
 * Where a page's Markdown twin is (plugins/markdown-twins writes it, the "Copy page" action reads
 * it): `/docs/intro.md` for `/docs/intro`, `/index.md` for `/`.
 */
export const markdownTwinPath = (route: string): string => {
  const page = withoutTrailingSlash(route);
  return page === '/' ? '/index.md' : `${page}.md`;
};

/**
 * Marks the "Copy page" actions in a page, so the twin made from the page leaves them out.
 */
export const pageActionsAttribute = 'data-page-actions';
