import {
  createAuthorizationServer,
  type AuthorizationServer,
  type AuthorizationServerOptions,
  type LaunchContext,
  type PickablePatient,
} from './authorization-server';
import { defaultRegistration, type Registration } from './client-registration';
import { answer, requestBase } from './core';
import type { ReadAccess } from './read-access';
import { oauthFailures, type OAuthFailureId } from './oauth-failures';
import { grantFor } from './smart-scopes';
import type { JsonObject, JsonValue, SandboxData, SandboxRequest, SandboxResponse } from './types';

/**
 * The sandbox with its authorization server: what every transport (the Node server, the
 * downloadable file, the page's sign-in lab) asks. `/oauth2/authorize` and `/oauth2/token`
 * go to ./authorization-server.ts, everything else to the core's `answer`. The SMART
 * configuration names this sandbox's own endpoints.
 *
 * Two modes. `any-token` (the default, as in Try it): every bearer token reads, issued or not.
 * `strict`: only tokens this sandbox issued read, within their scopes (v1 and v2) and, for
 * `patient/` scopes, the patient compartment of their launch.
 */

export type SandboxMode = 'any-token' | 'strict';
export const sandboxModes: Record<SandboxMode, string> = {
  'any-token': 'any bearer token reads, issued or not (the default)',
  strict:
    'only tokens the sandbox issued read, within their scopes (v1 .read and v2 .rs) and the patient compartment of their launch',
};

export interface SmartSandboxOptions {
  mode?: SandboxMode;
  /** The registered clients; without them, the public app `sandbox-app` on 127.0.0.1. */
  clients?: Registration;
  now?: () => number;
  fetchJwks?: AuthorizationServerOptions['fetchJwks'];
}

/** A request as a transport hands it over, with the body of a POST as text. */
export interface SandboxRequestWithBody extends SandboxRequest {
  body?: string;
}

export const authorizePath = '/oauth2/authorize';
export const tokenPath = '/oauth2/token';

/** A patient with no record in the sandbox, for trying the patient compartment. */
export const patientWithoutRecords: PickablePatient = {
  id: 'pat-0000',
  display: 'Patient without records in the sandbox',
};

function subjectOf(resource: JsonObject | undefined): { id: string; display?: string } | undefined {
  const subject = resource?.subject;
  if (typeof subject !== 'object' || subject === null || Array.isArray(subject)) return undefined;
  const reference = typeof subject.reference === 'string' ? subject.reference : '';
  const id = /^Patient\/([A-Za-z0-9.-]{1,64})$/.exec(reference)?.[1];
  if (!id) return undefined;
  return { id, ...(typeof subject.display === 'string' ? { display: subject.display } : {}) };
}

/** The EHR launches: a `launch` of `MedicationRequest/<id>` is the EHR user opening that order. */
export function launchesOf(data: SandboxData): Map<string, LaunchContext> {
  const launches = new Map<string, LaunchContext>();
  for (const resource of data.resources) {
    const subject = subjectOf(resource.versions[resource.current]?.resource);
    if (!subject) continue;
    const reference = `${resource.resourceType}/${resource.id}`;
    launches.set(reference, { patient: subject.id, fhirContext: [{ reference }] });
  }
  return launches;
}

export function patientsOf(data: SandboxData): PickablePatient[] {
  const patients = new Map<string, PickablePatient>();
  for (const resource of data.resources) {
    for (const version of resource.versions) {
      const subject = subjectOf(version.resource);
      if (subject && (!patients.has(subject.id) || subject.display)) {
        patients.set(subject.id, { id: subject.id, display: subject.display ?? subject.id });
      }
    }
  }
  return [...patients.values(), patientWithoutRecords];
}

const header = (request: SandboxRequest, name: string): string | undefined => {
  const found = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name);
  const value = found?.[1];
  return typeof value === 'string' ? value : value?.join(', ');
};

function smartConfigurationAt(data: SandboxData, base: string): JsonObject {
  const { jwks_uri: _keys, ...configuration } = data.smartConfiguration;
  const list = (name: string, drop: readonly string[], add: readonly string[] = []) => {
    const values = configuration[name];
    return [
      ...(Array.isArray(values) ? values : []).filter(
        (value) => typeof value !== 'string' || !drop.includes(value),
      ),
      ...add,
    ];
  };
  // The sandbox signs no ID token, so it offers no OpenID Connect.
  return {
    ...configuration,
    issuer: base,
    authorization_endpoint: `${base}${authorizePath}`,
    token_endpoint: `${base}${tokenPath}`,
    grant_types_supported: list('grant_types_supported', [], ['refresh_token']),
    scopes_supported: list('scopes_supported', ['openid', 'fhirUser']),
    capabilities: list('capabilities', ['sso-openid-connect']),
  };
}

