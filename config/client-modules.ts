/**
 * Code every page runs in the browser besides the theme's: see each module's comment.
 *
 * Paths are relative to the site directory, which Docusaurus resolves them against.
 * It also copies the site config verbatim into the browser bundle, so an absolute
 * path here would publish the build machine's directory layout (a CI runner's user
 * name and checkout) in every page's main script.
 */
export const clientModules = ['./src/client/idle-prefetch.ts'];
