import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CapabilityTool, Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilityStatement } from '@medication-module/api-description';
import { startMockServer } from '@medication-module/sandbox/node';
import { isJsonObject, loadSpec, responseExamples } from '@medication-module/api-description';
import { smartConfiguration } from '@medication-module/api-description';
import { startDownloadedSandbox } from '../support/downloaded-sandbox';
import { fencedBlocksOfFile, repoRoot } from '../support/markdown-json-blocks';

/**
 * The sandbox as an integrator's FHIR client library sees it (fhir-kit-client): it discovers the
 * server through /metadata and /.well-known/smart-configuration, reads every example, and gets the
 * OperationOutcome of a failed read as the error's body. The same for `npm run mock` and for the
 * downloadable file run from an empty folder.
 */
const spec = loadSpec();
const transports = [
  ['npm run mock', () => startMockServer(0)],
  ['the downloaded medication-sandbox.mjs', () => startDownloadedSandbox()],
] as const;

const examples = Object.keys(spec.paths).flatMap((template) =>
  responseExamples(spec, template, '200').map(({ value }) => {
    const resource = isJsonObject(value) ? value : {};
    return [`${String(resource.resourceType)}/${String(resource.id)}`, resource] as const;
  }),
);

describe.each(transports)('%s with a FHIR client library (fhir-kit-client)', (_, start) => {
  let mock: { baseUrl: string; close(): Promise<void> };
  let client: Client;

  beforeAll(async () => {
    mock = await start();
    client = new Client({ baseUrl: mock.baseUrl, bearerToken: 'sandbox-token' });
  }, 30_000);
  afterAll(async () => {
    await mock.close();
  });

  it.each(examples)('reads %s', async (__, resource) => {
    const read = await client.read({
      resourceType: String(resource.resourceType),
      id: String(resource.id),
    });
    expect(read).toEqual(resource);
  });

  it('reads the CapabilityStatement from /metadata, and the library finds read on both types', async () => {
    const statement = await client.capabilityStatement();
    // The module's statement, implemented by the sandbox at the address the client used, whose
    // SMART endpoints are the sandbox's own.
    const { authorization_endpoint: authorize, token_endpoint: token } = smartConfiguration(spec);
    const atSandbox = JSON.stringify(capabilityStatement())
      .replaceAll(String(authorize), `${mock.baseUrl}/oauth2/authorize`)
      .replaceAll(String(token), `${mock.baseUrl}/oauth2/token`);
    expect({ ...statement, implementation: undefined }).toEqual({
      ...(JSON.parse(atSandbox) as object),
      implementation: undefined,
    });
    expect(statement.implementation).toMatchObject({ url: mock.baseUrl });
    const tool = new CapabilityTool(statement);
    for (const type of ['MedicationRequest', 'ServiceRequest']) {
      expect(tool.resourceCan(type, 'read'), type).toBe(true);
      expect(tool.resourceCan(type, 'search-type'), type).toBe(false);
    }
  });

  it("discovers the sandbox's own SMART endpoints; the module's CapabilityStatement names the production ones", async () => {
    const metadata = await client.smartAuthMetadata();
    expect(metadata.authorizeUrl?.toString()).toBe(`${mock.baseUrl}/oauth2/authorize`);
    expect(metadata.tokenUrl?.toString()).toBe(`${mock.baseUrl}/oauth2/token`);
    const wellKnown = await fetch(`${mock.baseUrl}/.well-known/smart-configuration`);
    expect(wellKnown.headers.get('content-type')).toMatch(/^application\/json/);
    const configuration = smartConfiguration(spec);
    expect(JSON.stringify(capabilityStatement())).toContain(
      `"valueUri":"${String(configuration.token_endpoint)}"`,
    );
    expect(JSON.stringify(await client.capabilityStatement())).toContain(
      `"valueUri":"${mock.baseUrl}/oauth2/token"`,
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

/**
 * The FHIR resources guide's conditional read with fhir-kit-client, run as printed against the
 * sandbox: the library throws on 304, and the sample turns that into "keep your copy", a 410 into
 * "drop it", and lets a 404 (a wrong base URL) through as an error.
 */
describe("the FHIR resources guide's conditional read with fhir-kit-client", () => {
  const guide = 'docs/guides/medication-module/fhir-resources/index.md';
  const run = promisify(execFile);
  let mock: { baseUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    mock = await startMockServer(0);
  }, 30_000);
  afterAll(async () => {
    await mock.close();
  });

  it('keeps the copy on 304, replaces it on 200, drops it on 410 and throws on 404', async () => {
    const block = fencedBlocksOfFile(guide).find(
      (candidate) =>
        candidate.language === 'js' && candidate.content.includes('function refreshWithFhirKit('),
    );
    expect(block, `${guide} shows no refreshWithFhirKit sample`).toBeDefined();
    const code = `${block?.content ?? ''}
const client = new Client({ baseUrl: process.env.FHIR_BASE, bearerToken: 'sandbox' });
const wrong = new Client({ baseUrl: process.env.FHIR_BASE + '/r4-test', bearerToken: 'sandbox' });
const copy = (id, etag) => ({ resource: { resourceType: 'MedicationRequest', id }, etag });
const current = copy('medreq-paracetamol-oral', 'W/"3"');
const results = [
  (await refreshWithFhirKit(client, current)) === current,
  (await refreshWithFhirKit(client, copy('medreq-paracetamol-oral', 'W/"2"')))?.etag,
  await refreshWithFhirKit(client, copy('medreq-paracetamol-duplicate', 'W/"1"')),
  await refreshWithFhirKit(wrong, current).then(() => 'kept going', (error) => error.response?.status),
];
console.log(JSON.stringify(results));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], {
      cwd: repoRoot,
      env: { ...process.env, FHIR_BASE: mock.baseUrl },
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual([true, 'W/"3"', null, 404]);
  });
});
