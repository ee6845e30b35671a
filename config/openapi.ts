import type { PluginOptions as OpenApiPluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';
import { apiDocsDir, openApiDownloadUrl, openApiSpecFile } from './openapi-paths';

export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    medication: {
      specPath: openApiSpecFile,
      outputDir: `docs/${apiDocsDir}`,
      downloadUrl: openApiDownloadUrl,
      // The API reference documents read-only GET calls against a hospital server;
      // a "Send" button in a public docs site would invite requests with real tokens.
      hideSendButton: true,
      showSchemas: true,
      // Schemas get the same URL depth as operations: /docs/api/medication/<schema>.
      schemaTemplate: 'openapi/templates/schema.mustache',
      tagTemplate: 'openapi/templates/tag.mustache',
      sidebarOptions: {
        groupPathsBy: 'tag',
        categoryLinkSource: 'tag',
        sidebarCollapsed: false,
      },
    },
  },
} satisfies OpenApiPluginOptions;
