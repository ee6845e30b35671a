import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  docItemComponent: '@theme/ApiItem',
  showLastUpdateTime: false,
  breadcrumbs: true,
} satisfies DocsOptions;
