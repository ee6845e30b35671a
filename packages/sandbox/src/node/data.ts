import type {
  JsonObject,
  SandboxData,
  SandboxOperation,
  SandboxResource,
  SandboxVersion,
} from '../types';
import { compareInstants, parseZonedDateTime } from '../fhir-time';
import { capabilityStatement } from '@medication-module/api-description';
import {
  documentedServers,
  isJsonObject,
  loadSpec,
  resolveRef,
  responseExamples,
  type OpenApiDocument,
} from '@medication-module/api-description';
import { smartConfiguration } from '@medication-module/api-description';
import { readSandboxHistory, type SandboxHistory } from '@medication-module/api-description';
import { sampleNotifications } from './notifications';

/**
 * Turns the API description, the sandbox history and the conformance files into the plain JSON
 * the sandbox core answers from (packages/sandbox/src/types.ts). Every transport uses it: `npm run mock`
 * builds it when it starts, the site and the downloadable file carry it built.
 */

/** Plain JSON, whatever the YAML parser produced. */
const asJson = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

// Headers whose value depends on the request; every other header whose schema allows a single
// value is sent as the description fixes it (Cache-Control, for instance).
const computedHeaders = new Set(['etag', 'last-modified', 'www-authenticate', 'retry-after']);

function fixedHeaders(
  spec: OpenApiDocument,
  template: string,
): Record<string, Record<string, string>> {
  const operation = spec.paths[template]?.get;
  const fixed: Record<string, Record<string, string>> = {};
  for (const [status, reference] of Object.entries(operation?.responses ?? {})) {
    const response = resolveRef(spec, reference);
    for (const [name, headerReference] of Object.entries(response.headers ?? {})) {
      const header = resolveRef(spec, headerReference);
      const schema = isJsonObject(header.schema) ? resolveRef(spec, header.schema) : {};
      const values = Array.isArray(schema.enum) ? schema.enum : [];
      const [only] = values;
      if (
        values.length === 1 &&
        typeof only === 'string' &&
        !computedHeaders.has(name.toLowerCase())
      ) {
        fixed[status] = { ...fixed[status], [name]: only };
      }
    }
  }
  return fixed;
}

function retryAfter(spec: OpenApiDocument, template: string): string {
  const response = resolveRef(spec, spec.paths[template]?.get?.responses['429']);
  const header = response?.headers?.['Retry-After'];
  const example = header && resolveRef(spec, header).example;
  // The sandbox sends the delay in seconds, the form every client has to handle.
  if (typeof example !== 'string' || !/^\d+$/.test(example)) {
    throw new Error(`GET ${template}: the 429 answer needs a Retry-After example in seconds`);
  }
  return example;
}

function operationData(spec: OpenApiDocument, template: string): SandboxOperation {
  const operation = spec.paths[template]?.get;
  if (!operation) throw new Error(`No GET ${template} in the description`);
  const [, resourceType] = template.split('/');
  const idParameter = (operation.parameters ?? [])
    .map((parameter) => resolveRef(spec, parameter))
    .find((parameter) => parameter.in === 'path');
  const schema = isJsonObject(idParameter?.schema) ? idParameter.schema : {};
  if (
    !resourceType ||
    typeof schema.pattern !== 'string' ||
    typeof idParameter?.example !== 'string'
  ) {
    throw new Error(`GET ${template}: the path parameter needs a pattern and an example`);
  }
  const statuses = Object.keys(operation.responses);
  const errorBodies: Record<string, JsonObject> = {};
  for (const status of statuses.filter((status) => Number(status) >= 400)) {
    const [example] = responseExamples(spec, template, status);
    if (!example) throw new Error(`GET ${template} has no ${status} example to answer with`);
    errorBodies[status] = asJson(example.value);
  }
  const scopes = (operation.security ?? []).flatMap((requirement) =>
    Object.values(requirement).flat(),
  );
  const scope = scopes.find((candidate) => candidate.endsWith('.rs')) ?? scopes[0];
  if (scope === undefined) throw new Error(`GET ${template} names no scope`);
  return {
    template,
    operationId: operation.operationId,
    resourceType,
    idPattern: schema.pattern,
    exampleId: idParameter.example,
    statuses,
    errorBodies,
    fixedHeaders: fixedHeaders(spec, template),
    retryAfter: statuses.includes('429') ? retryAfter(spec, template) : '',
    scope,
  };
}

function instantOf(text: string, what: string) {
  const instant = parseZonedDateTime(text);
  if (!instant) throw new Error(`${what}: "${text}" is not a FHIR instant with a time zone`);
  return instant;
}

