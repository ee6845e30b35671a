import { sandboxHistory } from '@medication-module/sandbox/node';
import {
  isJsonObject,
  loadSpec,
  resolveRef,
  responseExamples,
  type JsonObject,
  type OpenApiDocument,
} from '@medication-module/api-description';

/**
 * The examples a guide can embed, each with the words that say where it comes from:
 *
 * - `id` (and `version`): a resource the sandbox serves, that is a 200 example of a read in the
 *   OpenAPI description (the version the sandbox answers without `X-Sandbox-Time`), or another
 *   version of it from packages/api-description/sandbox-history.json;
 * - `schema`: the example of a schema of the description (`Dosage`, `Quantity`…);
 * - `response`: the example body of a reusable response (`Unauthorized`, `NotFound`…);
 * - `callback`: the example body of a request the module sends, a callback in
 *   `components/callbacks` (`ChangeNotification`), with `example` naming one when it has several.
 */
export interface Selection {
  id?: string;
  version?: string;
  schema?: string;
  response?: string;
  callback?: string;
  example?: string;
}

export interface SourceExample {
  value: unknown;
  /** The schema the value is written for; element paths are typed from it. */
  schema: unknown;
  /** Where the value comes from, in words that fit a code block title. */
  origin: string;
}

interface ServedVersion {
  resource: JsonObject;
  /** The read that serves it: `/MedicationRequest/{id}`. */
  template: string;
  /** Answered without X-Sandbox-Time: the version of the API reference. */
  current: boolean;
}

export interface ExampleSources {
  spec: OpenApiDocument;
  versionsById: Map<string, ServedVersion[]>;
}

const versionOf = (resource: JsonObject): string =>
  isJsonObject(resource.meta) ? String(resource.meta.versionId) : 'none';

const lastUpdatedOf = (resource: JsonObject): string =>
  isJsonObject(resource.meta) ? String(resource.meta.lastUpdated) : '';

export function loadExampleSources(
  spec: OpenApiDocument = loadSpec(),
  history: readonly JsonObject[] = sandboxHistory(),
): ExampleSources {
  const versionsById = new Map<string, ServedVersion[]>();
  const add = (version: ServedVersion): void => {
    const id = String(version.resource.id);
    versionsById.set(id, [...(versionsById.get(id) ?? []), version]);
  };
  const templates = Object.keys(spec.paths);
  for (const template of templates) {
    for (const { value } of responseExamples(spec, template, '200')) {
      if (isJsonObject(value) && typeof value.id === 'string') {
        add({ resource: value, template, current: true });
      }
    }
  }
  for (const resource of history) {
    const template = templates.find(
      (candidate) => candidate.split('/')[1] === resource.resourceType,
    );
    if (template && typeof resource.id === 'string' && versionsById.has(resource.id)) {
      add({ resource, template, current: false });
    }
  }
  for (const versions of versionsById.values()) {
    versions.sort(
      (a, b) => Date.parse(lastUpdatedOf(a.resource)) - Date.parse(lastUpdatedOf(b.resource)),
    );
  }
  return { spec, versionsById };
}

const quoted = (names: Iterable<string>): string =>
  [...names].map((name) => `"${name}"`).join(', ');

function servedResource(sources: ExampleSources, id: string, version?: string): SourceExample {
  const versions = sources.versionsById.get(id);
  if (!versions) {
    throw new Error(
      `the sandbox serves no resource with id "${id}"; its ids are ${quoted([...sources.versionsById.keys()].sort())}`,
    );
  }
  const chosen = versions.find((served) =>
    version === undefined ? served.current : versionOf(served.resource) === version,
  );
  if (!chosen) {
    const known = versions.map(
      (served) => `"${versionOf(served.resource)}"${served.current ? ' (the default)' : ''}`,
    );
    throw new Error(`${id} has no version "${version}"; its versions are ${known.join(', ')}`);
  }
  const { resource, template, current } = chosen;
  const request = `GET ${template.replace(/\{[^}]+\}/, id)}`;
  const moment = current ? '' : ` with X-Sandbox-Time: ${lastUpdatedOf(resource)}`;
  return {
    value: resource,
    schema: sources.spec.components.schemas[String(resource.resourceType)],
    origin: `the sandbox's answer to ${request}${moment} (version ${versionOf(resource)})`,
  };
}

