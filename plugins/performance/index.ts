import path from 'node:path';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Config, ParseFrontMatter, Plugin, PluginConfig } from '@docusaurus/types';
import { configureBundle } from './bundle';
import { remarkDocItemComponent } from './doc-item-component';
import { withExplorerOperation } from './operation-front-matter';
import { ssrTemplate } from './ssr-template';
import { performanceLayerEnabled } from './switch';

/**
 * The layer's Docusaurus plugin: its theme components (./theme) wrap the classic and OpenAPI
 * themes' through `@theme-init/*`, so it must come after both (docusaurus.config.ts lists it
 * last among the themes); the site's own src/theme wraps whatever this one provides.
 */
function performancePlugin(): Plugin {
  return {
    name: 'performance',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      path.join(__dirname, 'css/phone-menu.css'),
      path.join(__dirname, 'css/response-schema.css'),
    ],
    configureWebpack: configureBundle,
  };
}

/** What docusaurus.config.ts composes: everything that exists only to make pages lighter. */
export interface PerformanceLayer {
  readonly enabled: boolean;
  /** Site options the layer sets: the page template. */
  readonly siteConfig: Partial<Pick<Config, 'ssrTemplate'>>;
  /** Themes to add after every other theme. */
  readonly themes: PluginConfig[];
  /** The docs plugin's options, with what the layer changes there. */
  docs<Options extends DocsOptions>(options: Options): Options;
  /** The site's `markdown.parseFrontMatter` hook, with what the layer changes there. */
  parseFrontMatter(hook: ParseFrontMatter): ParseFrontMatter;
}

const off: PerformanceLayer = {
  enabled: false,
  siteConfig: {},
  themes: [],
  docs: (options) => options,
  parseFrontMatter: (hook) => hook,
};

export function performanceLayer(enabled = performanceLayerEnabled()): PerformanceLayer {
  if (!enabled) return off;
  return {
    enabled,
    // The framework's base-URL banner stays: its script now inserts the banner on every home
    // page load (no Docusaurus script has run by DOMContentLoaded), and the framework's own
    // stylesheet hides it whenever the stylesheet loads — only a wrong base URL shows it.
    siteConfig: { ssrTemplate },
    themes: [performancePlugin],
    docs: (options) => ({
      ...options,
      // Every doc renders through the classic DocItem (./theme/DocItem); an API doc names its
      // own item component in its MDX module, so guides never load the OpenAPI theme's ApiItem.
      docItemComponent: '@theme/DocItem',
      remarkPlugins: [remarkDocItemComponent, ...(options.remarkPlugins ?? [])],
    }),
    parseFrontMatter: (hook) => async (params) => {
      const result = await hook(params);
      // Operation pages, by the file names the OpenAPI plugin gives them.
      if (!params.filePath.endsWith('.api.mdx')) return result;
      return { ...result, frontMatter: withExplorerOperation(result.frontMatter) };
    },
  };
}
