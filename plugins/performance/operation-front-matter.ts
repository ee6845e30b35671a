import { isJsonObject } from '@medication-module/api-description';
import { withOperation } from '../openapi-front-matter/operation-api';

interface Response {
  description?: string;
  content?: Record<string, unknown>;
}

export type Responses = Record<string, Response>;

/**
 * What the browser needs of an operation's responses: each status code with its
 * description and the names of its media types (the explorer's Accept choices come
 * from the 2XX ones), without their schemas and examples.
 */
export function responsesForExplorer(responses: Responses): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([status, { description, content }]) => {
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
 * The front matter of an operation page with the response bodies left out of its `api`.
 *
 * The plugin puts the whole operation into the page's `api` front matter, and the API
 * theme inflates and parses it in the browser for the request explorer (parameters,
 * servers, security, code samples). Of the responses the explorer reads only the media
 * types, yet with FHIR resources expanded in full they are about 97% of the operation:
 * on `GET /MedicationRequest/{id}` 228 of 236 KB of JSON, which a phone inflated and
 * parsed twice while the page hydrated. The response sections of the page do not use it:
 * the plugin rendered them into the page's Markdown from the full operation.
 */
export function withSlimExplorerResponses(
  frontMatter: Record<string, unknown>,
): Record<string, unknown> {
  return withOperation(frontMatter, (operation) => {
    if (!isJsonObject(operation.responses)) return operation;
    // The plugin writes each response as the OpenAPI Response Object it dereferenced.
    return { ...operation, responses: responsesForExplorer(operation.responses as Responses) };
  });
}
