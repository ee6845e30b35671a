import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { remarkDosageText } from '../plugins/dosage-text';
import { drawMermaidDiagrams } from './mermaid';
import { remarkDocItemComponent } from './remark-doc-item-component';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  // The default DocItem (wrapped in src/theme/DocItem) renders every doc; generated API
  // docs name their own renderer through remarkDocItemComponent, so guides never load
  // the OpenAPI theme's ApiItem.
  docItemComponent: '@theme/DocItem',
  remarkPlugins: [remarkDocItemComponent, remarkDosageText],
  rehypePlugins: [drawMermaidDiagrams],
  showLastUpdateTime: false,
  breadcrumbs: true,
} satisfies DocsOptions;
