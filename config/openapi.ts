import type { PluginOptions as OpenApiPluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';

/** Where the generated API reference lives, relative to the docs folder. */
export const apiDocsDir = 'api/medication';
/** The API description, relative to the site root: the single source of the reference. */
export const openApiSpecFile = 'openapi/medication.yaml';
/** Where the site serves that file for download (see config/openapi-download.ts). */
export const openApiDownloadUrl = '/openapi/medication.yaml';

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
      sidebarOptions: {
        groupPathsBy: 'tag',
        categoryLinkSource: 'tag',
        sidebarCollapsed: false,
      },
    },
  },
} satisfies OpenApiPluginOptions;
