import type { ParseFrontMatter } from '@docusaurus/types';
import { withTagDescription } from './tag-description';

/**
 * Docusaurus's `markdown.parseFrontMatter` hook for the pages docusaurus-plugin-openapi-docs
 * generates, told apart by the file names the plugin gives them: tag pages (`*.tag.mdx`) get
 * the first paragraph of the tag's description as their description. Every other file keeps
 * the front matter Docusaurus parses.
 */
export const parseOpenApiFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (params.filePath.endsWith('.tag.mdx')) {
    return { ...result, frontMatter: withTagDescription(result.frontMatter, result.content) };
  }
  return result;
};
