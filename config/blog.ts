import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { remarkDosageText } from '../plugins/dosage-text';
import { drawMermaidDiagrams } from '../plugins/mermaid-diagrams';
import remarkOpenApiExamples from '../plugins/openapi-examples';
import rehypeNarrowTables from '../plugins/narrow-tables';

export const blogOptions = {
  blogDescription:
    'Notes from the medication module team for integrators: dosage pitfalls in MedicationRequest, how the FHIR examples on this site are validated, and what changes in the docs.',
  // Embedded API examples first, so that dosage-text writes the sentence under them too.
  remarkPlugins: [remarkOpenApiExamples, remarkDosageText],
  rehypePlugins: [drawMermaidDiagrams, rehypeNarrowTables],
  showReadingTime: true,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  // One list page holds every post, so the blog has no /blog/page/N routes.
  postsPerPage: 'ALL',
  feedOptions: {
    type: ['rss', 'atom'],
    // No XSLT stylesheet for the feeds: browsers are removing XSLT, and Chromium's
    // rendering of it runs an inline event handler that the site's
    // Content-Security-Policy blocks. Feed readers never used the stylesheet.
    xslt: false,
  },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'warn',
} satisfies BlogOptions;
