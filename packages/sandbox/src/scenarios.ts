import { weakEtag } from './conditional';
import type { SandboxToken } from './core';
import { reasonPhrase } from './reasons';
import type { SandboxData, SandboxOperation } from './types';

/**
 * For each status an operation documents, a request that makes the sandbox answer it: what the
 * explorer fills in when a reader picks a status, and what the tests send to every transport.
 */
export interface ScenarioRequest {
  id: string;
  token: 'sandbox' | SandboxToken;
  accept: string;
  ifNoneMatch?: string;
}

export interface Scenario {
  status: number;
  /** The status, its reason phrase and how the request gets it, for a picker. */
  label: string;
  request: ScenarioRequest;
}

export const defaultAccept = 'application/fhir+json';
/** A media type the API never produces, for the 406. */
export const unacceptableAccept = 'application/fhir+xml';

function unknownId(data: SandboxData, operation: SandboxOperation): string {
  const taken = new Set(
    data.resources
      .filter((resource) => resource.resourceType === operation.resourceType)
      .map((resource) => resource.id),
  );
  let candidate = 'no-such-id';
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `no-such-id-${suffix}`;
  return candidate;
}

function requestFor(
  data: SandboxData,
  operation: SandboxOperation,
  status: number,
): { request: ScenarioRequest; how: string } | undefined {
  const base = { id: operation.exampleId, token: 'sandbox', accept: defaultAccept } as const;
  const example = data.resources.find(
    (resource) =>
      resource.resourceType === operation.resourceType && resource.id === operation.exampleId,
  );
  const deleted = data.resources.find(
    (resource) =>
      resource.resourceType === operation.resourceType &&
      resource.versions[resource.current]?.resource === undefined,
  );
  switch (status) {
    case 200:
      return { request: base, how: `the example ${base.id}` };
    case 304: {
      const current = example?.versions[example.current];
      if (!current) return undefined;
      const ifNoneMatch = weakEtag(current.versionId);
      return {
        request: { ...base, ifNoneMatch },
        how: `If-None-Match ${ifNoneMatch}, the current version`,
      };
    }
    case 401:
      return { request: { ...base, token: 'sandbox-expired' }, how: 'token sandbox-expired' };
    case 403:
      return { request: { ...base, token: 'sandbox-no-scope' }, how: 'token sandbox-no-scope' };
    case 404: {
      const id = unknownId(data, operation);
      return { request: { ...base, id }, how: `unknown id ${id}` };
    }
    case 406:
      return {
        request: { ...base, accept: unacceptableAccept },
        how: `Accept: ${unacceptableAccept}`,
      };
    case 410:
      return deleted && { request: { ...base, id: deleted.id }, how: `deleted id ${deleted.id}` };
    case 429:
      return { request: { ...base, token: 'sandbox-throttled' }, how: 'token sandbox-throttled' };
    default:
      return undefined;
  }
}

/** One scenario per documented status; a status the sandbox cannot produce has none. */
export function scenarios(
  data: SandboxData,
  operation: SandboxOperation,
): { status: number; scenario?: Scenario }[] {
  return operation.statuses.map((text) => {
    const status = Number(text);
    const found = requestFor(data, operation, status);
    return {
      status,
      scenario: found && {
        status,
        label: `${status} ${reasonPhrase(status)}: ${found.how}`,
        request: found.request,
      },
    };
  });
}