/**
 * The CapabilityStatement's SMART endpoints (the oauth-uris extension) as this sandbox's, so
 * that a client reading either discovery document finds the same authorization server.
 */
function withSandboxEndpoints(data: SandboxData, value: JsonValue, base: string): JsonValue {
  const production: Record<string, string> = {};
  for (const [name, path] of [
    ['authorization_endpoint', authorizePath],
    ['token_endpoint', tokenPath],
  ] as const) {
    const url = data.smartConfiguration[name];
    if (typeof url === 'string') production[url] = `${base}${path}`;
  }
  const walk = (item: JsonValue): JsonValue => {
    if (typeof item === 'string') return production[item] ?? item;
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value);
}

function wwwAuthenticate(server: AuthorizationServer, id: OAuthFailureId): Record<string, string> {
  const failure = oauthFailures[id];
  return {
    'WWW-Authenticate': `Bearer realm="fhir", error="${failure.error}", error_description="${failure.description}", error_uri="${server.link(id)}"`,
  };
}

/** Strict reads: the token must be one this server issued, alive, and cover the resource. */
function strictAccess(server: AuthorizationServer): ReadAccess {
  const grantOf = (authorization: string | undefined) => {
    const token = /^Bearer[ \t]+([^\s,]+)[ \t]*$/i.exec(authorization ?? '')?.[1];
    return token === undefined ? undefined : server.introspect(token);
  };
  return {
    refusal(authorization, resourceType) {
      const grant = grantOf(authorization);
      if (grant === undefined) {
        return { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="fhir"' } };
      }
      if ('failure' in grant)
        return { status: 401, headers: wwwAuthenticate(server, grant.failure) };
      // The feed's $status and $events: any live token of a backend service.
      const covered =
        resourceType === undefined
          ? grant.scopes.some((scope) => scope.startsWith('system/'))
          : grantFor(grant.scopes, resourceType) !== undefined;
      return covered
        ? undefined
        : { status: 403, headers: wwwAuthenticate(server, 'scope-insufficient') };
    },
    refusalOf(authorization, resource) {
      const grant = grantOf(authorization);
      if (grant === undefined || 'failure' in grant) return undefined;
      const type = typeof resource.resourceType === 'string' ? resource.resourceType : '';
      if (grantFor(grant.scopes, type)?.context !== 'patient') return undefined;
      return subjectOf(resource)?.id === grant.patient
        ? undefined
        : { status: 403, headers: wwwAuthenticate(server, 'patient-compartment') };
    },
  };
}

export function createSmartSandbox(data: SandboxData, options: SmartSandboxOptions = {}) {
  const scopesSupported = data.smartConfiguration.scopes_supported;
  const server = createAuthorizationServer({
    clients:
      options.clients ??
      defaultRegistration(
        Array.isArray(scopesSupported)
          ? scopesSupported.filter((scope): scope is string => typeof scope === 'string')
          : [],
      ),
    patients: patientsOf(data),
    launches: launchesOf(data),
    guide: data.signInGuide,
    ...(options.now ? { now: options.now } : {}),
    ...(options.fetchJwks ? { fetchJwks: options.fetchJwks } : {}),
  });
  const access = options.mode === 'strict' ? strictAccess(server) : undefined;

  async function answerWithSignIn(request: SandboxRequestWithBody): Promise<SandboxResponse> {
    const base = requestBase(data, header(request, 'host'));
    const queryStart = request.target.indexOf('?');
    const path = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
    const query = queryStart === -1 ? '' : request.target.slice(queryStart + 1);
    const method = request.method.toUpperCase();
    if (path === authorizePath && (method === 'GET' || method === 'HEAD')) {
      const { failure: _failure, ...answered } = server.authorize(query, base);
      return method === 'HEAD' ? { ...answered, body: '' } : answered;
    }
    if (path === tokenPath) {
      if (method === 'OPTIONS') {
        return {
          status: 204,
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept',
          },
          body: '',
        };
      }
      const answered = await server.token(
        method === 'POST' ? header(request, 'content-type') : undefined,
        request.body ?? '',
        `${base}${tokenPath}`,
      );
      const { failure: _failure, ...plain } = answered as typeof answered & { failure?: string };
      return plain;
    }
    const withEndpoints = {
      ...data,
      smartConfiguration: smartConfigurationAt(data, base),
      metadata: withSandboxEndpoints(data, data.metadata, base) as JsonObject,
    };
    return answer(withEndpoints, request, access);
  }

  return { answer: answerWithSignIn, authorizationServer: server };
}

export type SmartSandbox = ReturnType<typeof createSmartSandbox>;