function versionOf(resource: JsonObject, what: string): SandboxVersion {
  const meta = isJsonObject(resource.meta) ? resource.meta : {};
  if (typeof meta.versionId !== 'string' || typeof meta.lastUpdated !== 'string') {
    throw new Error(`${what} has no meta.versionId and meta.lastUpdated`);
  }
  instantOf(meta.lastUpdated, what);
  return { versionId: meta.versionId, lastUpdated: meta.lastUpdated, resource };
}

function resourcesOf(
  spec: OpenApiDocument,
  operations: readonly SandboxOperation[],
  history: SandboxHistory,
): SandboxResource[] {
  const byKey = new Map<string, SandboxResource & { reference?: SandboxVersion }>();
  const entry = (resourceType: string, id: string) => {
    const key = `${resourceType}/${id}`;
    const existing = byKey.get(key) ?? { resourceType, id, versions: [], current: -1 };
    byKey.set(key, existing);
    return existing;
  };
  for (const operation of operations) {
    for (const { name, summary, value } of responseExamples(spec, operation.template, '200')) {
      const resource = asJson(value);
      if (resource.resourceType !== operation.resourceType || typeof resource.id !== 'string') {
        throw new Error(
          `Example ${name} of GET ${operation.template} is no ${operation.resourceType} with an id`,
        );
      }
      const served = entry(operation.resourceType, resource.id);
      if (served.reference)
        throw new Error(`Two examples of GET ${operation.template} share id ${resource.id}`);
      served.reference = versionOf(resource, `Example ${name}`);
      served.versions.push(served.reference);
      if (summary !== undefined) served.summary = summary;
    }
  }
  const served = new Set(operations.map((operation) => operation.resourceType));
  for (const resource of history.resources) {
    const { resourceType, id } = resource;
    if (typeof resourceType !== 'string' || typeof id !== 'string' || !served.has(resourceType)) {
      throw new Error(
        `sandbox-history.json holds ${String(resourceType)}/${String(id)}, which no read serves`,
      );
    }
    entry(resourceType, id).versions.push(
      versionOf(asJson(resource), `${resourceType}/${id} in sandbox-history.json`),
    );
  }
  for (const deletion of history.deletions) {
    instantOf(deletion.lastModified, `The deletion of ${deletion.resourceType}/${deletion.id}`);
    entry(deletion.resourceType, deletion.id).versions.push({
      versionId: deletion.versionId,
      lastUpdated: deletion.lastModified,
    });
  }
  return [...byKey.values()].map(({ reference, ...resource }) => {
    const versions = [...resource.versions].sort((a, b) =>
      compareInstants(instantOf(a.lastUpdated, a.versionId), instantOf(b.lastUpdated, b.versionId)),
    );
    const ids = versions.map((version) => version.versionId);
    if (new Set(ids).size !== ids.length) {
      throw new Error(
        `${resource.resourceType}/${resource.id} has two versions with one versionId`,
      );
    }
    // Without X-Sandbox-Time a read answers what the API reference shows, or, for a resource
    // the reference does not show, its latest state.
    const current = reference ? versions.indexOf(reference) : versions.length - 1;
    return { ...resource, versions, current };
  });
}

const built = new WeakMap<OpenApiDocument, WeakMap<SandboxHistory, SandboxData>>();

/**
 * The sandbox data, built once for a description and a history (both read once while their
 * files are unchanged): Send's module, the catalogue and the download share one build.
 */
export function buildSandboxData(
  spec: OpenApiDocument = loadSpec(),
  history: SandboxHistory = readSandboxHistory(),
): SandboxData {
  const forSpec = built.get(spec) ?? new WeakMap<SandboxHistory, SandboxData>();
  built.set(spec, forSpec);
  const known = forSpec.get(history);
  if (known) return known;
  const data = sandboxDataOf(spec, history);
  forSpec.set(history, data);
  return data;
}

/** The getting-started guide, whose sections the sandbox's sign-in errors link to. */
function signInGuide(spec: OpenApiDocument): string {
  const contact = spec.info.contact;
  const url = isJsonObject(contact) ? contact.url : undefined;
  if (typeof url !== 'string' || !url.includes('/getting-started')) {
    throw new Error('medication.yaml: info.contact.url must be the getting-started guide');
  }
  return url;
}

function sandboxDataOf(spec: OpenApiDocument, history: SandboxHistory): SandboxData {
  const operations = Object.keys(spec.paths).map((template) => operationData(spec, template));
  const { production: productionBase, sandbox: sandboxBase } = documentedServers(spec);
  const resources = resourcesOf(spec, operations, history);
  return {
    operations,
    resources,
    metadata: asJson(capabilityStatement()),
    smartConfiguration: asJson(smartConfiguration(spec)),
    notifications: sampleNotifications(spec, resources, productionBase),
    productionBase,
    sandboxBase,
    signInGuide: signInGuide(spec),
  };
}
