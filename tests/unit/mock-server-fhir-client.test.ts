import { CapabilityTool, Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilityStatement } from '../../scripts/fhir-conformance';
import { startMockServer, type RunningMock } from '../../scripts/mock-server';
import { isJsonObject, loadSpec, responseExamples } from '../../scripts/openapi-spec';
import { smartConfiguration } from '../../scripts/smart-configuration';

/**
 * The sandbox as an integrator's FHIR client library sees it (fhir-kit-client): it discovers the
 * server through /metadata and /.well-known/smart-configuration, reads every example, and gets the
 * OperationOutcome of a failed read as the error's body.
 */
const spec = loadSpec();
let mock: RunningMock;
let client: Client;

beforeAll(async () => {
  mock = await startMockServer(0);
  client = new Client({ baseUrl: mock.baseUrl, bearerToken: 'sandbox-token' });
});
afterAll(async () => {
  await mock.close();
});

const examples = Object.keys(spec.paths).flatMap((template) =>
  responseExamples(spec, template, '200').map(({ value }) => {
    const resource = isJsonObject(value) ? value : {};
    return [`${String(resource.resourceType)}/${String(resource.id)}`, resource] as const;
  }),
);

describe('sandbox with a FHIR client library (fhir-kit-client)', () => {
  it.each(examples)('reads %s', async (_, resource) => {
    const read = await client.read({
      resourceType: String(resource.resourceType),
      id: String(resource.id),
    });
    expect(read).toEqual(resource);
  });

  it('reads the CapabilityStatement from /metadata, and the library finds read on both types', async () => {
    const statement = await client.capabilityStatement();
    expect(statement).toEqual(capabilityStatement());
    const tool = new CapabilityTool(statement);
    for (const type of ['MedicationRequest', 'ServiceRequest']) {
      expect(tool.resourceCan(type, 'read'), type).toBe(true);
      expect(tool.resourceCan(type, 'search-type'), type).toBe(false);
    }
  });

  it('discovers the SMART endpoints, the same in the configuration and the CapabilityStatement', async () => {
    const metadata = await client.smartAuthMetadata();
    const configuration = smartConfiguration(spec);
    expect(metadata.authorizeUrl?.toString()).toBe(configuration.authorization_endpoint);
    expect(metadata.tokenUrl?.toString()).toBe(configuration.token_endpoint);
    const wellKnown = await fetch(`${mock.baseUrl}/.well-known/smart-configuration`);
    expect(wellKnown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await wellKnown.json()).toEqual(configuration);
    expect(JSON.stringify(capabilityStatement())).toContain(
      `"valueUri":"${String(configuration.token_endpoint)}"`,
    );
  });

  it('rejects an unknown id with 404 and the not-found OperationOutcome', async () => {
    const failure: unknown = await client
      .read({ resourceType: 'MedicationRequest', id: 'no-such-id' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const response = (failure as { response?: { status?: number; data?: unknown } }).response;
    expect(response?.status).toBe(404);
    expect(response?.data).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'not-found' }],
    });
  });

  it('needs no token for discovery, but does for resources', async () => {
    const anonymous = new Client({ baseUrl: mock.baseUrl });
    await expect(anonymous.capabilityStatement()).resolves.toMatchObject({
      resourceType: 'CapabilityStatement',
    });
    const failure = await anonymous
      .read({ resourceType: 'ServiceRequest', id: 'servreq-premed-2291' })
      .catch((error: { response?: { status?: number } }) => error);
    expect((failure as { response?: { status?: number } }).response?.status).toBe(401);
  });
});
