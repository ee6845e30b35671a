/**
 * A route as Docusaurus matches it: an index doc's route ends in a slash (`/docs/guides/`), and
 * links to it may or may not; `/` stays `/`.
 */
export const withoutTrailingSlash = (route: string): string => route.replace(/(.)\/$/, '$1');
