import type { Download } from '../integration-downloads/downloads';

/** The two files this plugin writes after the build, and the line the downloads list gives each. */
export const llmsTxtFile = 'llms.txt';
export const llmsFullTxtFile = 'llms-full.txt';

export const llmsDownloads: readonly Download[] = [
  {
    url: `/${llmsTxtFile}`,
    description:
      'The site for AI assistants and retrieval tools: one line per page and per download, in the llmstxt.org format.',
  },
  {
    url: `/${llmsFullTxtFile}`,
    description: 'The text of every guide as plain Markdown, examples included.',
  },
];
