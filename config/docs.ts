import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { remarkDosageText } from '../plugins/dosage-text';
import { drawMermaidDiagrams } from '../plugins/mermaid-diagrams';
import remarkOpenApiExamples from '../plugins/openapi-examples';
import rehypeNarrowTables from '../plugins/narrow-tables';
import remarkValueSetTables from '../plugins/valueset-tables';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  // The OpenAPI theme's item renders every doc: API docs with their explorer and schema
  // layout, any other doc as the classic theme would (plugins/performance narrows this).
  docItemComponent: '@theme/ApiItem',
  // Guides' code tables are rendered from the ValueSets in static/fhir/ (plugins/valueset-tables)
  // and their API examples from openapi/ (plugins/openapi-examples); then each JSON Dosage
  // example, embedded ones included, gets its sentence (plugins/dosage-text).
  remarkPlugins: [remarkValueSetTables, remarkOpenApiExamples, remarkDosageText],
  // Table cells carry their column's header, for the phone layout of tables (src/css/tables.css).
  rehypePlugins: [drawMermaidDiagrams, rehypeNarrowTables],
  showLastUpdateTime: false,
  breadcrumbs: true,
} satisfies DocsOptions;
