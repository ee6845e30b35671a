import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { blogOptions } from './config/blog';
import { docsOptions } from './config/docs';
import { future } from './config/future';
import { linkChecks } from './config/link-checks';
import { openApiPluginOptions } from './config/openapi';
import { pagesOptions } from './config/pages';
import { sassPlugin } from './config/sass';
import { searchOptions } from './config/search';
import { staticDirectories } from './config/static-folders';
import { siteTagline, siteTitle, siteUrl } from './config/site';
import { themeConfig } from './config/theme';
import { contentLinkCheckPlugin } from './plugins/content-link-check';
import integrationDownloadsPlugin from './plugins/integration-downloads';
import llmsTxtPlugin from './plugins/llms-txt';
import markdownTwinsPlugin from './plugins/markdown-twins';
import searchWithMcpServer from './plugins/mcp-server';
import { mermaidDiagramFilesPlugin } from './plugins/mermaid-diagrams';
import { nodeFallbacksPlugin } from './plugins/node-fallbacks';
import { parseOpenApiFrontMatter } from './plugins/openapi-front-matter';
import { performanceLayer } from './plugins/performance';
import checkResourceDataPlugin from './plugins/check-resource-data';
import sandboxPlugin from './plugins/sandbox';
import searchExcerptsPlugin from './plugins/search-excerpts';
import { searchIndexWordsPlugin } from './plugins/search-index-words';
import { themeScriptFixesPlugin } from './plugins/theme-script-fixes';

// Everything that exists only to make pages lighter; DOCS_PERFORMANCE=off builds without it.
const performance = performanceLayer();

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  staticDirectories,
  trailingSlash: undefined,
  ...performance.siteConfig,
  ...linkChecks,
  future,
  markdown: {
    ...linkChecks.markdown,
    parseFrontMatter: performance.parseFrontMatter(parseOpenApiFrontMatter),
  },
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
        docs: performance.docs(docsOptions),
        blog: blogOptions,
        pages: pagesOptions,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/api-reference.css',
            './src/css/accessibility.css',
            './src/css/diagrams.css',
            './src/css/tables.css',
            './src/css/navbar.css',
            './src/css/headings.css',
            './src/css/no-javascript.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    sassPlugin,
    ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
    // The search plugin, then the MCP server packed with its index (plugins/mcp-server).
    [searchWithMcpServer, searchOptions],
    searchIndexWordsPlugin,
    searchExcerptsPlugin,
    nodeFallbacksPlugin,
    integrationDownloadsPlugin,
    sandboxPlugin,
    checkResourceDataPlugin,
    // In this order, before the content link check: llmsTxtPlugin reads the Markdown twins into
    // /llms-full.txt, which guides link.
    markdownTwinsPlugin,
    llmsTxtPlugin,
    contentLinkCheckPlugin,
    themeScriptFixesPlugin,
    mermaidDiagramFilesPlugin,
  ],
  themes: ['docusaurus-theme-openapi-docs', ...performance.themes],
  themeConfig,
};

export default config;
