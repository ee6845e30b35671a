import type { ParseFrontMatter } from '@docusaurus/types';
import { withOperation } from './operation-api';
import { withOneRequirementPerSchemes } from './operation-security';
import { withTagDescription } from './tag-description';

/**
 * Docusaurus's `markdown.parseFrontMatter` hook for the pages docusaurus-plugin-openapi-docs
 * generates, told apart by the file names the plugin gives them: tag pages (`*.tag.mdx`) get
 * the first paragraph of the tag's description as their description, operation pages
 * (`*.api.mdx`) one security choice per set of schemes in the explorer's copy of the operation
 * (./operation-security.ts). Every other file keeps the front matter Docusaurus parses.
 */
export const parseOpenApiFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (params.filePath.endsWith('.tag.mdx')) {
    return { ...result, frontMatter: withTagDescription(result.frontMatter, result.content) };
  }
  if (params.filePath.endsWith('.api.mdx')) {
    return {
      ...result,
      frontMatter: withOperation(result.frontMatter, withOneRequirementPerSchemes),
    };
  }
  return result;
};
