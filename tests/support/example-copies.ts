import { isDeepStrictEqual } from 'node:util';
import { sandboxHistory } from '@medication-module/sandbox/node';
import {
  allExamples,
  isJsonObject,
  type OpenApiDocument,
} from '@medication-module/api-description';

/**
 * The examples a guide must embed (plugins/openapi-examples) rather than copy: every JSON example
 * of the OpenAPI description and every resource of the sandbox history, each with the directive
 * that shows it.
 */
export interface EmbeddableExample {
  /** Where the example is written: a JSON pointer into the description, or the history entry. */
  source: string;
  directive: string;
  value: Record<string, unknown>;
}

const versionId = (value: Record<string, unknown>): unknown =>
  isJsonObject(value.meta) ? value.meta.versionId : undefined;

/** A resource with its `meta` left out: the same resource content under another version. */
const withoutMeta = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'meta'));

function directiveFor(pointer: string, value: Record<string, unknown>): string {
  const schema = /^#\/components\/schemas\/([^/]+)\/example$/.exec(pointer)?.[1];
  if (schema) return `::openapi-example{schema="${schema}"}`;
  const response = /^#\/components\/responses\/([^/]+)\//.exec(pointer)?.[1];
  if (response) return `::openapi-example{response="${response}"}`;
  return `::openapi-example{id="${String(value.id)}"}`;
}

export function embeddableExamples(spec: OpenApiDocument): EmbeddableExample[] {
  const fromSpec = allExamples(spec).flatMap(({ pointer, value }) =>
    isJsonObject(value)
      ? [{ source: pointer, directive: directiveFor(pointer, value), value }]
      : [],
  );
  const fromHistory = sandboxHistory().map((value, index) => ({
    source: `packages/api-description/sandbox-history.json entry[${index}]`,
    directive: `::openapi-example{id="${String(value.id)}" version="${String(versionId(value))}"}`,
    value,
  }));
  return [...fromSpec, ...fromHistory];
}

/**
 * The example a guide's JSON value copies, if any: the same JSON, or the same resource under
 * another `meta` (a copy whose version was bumped on one side only), or a resource that claims the
 * id and version of a served one while its content differs (a copy that fell behind).
 */
export function copiedExample(
  value: unknown,
  examples: readonly EmbeddableExample[],
): EmbeddableExample | undefined {
  if (!isJsonObject(value)) return undefined;
  const isResource = typeof value.resourceType === 'string';
  return examples.find(
    (example) =>
      isDeepStrictEqual(value, example.value) ||
      (isResource &&
        value.resourceType === example.value.resourceType &&
        (isDeepStrictEqual(withoutMeta(value), withoutMeta(example.value)) ||
          (value.id === example.value.id &&
            versionId(value) !== undefined &&
            versionId(value) === versionId(example.value)))),
  );
}
