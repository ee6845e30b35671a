import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import remarkApiChangelog from '../plugins/api-changelog';
import remarkApiEndpoints from '../plugins/api-endpoints';
import remarkNeverSentList from '../plugins/never-sent-list';
import remarkProfileTables from '../plugins/profile-tables';
import { remarkDosageText } from '../plugins/dosage-text';
import remarkDownloadsList from '../plugins/downloads-list';
import { drawMermaidDiagrams } from '../plugins/mermaid-diagrams';
import remarkOpenApiExamples from '../plugins/openapi-examples';
import remarkSandboxCatalogue from '../plugins/sandbox/catalogue';
import remarkSignInFailures from '../plugins/sandbox/sign-in-failures';
import rehypeNarrowTables from '../plugins/narrow-tables';
import remarkValueSetTables from '../plugins/valueset-tables';

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  // The OpenAPI theme's item renders every doc: API docs with their explorer and schema
  // layout, any other doc as the classic theme would (plugins/performance narrows this).
  docItemComponent: '@theme/ApiItem',
  // Guides' code tables are rendered from the ValueSets in packages/api-description/static/fhir/ (plugins/valueset-tables)
  // and their API examples from openapi/ (plugins/openapi-examples); then each JSON Dosage
  // example, embedded ones included, gets its sentence (plugins/dosage-text). The downloads list
  // is read from the files and their emitters (plugins/downloads-list), the sandbox's catalogue
  // from the sandbox data and its table of sign-in failures from the sandbox's failure list
  // (plugins/sandbox). The API index lists the endpoints and schemas of
  // openapi/ (plugins/api-endpoints); the guides' lists of elements the module never sends come
  // from the same description's x-module-sends marks (plugins/never-sent-list), the element
  // tables of the module's FHIR profiles from the profiles generated from those marks
  // (plugins/profile-tables), and the API's changelog from its info.x-changelog (plugins/api-changelog).
  remarkPlugins: [
    remarkValueSetTables,
    remarkOpenApiExamples,
    remarkDownloadsList,
    remarkDosageText,
    remarkSandboxCatalogue,
    remarkSignInFailures,
    remarkApiEndpoints,
    remarkNeverSentList,
    remarkProfileTables,
    remarkApiChangelog,
  ],
  // Table cells carry their column's header, for the phone layout of tables (src/css/tables.css).
  rehypePlugins: [drawMermaidDiagrams, rehypeNarrowTables],
  showLastUpdateTime: false,
  breadcrumbs: true,
} satisfies DocsOptions;
