import { compareInstants, parseZonedDateTime, type Instant } from '../fhir-time';
import type { JsonObject, SandboxResource } from '../types';
import { isJsonObject, resolveRef, type OpenApiDocument } from '@medication-module/api-description';

/**
 * The sample notifications `--notify` posts: what the module's change feed sends.
 *
 * The description's callbacks say what that is: every example request body of a callback of an
 * operation is sent, as written, in the order the description lists them. Until the description
 * has callbacks, the sandbox sends the shape the medication-module intro shows: a history Bundle
 * per stored change of a sandbox resource, each entry naming the resource and its new version
 * without its content (`request` PUT/POST/DELETE, `response` status, etag, lastModified).
 */

const mediaType = 'application/fhir+json';

const plain = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

/** The example bodies of the requests the operations' callbacks make, each once. */
export function callbackExamples(spec: OpenApiDocument): JsonObject[] {
  const found = new Map<string, JsonObject>();
  const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
  for (const operation of operations as unknown as Record<string, unknown>[]) {
    const callbacks = isJsonObject(operation.callbacks) ? operation.callbacks : {};
    for (const callbackReference of Object.values(callbacks)) {
      const callback = resolveRef(spec, callbackReference);
      if (!isJsonObject(callback)) continue;
      for (const pathItem of Object.values(callback)) {
        const post = isJsonObject(pathItem) ? pathItem.post : undefined;
        const body = isJsonObject(post) ? resolveRef(spec, post.requestBody) : undefined;
        const content = isJsonObject(body) && isJsonObject(body.content) ? body.content : {};
        const media = content[mediaType];
        if (!isJsonObject(media)) continue;
        const examples = isJsonObject(media.examples) ? Object.values(media.examples) : [];
        const values = [
          ...(media.example === undefined ? [] : [media.example]),
          ...examples
            .map((example) => resolveRef(spec, example))
            .flatMap((example) =>
              isJsonObject(example) && isJsonObject(example.value) ? [example.value] : [],
            ),
        ];
        for (const value of values) found.set(JSON.stringify(value), plain(value));
      }
    }
  }
  return [...found.values()];
}

/** One history Bundle per stored change, oldest first, in the intro guide's shape. */
function changeNotifications(
  resources: readonly SandboxResource[],
  productionBase: string,
): JsonObject[] {
  const changes = resources.flatMap((resource) =>
    resource.versions.map((version, index) => ({ resource, version, index })),
  );
  const instant = (text: string): Instant => parseZonedDateTime(text) ?? { seconds: 0, nanos: 0 };
  changes.sort((a, b) =>
    compareInstants(instant(a.version.lastUpdated), instant(b.version.lastUpdated)),
  );
  return changes.map(({ resource, version, index }, position) => {
    const url = `${resource.resourceType}/${resource.id}`;
    const [method, status] =
      version.resource === undefined
        ? ['DELETE', '204']
        : index === 0 && version.versionId === '1'
          ? ['POST', '201']
          : ['PUT', '200'];
    return {
      resourceType: 'Bundle',
      id: `sandbox-notification-${position + 1}`,
      type: 'history',
      timestamp: version.lastUpdated,
      entry: [
        {
          fullUrl: `${productionBase}/${url}`,
          request: { method, url: method === 'POST' ? resource.resourceType : url },
          response: {
            status,
            etag: `W/"${version.versionId}"`,
            lastModified: version.lastUpdated,
          },
        },
      ],
    };
  });
}

export function sampleNotifications(
  spec: OpenApiDocument,
  resources: readonly SandboxResource[],
  productionBase: string,
): JsonObject[] {
  const described = callbackExamples(spec);
  return described.length > 0 ? described : changeNotifications(resources, productionBase);
}
