import type { Download } from '../integration-downloads/downloads';

/** The two files this plugin writes after the build, and the line the downloads list gives each. */
export const llmsTxtFile = 'llms.txt';
export const llmsFullTxtFile = 'llms-full.txt';

export const llmsDownloads: readonly Download[] = [
  {
    url: `/${llmsTxtFile}`,
    description:
      'The site for AI assistants and retrieval tools, in the llmstxt.org format: one line per page, linking its Markdown version, and per download.',
  },
  {
    url: `/${llmsFullTxtFile}`,
    description:
      'Every page as Markdown in one file: the guides, the API reference with its parameters and examples, and the blog.',
  },
];
