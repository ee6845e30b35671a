import { chromiumLaunchOptions } from './chromium';
import { rehypeMermaidHtml, type MermaidHtmlOptions } from './rehype-mermaid-html';

/**
 * Mermaid diagrams are drawn while the site builds, by the system Chromium, and reach
 * the reader as inline SVG: no diagram library (over 160 KB gzip, and several long
 * tasks on a phone) runs in the reader's browser, and the diagram is in the HTML.
 */
export const mermaidOptions = {
  strategy: 'inline-svg',
  prefix: 'mermaid-diagram',
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

/** For the `rehypePlugins` of every content plugin that renders Markdown. */
export const drawMermaidDiagrams: [typeof rehypeMermaidHtml, MermaidHtmlOptions] = [
  rehypeMermaidHtml,
  mermaidOptions,
];