function schemaExample(sources: ExampleSources, name: string): SourceExample {
  const { schemas } = sources.spec.components;
  const withExample = Object.keys(schemas).filter((key) => schemas[key]?.example !== undefined);
  const schema = schemas[name];
  if (schema?.example === undefined) {
    throw new Error(
      `the API description has no schema "${name}" with an example; schemas with one are ${quoted(withExample)}`,
    );
  }
  return {
    value: schema.example,
    schema,
    origin: `the example of the ${name} schema in the API reference`,
  };
}

/** The statuses of the operations that answer with a reusable response. */
function statusesOf(spec: OpenApiDocument, name: string): string[] {
  const ref = `#/components/responses/${name}`;
  const statuses = Object.values(spec.paths).flatMap((operations) =>
    Object.values(operations).flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([, response]) => (response as { $ref?: string }).$ref === ref)
        .map(([status]) => status),
    ),
  );
  return [...new Set(statuses)].sort();
}

function responseExample(sources: ExampleSources, name: string): SourceExample {
  const { responses } = sources.spec.components;
  const media = responses[name]?.content?.['application/fhir+json'];
  const examples = Object.values(media?.examples ?? {}).map((example) =>
    resolveRef(sources.spec, example),
  );
  const only = examples.length === 1 ? examples[0] : undefined;
  if (!media || only?.value === undefined) {
    const withOne = Object.keys(responses).filter(
      (key) =>
        Object.keys(responses[key]?.content?.['application/fhir+json']?.examples ?? {}).length ===
        1,
    );
    throw new Error(
      `the API description has no response "${name}" with one FHIR JSON example; responses with one are ${quoted(withOne)}`,
    );
  }
  const statuses = statusesOf(sources.spec, name);
  return {
    value: only.value,
    schema: media.schema,
    origin: `the body of ${statuses.length > 0 ? `a ${statuses.join(' or ')}` : `the ${name}`} answer in the API reference`,
  };
}

/** An example body of the requests a callback of the description makes: its only one, or the one named. */
function callbackExample(
  sources: ExampleSources,
  name: string,
  exampleName: string | undefined,
): SourceExample {
  const callbacks =
    (sources.spec.components as { callbacks?: Record<string, JsonObject> }).callbacks ?? {};
  const callback = callbacks[name];
  const bodies = Object.values(callback ?? {}).flatMap((pathItem) =>
    Object.values(isJsonObject(pathItem) ? pathItem : {}).flatMap((operation) => {
      const body = isJsonObject(operation) ? operation.requestBody : undefined;
      const content = isJsonObject(body) && isJsonObject(body.content) ? body.content : {};
      return Object.values(content).flatMap((media) => {
        if (!isJsonObject(media)) return [];
        const examples = isJsonObject(media.examples) ? Object.entries(media.examples) : [];
        return examples.map(([key, example]) => ({
          key,
          value: resolveRef(sources.spec, example as JsonObject).value,
          schema: media.schema,
        }));
      });
    }),
  );
  if (bodies.length > 1 && exampleName === undefined) {
    throw new Error(
      `the callback "${name}" has several example bodies: name one with example="…" (${quoted(bodies.map((body) => body.key))})`,
    );
  }
  const only =
    exampleName === undefined ? bodies[0] : bodies.find((body) => body.key === exampleName);
  if (only?.value === undefined) {
    throw new Error(
      exampleName === undefined
        ? `the API description has no callback "${name}" with an example body; its callbacks are ${quoted(Object.keys(callbacks))}`
        : `the callback "${name}" has no example "${exampleName}"; its examples are ${quoted(bodies.map((body) => body.key))}`,
    );
  }
  return {
    value: only.value,
    schema: only.schema,
    origin: `the ${name} the module sends, from the API reference`,
  };
}

export function selectExample(sources: ExampleSources, selection: Selection): SourceExample {
  const { id, version, schema, response, callback, example } = selection;
  if (version !== undefined && id === undefined) {
    throw new Error('version="…" picks a version of a resource, so it needs id="…"');
  }
  if (example !== undefined && callback === undefined) {
    throw new Error('example="…" picks an example of a callback, so it needs callback="…"');
  }
  const chosen = [id, schema, response, callback].filter((name) => name !== undefined);
  if (chosen.length !== 1) {
    throw new Error(
      'name exactly one example: id="…" (a resource the sandbox serves, with version="…" for another version), schema="…", response="…" or callback="…"',
    );
  }
  if (id !== undefined) return servedResource(sources, id, version);
  if (schema !== undefined) return schemaExample(sources, schema);
  if (callback !== undefined) return callbackExample(sources, callback, example);
  return responseExample(sources, response ?? '');
}
