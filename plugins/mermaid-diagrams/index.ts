import path from 'node:path';
import type { Plugin as DocusaurusPlugin } from '@docusaurus/types';
import type { Root } from 'hast';
import type { Plugin } from 'unified';
import { chromiumLaunchOptions } from '../../scripts/machine/chromium';
import { rehypeMermaidHtml, type MermaidHtmlOptions } from './rehype-mermaid-html';

/**
 * Drawn diagrams, one file per drawing (rehype-mermaid-html.ts beside this file). Beside the
 * bundler's own cache, so that `docusaurus clear` removes both together.
 */
const diagramDir = path.resolve(
  __dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'mermaid-diagrams',
);

/**
 * Where the build publishes each drawing, named by the content hash its file under `diagramDir`
 * has (a name that changes with the drawing, so it can be cached for good). The page links
 * there for readers who want the diagram larger than the column of text.
 */
const publishedAt = (hash: string): string => `assets/diagrams/mermaid-${hash}.svg`;

/**
 * Mermaid diagrams are drawn while the site builds, by the system Chromium, and reach
 * the reader as inline SVG: no diagram library (over 160 KB gzip, and several long
 * tasks on a phone) runs in the reader's browser, and the diagram is in the HTML.
 */
export const mermaidOptions = {
  strategy: 'inline-svg',
  prefix: 'mermaid-diagram',
  diagramDir,
  publishedAt,
  // Opened on its own (the "open full size" link), a drawing has no page behind it and would
  // draw its light text on white: it takes the page's background, or the site's dark one.
  background: 'var(--ifm-background-color, #14181d)',
  component: '@site/src/components/MermaidDiagram',
  launchOptions: chromiumLaunchOptions,
  mermaidConfig: {
    // The site is dark only.
    theme: 'dark',
    // Text is measured in the build's browser and the label boxes keep that size, so the
    // font has to measure the same for readers: Arial, or Liberation Sans (metric
    // compatible with it) where the build runs on Linux.
    fontFamily: 'Arial, "Liberation Sans", sans-serif',
    themeVariables: {
      // The dark theme's edge labels (#ccc on #585858) fall short of 4.5:1 contrast.
      edgeLabelBackground: '#3d3d3d',
    },
  },
} satisfies MermaidHtmlOptions;

/**
 * For the `rehypePlugins` of every content plugin that renders Markdown: the plugin with
 * its options already applied rather than a `[plugin, options]` pair. Docusaurus copies
 * the site config, plugin options included, into the JavaScript of every page; these
 * options are for the build alone (they name the build machine's browser and its flags).
 */
export const drawMermaidDiagrams: Plugin<[], Root> = function () {
  return rehypeMermaidHtml.call(this, mermaidOptions);
};

/**
 * What a page's import of a drawn diagram gives: the SVG markup to the server's bundle,
 * which renders the HTML, and to the browser's the address of the SVG as a file of the
 * build (loaded only on a client-side navigation, src/components/MermaidDiagram).
 */
export function mermaidDiagramFilesPlugin(): DocusaurusPlugin {
  return {
    name: 'mermaid-diagram-files',
    configureWebpack(_config, isServer) {
      const rule = { test: /\.diagram$/, include: diagramDir };
      return {
        module: {
          rules: [
            isServer
              ? { ...rule, type: 'asset/source' }
              : {
                  ...rule,
                  type: 'asset/resource',
                  // The file's name is its content hash (rehype-mermaid-html.ts): the address the
                  // page links to is known while the page is compiled.
                  generator: { filename: publishedAt('[name]') },
                },
          ],
        },
      };
    },
  };
}
