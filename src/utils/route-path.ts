/**
 * A route as Docusaurus matches it: an index doc's route ends in a slash (`/docs/guides/`), and
 * links to it may or may not; `/` stays `/`.
 */
export const withoutTrailingSlash = (route: string): string => route.replace(/(.)\/$/, '$1');

/**
 * Where a page's Markdown twin is (plugins/markdown-twins writes it, the "Copy page" action reads
 * it): `/docs/intro.md` for `/docs/intro`, `/index.md` for `/`.
 */
export const markdownTwinPath = (route: string): string => {
  const page = withoutTrailingSlash(route);
  return page === '/' ? '/index.md' : `${page}.md`;
};
