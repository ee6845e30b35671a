import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The API description: the source of the reference pages, the sandbox and the sample tests. */
export const specFile = path.resolve(__dirname, '../medication.yaml');

export type JsonObject = { [key: string]: unknown };

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaTypeObject {
  schema?: JsonObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, JsonObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: JsonObject[];
  security?: Record<string, string[]>[];
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  info: JsonObject & { title: string; version: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonObject>;
    parameters: Record<string, JsonObject>;
    headers: Record<string, JsonObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, JsonObject>;
  };
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const parsedFiles = new Map<string, { stamp: string; value: unknown }>();

/**
 * A file's content as `parse` makes it, parsed again only when the file has changed: the build
 * and the dev server read the description and the history once, yet see an edit. Callers share
 * the value and must not change it.
 */
export function parsedOnce<T>(file: string, parse: (text: string) => T): T {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = parsedFiles.get(file);
  if (known?.stamp === stamp) return known.value as T;
  const value = parse(readFileSync(file, 'utf8'));
  parsedFiles.set(file, { stamp, value });
  return value;
}

export function loadSpec(file: string = specFile): OpenApiDocument {
  return parsedOnce(file, (text) => {
    const parsed: unknown = parse(text);
    if (!isJsonObject(parsed) || !isJsonObject(parsed.paths) || !isJsonObject(parsed.components)) {
      throw new Error(`${file} is not an OpenAPI document with paths and components`);
    }
    return parsed as unknown as OpenApiDocument;
  });
}

/** The integration team, as `info.contact` names it: the one place the guides, the navbar's Help and the conformance resources take it from. */
export function integrationContact(spec: OpenApiDocument = loadSpec()): {
  name: string;
  email: string;
  url: string;
} {
  const contact = spec.info.contact;
  if (
    !isJsonObject(contact) ||
    typeof contact.name !== 'string' ||
    typeof contact.email !== 'string' ||
    typeof contact.url !== 'string'
  ) {
    throw new Error('info.contact of the description needs a name, an email and a url');
  }
  return { name: contact.name, email: contact.email, url: contact.url };
}

/** The description's servers: the production example first, then the local sandbox on 127.0.0.1. */
export function documentedServers(spec: OpenApiDocument): { production: string; sandbox: string } {
  const production = spec.servers[0]?.url;
  const sandbox = spec.servers.find((server) =>
    /^http:\/\/127\.0\.0\.1:\d+$/.test(server.url),
  )?.url;
  if (!production || !sandbox) {
    throw new Error(
      'The description lists no production server first and no http://127.0.0.1 sandbox',
    );
  }
  return { production, sandbox };
}

/** Follows local `$ref`s (`#/components/...`) until it reaches a node without one. */
export function resolveRef<T>(spec: OpenApiDocument, node: T): T {
  let current: unknown = node;
  const seen = new Set<string>();
  while (isJsonObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Cannot resolve $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (target, segment) => (isJsonObject(target) ? target[segment] : undefined),
        spec,
      );
    if (current === undefined) throw new Error(`$ref ${ref} points nowhere`);
  }
  return current as T;
}

export interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

/** The named examples of one response of one operation, in the order the description lists them. */
export function responseExamples(
  spec: OpenApiDocument,
  pathTemplate: string,
  status: string,
  mediaType = 'application/fhir+json',
): NamedExample[] {
  const operation = spec.paths[pathTemplate]?.get;
  if (!operation) throw new Error(`No GET ${pathTemplate} in the description`);
  const response = resolveRef(spec, operation.responses[status]);
  const media = response?.content?.[mediaType];
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, example]) => {
    const resolved = resolveRef(spec, example);
    return { name, summary: resolved.summary, value: resolved.value };
  });
  return media.example === undefined
    ? named
    : [{ name: 'example', value: media.example }, ...named];
}

/** Every example in the document, wherever it sits, with a JSON pointer to where it is written. */
export interface LocatedExample {
  pointer: string;
  value: unknown;
  /** The object that holds `example`/`examples`: a schema, media type, parameter or header. */
  holder: JsonObject;
}

export function allExamples(spec: OpenApiDocument): LocatedExample[] {
  const found: LocatedExample[] = [];
  const escape = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${pointer}/${index}`));
      return;
    }
    if (!isJsonObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const childPointer = `${pointer}/${escape(key)}`;
      if (key === 'example') {
        found.push({ pointer: childPointer, value: child, holder: node });
      } else if (pointer === '#/components' && key === 'examples') {
        // A reusable example is found where it is used, with the schema of that place.
        continue;
      } else if (key === 'examples' && isJsonObject(child)) {
        for (const [name, example] of Object.entries(child)) {
          const resolved = resolveRef(spec, example);
          if (isJsonObject(resolved) && 'value' in resolved) {
            found.push({
              pointer: `${childPointer}/${escape(name)}/value`,
              value: resolved.value,
              holder: node,
            });
          }
        }
      } else {
        walk(child, childPointer);
      }
    }
  };
  walk(spec, '#');
  return found;
}
