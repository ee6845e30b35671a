import type { PluginOptions as OpenApiPluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';

/** Where the generated API reference lives, relative to the docs folder. */
export const apiDocsDir = 'api/medication';

export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    medication: {
      specPath: 'openapi/medication.yaml',
      outputDir: `docs/${apiDocsDir}`,
      downloadUrl: '/openapi/medication.yaml',
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
