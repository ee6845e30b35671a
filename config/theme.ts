import type { ThemeConfig } from '@docusaurus/preset-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import { announcementBar } from './announcement-bar';
import { darkCodeTheme } from './code-theme';
import { footer } from './footer';
import { navbar } from './navbar';

/**
 * Every language the site highlights: code blocks in the guides and blog, the API samples
 * (curl, fetch, requests) and examples. A block in another language shows as plain text, and
 * tests/unit/code-languages.test.ts names it.
 *
 * The performance layer registers these in this order, up to the first language a page shows
 * (plugins/performance/theme/CodeBlock/prism-languages.ts), so the order is what a page pays:
 * the standalone grammars first (JSON, on most pages, alone); then the web grammars, each
 * extending the ones before it (jsx → markup and javascript, tsx → jsx and typescript);
 * http last, since it highlights message bodies in the languages registered before it.
 */
export const highlightedLanguages = [
  'json',
  'bash',
  'python',
  'markup',
  'css',
  'clike',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'http',
];

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [
    {
      name: 'keywords',
      content: 'FHIR R4, MedicationRequest, ServiceRequest, medication module, API',
    },
  ],
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: true,
    respectPrefersColorScheme: false,
  },
  announcementBar,
  navbar,
  footer,
  docs: {
    sidebar: {
      hideable: false,
      autoCollapseCategories: false,
    },
  },
  blog: {
    sidebar: {
      groupByYear: true,
    },
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  prism: {
    // The site is dark only: one code theme, which the theme uses in every colour mode.
    theme: darkCodeTheme,
    additionalLanguages: highlightedLanguages,
  },
  api: {
    // Send is answered inside the page and a sandbox takes any token, so there are no
    // credentials worth keeping; a token typed in stays in that page only, and not touching
    // sessionStorage keeps API pages working where browser storage is blocked.
    authPersistence: false,
  },
  languageTabs: [
    { highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'curl', variants: ['curl'] },
    {
      highlight: 'javascript',
      language: 'javascript',
      logoClass: 'javascript',
      variant: 'fetch',
      variants: ['fetch'],
    },
    {
      highlight: 'python',
      language: 'python',
      logoClass: 'python',
      variant: 'requests',
      variants: ['requests'],
    },
  ],
} satisfies ThemeConfig & UserThemeConfig & Record<string, unknown>;
