import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { blogOptions } from './config/blog';
import { clientModules } from './config/client-modules';
import { colourModeFallbackPlugin } from './config/colour-mode-fallback';
import { contentLinkCheckPlugin } from './config/content-link-check';
import { docsOptions } from './config/docs';
import { future } from './config/future';
import { linkChecks } from './config/link-checks';
import { mermaidDiagramFilesPlugin } from './config/mermaid';
import { openApiPluginOptions } from './config/openapi';
import { openApiDownloadPlugin } from './config/openapi-download';
import { sassPlugin } from './config/sass';
import { searchOptions } from './config/search';
import { searchIndexWordsPlugin } from './config/search-index-words';
import { siteTagline, siteTitle, siteUrl } from './config/site';
import { ssrTemplate } from './config/ssr-template';
import { themeConfig } from './config/theme';
import { apiExplorerBundlePlugin } from './config/webpack-api-explorer';
import { webpackFallbacksPlugin } from './config/webpack-fallbacks';
import { mainBundlePlugin } from './config/webpack-main-bundle';
import integrationDownloadsPlugin from './plugins/integration-downloads';
import llmsTxtPlugin from './plugins/llms-txt';

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  ssrTemplate,
  ...linkChecks,
  future,
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' },
    },
  },
  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: blogOptions,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/api-reference.css',
            './src/css/accessibility.css',
            './src/css/diagrams.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    sassPlugin,
    ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
    ['@cmfcmf/docusaurus-search-local', searchOptions],
    searchIndexWordsPlugin,
    webpackFallbacksPlugin,
    apiExplorerBundlePlugin,
    mainBundlePlugin,
    openApiDownloadPlugin,
    integrationDownloadsPlugin,
    // Before the content link check: guides link /llms-full.txt, which llmsTxtPlugin writes.
    llmsTxtPlugin,
    contentLinkCheckPlugin,
    colourModeFallbackPlugin,
    mermaidDiagramFilesPlugin,
  ],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig,
  clientModules,
};

export default config;
