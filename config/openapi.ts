import type { PluginOptions } from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
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
    } satisfies OpenApiPlugin.Options,
  },
} satisfies PluginOptions;
