import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { remarkDocItemComponent } from '../plugins/doc-item-component';
import { remarkDosageText } from '../plugins/dosage-text';
import { drawMermaidDiagrams } from '../plugins/mermaid-diagrams';
import remarkOpenApiExamples from '../plugins/openapi-examples';
import remarkValueSetTables from '../plugins/valueset-tables';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  // The default DocItem (wrapped in src/theme/DocItem) renders every doc; generated API
  // docs name their own renderer through remarkDocItemComponent, so guides never load
  // the OpenAPI theme's ApiItem.
  docItemComponent: '@theme/DocItem',
  // Guides' code tables are rendered from the ValueSets in static/fhir/ (plugins/valueset-tables)
  // and their API examples from openapi/ (plugins/openapi-examples); then each JSON Dosage
  // example, embedded ones included, gets its sentence (plugins/dosage-text).
  remarkPlugins: [
    remarkDocItemComponent,
    remarkValueSetTables,
    remarkOpenApiExamples,
    remarkDosageText,
  ],
  rehypePlugins: [drawMermaidDiagrams],
  showLastUpdateTime: false,
  breadcrumbs: true,
} satisfies DocsOptions;
