import type { ParseFrontMatter } from '@docusaurus/types';
import { withSlimExplorerResponses } from './operation-api';
import { withTagDescription } from './tag-description';

/**
 * Docusaurus's `markdown.parseFrontMatter` hook for the pages docusaurus-plugin-openapi-docs
 * generates, told apart by the file names the plugin gives them: operation pages
 * (`*.api.mdx`) carry their operation without response bodies, tag pages (`*.tag.mdx`) get
 * the first paragraph of the tag's description as their description. Every other file keeps
 * the front matter Docusaurus parses.
 */
export const parseOpenApiFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (params.filePath.endsWith('.api.mdx')) {
    return { ...result, frontMatter: withSlimExplorerResponses(result.frontMatter) };
  }
  if (params.filePath.endsWith('.tag.mdx')) {
    return { ...result, frontMatter: withTagDescription(result.frontMatter, result.content) };
  }
  return result;
};
