import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages';
import rehypeNarrowTables from '../plugins/narrow-tables';

/** The Markdown pages (/markdown-page) lay their tables out for phones as the docs do. */
export const pagesOptions = {
  rehypePlugins: [rehypeNarrowTables],
} satisfies PagesOptions;
