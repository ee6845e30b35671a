import { createApiPageMD, createTagPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type {
  ApiItem,
  ApiPageMetadata,
  TagPageMetadata,
} from 'docusaurus-plugin-openapi-docs/src/types';

type Responses = NonNullable<ApiItem['responses']>;

/**
 * What the browser needs of an operation's responses: each status code with its
 * description and the names of its media types (the explorer's Accept choices come
 * from the 2XX ones), without their schemas and examples.
 */
export function responsesForExplorer(responses: Responses): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const { description, content } = response as { description: string; content?: object };
      const mediaTypes = Object.keys(content ?? {});
      return [
        status,
        mediaTypes.length === 0
          ? { description }
          : { description, content: Object.fromEntries(mediaTypes.map((type) => [type, {}])) },
      ];
    }),
  );
}

/**
 * Writes an operation page as the plugin does, and keeps the response bodies out of the
 * copy of the operation that the page carries for the browser.
 *
 * The plugin compresses the whole operation into the page's `api` front matter, and the
 * API theme inflates and parses it in the browser for the request explorer (parameters,
 * servers, security, code samples). Of the responses the explorer reads only the media
 * types, yet with FHIR resources expanded in full they are about 97% of the operation:
 * on `GET /MedicationRequest/{id}` 228 of 236 KB of JSON, which a phone inflated and parsed
 * twice while the page hydrated. The response sections on the page do not use it: the
 * plugin renders them from the full operation, here, before this function replaces it.
 *
 * This is the plugin's only hook between the Markdown and the front matter: it builds the
 * front matter from `page.api` after calling the generator, so the generator hands it a
 * new `api` object (the operation itself, shared with other pages, stays untouched).
 */
export function createApiPageWithSlimExplorerData(page: ApiPageMetadata): string {
  const markdown = createApiPageMD(page);
  if (page.api.responses) {
    page.api = { ...page.api, responses: responsesForExplorer(page.api.responses) };
  }
  return markdown;
}

/**
 * The first paragraph of a tag's description, on one line and without Markdown code marks,
 * fit for a double-quoted front matter value.
 */
export function tagSummary(description: string): string {
  const [paragraph = ''] = description.trim().split(/\n\s*\n/);
  return paragraph
    .replace(/\s+/g, ' ')
    .replace(/`/g, '')
    .replace(/\\/g, '')
    .replace(/"/g, "'")
    .trim();
}

/**
 * Writes a tag page as the plugin does, and hands openapi/templates/tag.mustache the tag's
 * description for the page description (`frontMatter.summary`). The plugin's own template
 * repeats the tag's name there, so search results and link previews showed "Medication
 * Request" under the title "Medication Request". As for operations, the plugin renders the
 * front matter from the page after this returns.
 */
export function createTagPageWithSummary(page: TagPageMetadata): string {
  const markdown = createTagPageMD(page);
  page.frontMatter = {
    ...page.frontMatter,
    summary: tagSummary(page.tag.description ?? '') || page.title,
  };
  return markdown;
}
