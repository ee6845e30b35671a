import type { ThemeConfig } from '@docusaurus/preset-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import { themes as prismThemes } from 'prism-react-renderer';
import { announcementBar } from './announcement-bar';
import { darkCodeTheme } from './code-theme';
import { footer } from './footer';
import { navbar } from './navbar';

/**
 * Languages the guides and API samples highlight beyond those prism-react-renderer bundles
 * (JSON, Python and YAML are among its defaults). These load with every page.
 */
const additionalLanguages = ['bash', 'http', 'diff'];

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
    theme: prismThemes.github,
    darkTheme: darkCodeTheme,
    additionalLanguages,
  },
  api: {
    // The API reference never sends requests (hideSendButton), so there are no
    // credentials to keep, and not touching sessionStorage keeps API pages
    // working where browser storage is blocked.
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
