import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { remarkDosageText } from '../plugins/dosage-text';
import { drawMermaidDiagrams } from '../plugins/mermaid-diagrams';
import remarkValueSetTables from '../plugins/valueset-tables';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  // The OpenAPI theme's item renders every doc: API docs with their explorer and schema
  // layout, any other doc as the classic theme would (plugins/performance narrows this).
  docItemComponent: '@theme/ApiItem',
  // Guides' code tables are rendered from the ValueSets in static/fhir/ (plugins/valueset-tables);
  // each JSON Dosage example gets its sentence (plugins/dosage-text).
  remarkPlugins: [remarkValueSetTables, remarkDosageText],
  rehypePlugins: [drawMermaidDiagrams],
  showLastUpdateTime: false,
  breadcrumbs: true,
} satisfies DocsOptions;
