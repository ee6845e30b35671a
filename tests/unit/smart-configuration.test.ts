import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMock } from '@medication-module/sandbox/node';
import { loadSpec } from '@medication-module/api-description';
import { smartConfiguration } from '@medication-module/api-description';
import { fencedBlocksOfFile } from '../support/markdown-json-blocks';

const guide = 'docs/guides/medication-module/getting-started.mdx';

/** The JSON body of the guide's example answer to GET /.well-known/smart-configuration. */
function documentedConfiguration(): unknown {
  const answer = fencedBlocksOfFile(guide).find(
    (block) => block.language === 'http' && block.content.includes('"token_endpoint"'),
  );
  if (!answer) throw new Error(`${guide} shows no SMART configuration answer`);
  return JSON.parse(answer.content.slice(answer.content.indexOf('{')));
}

/** The capabilities SMART App Launch 2.2 defines (Conformance, "Capabilities"). */
const smartCapabilities = [
  'launch-ehr',
  'launch-standalone',
  'authorize-post',
  'client-public',
  'client-confidential-symmetric',
  'client-confidential-asymmetric',
  'sso-openid-connect',
  'context-banner',
  'context-style',
  'context-ehr-patient',
  'context-ehr-encounter',
  'context-standalone-patient',
  'context-standalone-encounter',
  'permission-offline',
  'permission-online',
  'permission-patient',
  'permission-user',
  'permission-v1',
  'permission-v2',
  'smart-app-state',
];

interface Discovery {
  issuer?: string;
  jwks_uri?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  scopes_supported: string[];
  capabilities: string[];
  code_challenge_methods_supported: string[];
  [key: string]: unknown;
}

/** What SMART App Launch 2.2 requires of a discovery document, as messages for what it lacks. */
function smartProblems(document: Discovery): string[] {
  const has = (capability: string): boolean => document.capabilities.includes(capability);
  const scope = (name: string): boolean => document.scopes_supported.includes(name);
  const problems = [
    ...document.capabilities
      .filter((capability) => !smartCapabilities.includes(capability))
      .map((capability) => `${capability} is not a SMART capability`),
  ];
  const requireIf = (condition: boolean, what: string, ok: boolean): void => {
    if (condition && !ok) problems.push(what);
  };
  requireIf(
    scope('openid'),
    'openid is offered without sso-openid-connect',
    has('sso-openid-connect'),
  );
  requireIf(has('sso-openid-connect'), 'sso-openid-connect needs issuer', !!document.issuer);
  requireIf(has('sso-openid-connect'), 'sso-openid-connect needs jwks_uri', !!document.jwks_uri);
  requireIf(!has('sso-openid-connect'), 'issuer without sso-openid-connect', !document.issuer);
  requireIf(
    scope('online_access'),
    'online_access without permission-online',
    has('permission-online'),
  );
  requireIf(
    scope('offline_access'),
    'offline_access without permission-offline',
    has('permission-offline'),
  );
  requireIf(
    has('permission-v1'),
    'permission-v1 without a v1 scope',
    document.scopes_supported.some((s) => s.endsWith('.read')),
  );
  requireIf(
    has('permission-v2'),
    'permission-v2 without a v2 scope',
    document.scopes_supported.some((s) => /\.c?r?u?d?s?$/.test(s) && !s.endsWith('.read')),
  );
  requireIf(
    has('launch-ehr') || has('launch-standalone'),
    'a launch capability needs authorization_endpoint',
    !!document.authorization_endpoint,
  );
  requireIf(
    true,
    'PKCE needs S256 and never plain',
    document.code_challenge_methods_supported.includes('S256') &&
      !document.code_challenge_methods_supported.includes('plain'),
  );
  for (const key of ['issuer', 'jwks_uri', 'authorization_endpoint', 'token_endpoint']) {
    const value = document[key];
    requireIf(
      value !== undefined,
      `${key} must be an absolute https URL`,
      /^https:\/\//.test(String(value)),
    );
  }
  return problems;
}

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMockServer(0);
});
afterAll(async () => {
  await mock.close();
});

describe('SMART configuration', () => {
  it('the getting-started guide shows exactly the configuration of the description', () => {
    expect(documentedConfiguration()).toEqual(smartConfiguration(loadSpec()));
  });

  it('the sandbox serves it with its own endpoints, and without the OpenID Connect it does not do', async () => {
    const served = await fetch(`${mock.baseUrl}/.well-known/smart-configuration`);
    expect(served.status).toBe(200);
    const documented = documentedConfiguration() as Discovery;
    const without = (values: unknown, dropped: string[]) =>
      (values as string[]).filter((value) => !dropped.includes(value));
    const { jwks_uri: _keys, ...rest } = documented;
    expect(await served.json()).toEqual({
      ...rest,
      issuer: mock.baseUrl,
      authorization_endpoint: `${mock.baseUrl}/oauth2/authorize`,
      token_endpoint: `${mock.baseUrl}/oauth2/token`,
      grant_types_supported: [...(documented.grant_types_supported as string[]), 'refresh_token'],
      scopes_supported: without(documented.scopes_supported, ['openid', 'fhirUser']),
      capabilities: without(documented.capabilities, ['sso-openid-connect']),
    });
  });

  it('follows the discovery rules of SMART App Launch 2.2', () => {
    expect(smartProblems(smartConfiguration(loadSpec()) as unknown as Discovery)).toEqual([]);
  });

  it('finds the mistakes it looks for', () => {
    const broken: Discovery = {
      issuer: 'https://auth.example.org',
      authorization_endpoint: '/authorize',
      scopes_supported: ['openid', 'online_access', 'patient/MedicationRequest.read'],
      capabilities: ['launch-ehr', 'permission-v2', 'permission-everything'],
      code_challenge_methods_supported: ['plain'],
    };
    expect(smartProblems(broken)).toEqual([
      'permission-everything is not a SMART capability',
      'openid is offered without sso-openid-connect',
      'issuer without sso-openid-connect',
      'online_access without permission-online',
      'permission-v2 without a v2 scope',
      'PKCE needs S256 and never plain',
      'authorization_endpoint must be an absolute https URL',
    ]);
  });
});
