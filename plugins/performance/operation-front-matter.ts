import { isJsonObject, type JsonObject } from '@medication-module/api-description';
import { decodeOperation } from '../openapi-front-matter/operation-api';

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
 * The operation as the request explorer reads it: responses reduced to their media types,
 * and no callbacks, which the explorer never reads (the page's Markdown renders them from
 * the full operation).
 */
export function operationForExplorer(operation: JsonObject): JsonObject {
  const { callbacks: _callbacks, ...rest } = operation;
  if (!isJsonObject(rest.responses)) return rest;
  // The plugin writes each response as the OpenAPI Response Object it dereferenced.
  return { ...rest, responses: responsesForExplorer(rest.responses as Responses) };
}

/**
 * The front matter of an operation page with the explorer's operation in `api`, as a plain
 * object.
 *
 * The plugin puts the whole operation into the page's `api` front matter, and the API
 * theme parses it in the browser for the request explorer (parameters, servers, security,
 * code samples). Of the responses the explorer reads only the media types, yet with FHIR
 * resources expanded in full they are about 97% of the operation: on
 * `GET /MedicationRequest/{id}` 228 of 236 KB of JSON. The callbacks are another 21 KB.
 * The response and callback sections of the page do not use `api`: the plugin rendered them
 * into the page's Markdown from the full operation.
 *
 * The plugin compresses the operation (base64 of deflated JSON), which the theme's ApiItem
 * inflates with pako on every render: twice while a page hydrates, at 4× CPU about as long as
 * React's rendering of the whole page. Written as an object (the form of the plugin's
 * `disableCompression` option, which the theme reads as it is) the 43 KB left weigh the same
 * gzipped on the wire and cost a `JSON.parse`.
 */
export function withExplorerOperation(
  frontMatter: Record<string, unknown>,
): Record<string, unknown> {
  const { api } = frontMatter;
  const operation: unknown = typeof api === 'string' ? decodeOperation(api) : api;
  if (!isJsonObject(operation)) return frontMatter;
  return { ...frontMatter, api: operationForExplorer(operation) };
}
