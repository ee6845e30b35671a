import { readFileSync } from 'node:fs';
import { convertV2 } from 'openapi-to-postmanv2';
import { defaultMockPort } from '@medication-module/sandbox/node';
import {
  isJsonObject,
  loadSpec,
  responseExamples,
  specFile,
  type JsonObject,
  type OpenApiDocument,
} from '@medication-module/api-description';

/**
 * The API as a Postman collection (v2.1), converted from packages/api-description/medication.yaml with
 * openapi-to-postmanv2, the converter Postman itself uses. Added on top of the conversion: a
 * `baseUrl` that points at the sandbox (`npm run mock`), bearer auth from an `accessToken`
 * variable for every request, and a test script on each request that checks what every read
 * answers: the status, FHIR JSON, and the resource type and id asked for.
 */
export const sandboxBaseUrl = `http://127.0.0.1:${defaultMockPort}`;
export const sandboxToken = 'sandbox-token';

function convert(openApiText: string): Promise<JsonObject> {
  return new Promise((resolve, reject) => {
    convertV2(
      { type: 'string', data: openApiText },
      { folderStrategy: 'Tags', parametersResolution: 'Example', enableOptionalParameters: false },
      (error, result) => {
        const collection: unknown = result?.output?.[0]?.data;
        if (error || !result?.result || !isJsonObject(collection)) {
          reject(error ?? new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`));
          return;
        }
        resolve(collection);
      },
    );
  });
}

/** Checks for one request; `pm` is Postman's script API, `resourceType` the path's first segment. */
function readTests(resourceType: string): string[] {
  return [
    "pm.test('answers 200', () => pm.response.to.have.status(200));",
    "pm.test('answers FHIR JSON', () => pm.expect(pm.response.headers.get('Content-Type')).to.match(/^application\\/fhir\\+json/));",
    `pm.test('is the ${resourceType} asked for', () => {`,
    '  const body = pm.response.json();',
    `  pm.expect(body.resourceType).to.equal('${resourceType}');`,
    // In a test script the URL is resolved: its last segment is the id that was sent.
    '  pm.expect(body.id).to.equal(pm.request.url.path[pm.request.url.path.length - 1]);',
    '});',
  ];
}

/** The converter gives items and examples random ids; without them the download is the same on every build. */
function dropRandomIds(node: unknown): void {
  if (Array.isArray(node)) node.forEach(dropRandomIds);
  if (!isJsonObject(node)) return;
  delete node.id;
  delete node._postman_id;
  Object.values(node).forEach(dropRandomIds);
}

function requestItems(node: unknown): JsonObject[] {
  if (!isJsonObject(node)) return [];
  if (isJsonObject(node.request)) return [node];
  return Array.isArray(node.item) ? node.item.flatMap(requestItems) : [];
}

/**
 * The converter makes one request per operation, with the id of the description's parameter
 * example. Every resource example the sandbox serves gets its own request instead, so running the
 * collection reads them all; the saved example responses stay on the first.
 */
function oneRequestPerExample(folder: JsonObject, spec: OpenApiDocument): void {
  if (!Array.isArray(folder.item)) return;
  folder.item = folder.item.flatMap((item: unknown) => {
    if (!isJsonObject(item) || !isJsonObject(item.request)) {
      if (isJsonObject(item)) oneRequestPerExample(item, spec);
      return [item];
    }
    const url = isJsonObject(item.request.url) ? item.request.url : {};
    const template = `/${Array.isArray(url.path) ? String(url.path[0]) : ''}/{id}`;
    const ids = responseExamples(spec, template, '200').map(({ value }) =>
      isJsonObject(value) ? String(value.id) : '',
    );
    return ids.map((id, index) => {
      const copy = structuredClone(item);
      copy.name = `${String(item.name)}: ${id}`;
      if (index > 0) delete copy.response;
      const variables = (copy.request as { url?: { variable?: JsonObject[] } }).url?.variable;
      const idVariable = variables?.find((variable) => variable.key === 'id');
      if (!idVariable) throw new Error(`${template} has no id variable in the collection`);
      idVariable.value = id;
      return copy;
    });
  });
}

export async function postmanCollection(
  openApiText = readFileSync(specFile, 'utf8'),
  // The description as the rest of the build reads it, parsed once; the converter reads the text.
  spec: OpenApiDocument = loadSpec(),
): Promise<JsonObject> {
  const collection = await convert(openApiText);
  dropRandomIds(collection);
  oneRequestPerExample(collection, spec);
  collection.variable = [
    { key: 'baseUrl', value: sandboxBaseUrl, type: 'string' },
    { key: 'accessToken', value: sandboxToken, type: 'string' },
  ];
  collection.auth = {
    type: 'bearer',
    bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }],
  };
  const items = requestItems(collection);
  if (items.length === 0) throw new Error('The converted collection has no requests');
  for (const item of items) {
    const request = item.request as JsonObject;
    // Requests inherit the collection's bearer auth instead of the converter's OAuth 2 stubs.
    delete request.auth;
    const url = isJsonObject(request.url) ? request.url : {};
    const firstSegment = Array.isArray(url.path) ? String(url.path[0]) : '';
    item.event = [
      { listen: 'test', script: { type: 'text/javascript', exec: readTests(firstSegment) } },
    ];
  }
  return collection;
}
