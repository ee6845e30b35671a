import path from 'node:path';
import type { PluginOptions } from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import { specFile } from '@medication-module/api-description';
import { apiDocsDir, openApiDownloadUrl } from './openapi-paths';

export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    medication: {
      // The description lives in its package; relative to the site, as the options reach the
      // client's config.
      specPath: path.relative(path.resolve(__dirname, '..'), specFile),
      outputDir: `docs/${apiDocsDir}`,
      downloadUrl: openApiDownloadUrl,
      // The theme's Send would send the request over the network, to the hospital's server
      // with whatever token a reader types. Send on these pages is the "Try it" panel's, which
      // this page's sandbox answers in the browser (src/theme/ApiExplorer/Request).
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
