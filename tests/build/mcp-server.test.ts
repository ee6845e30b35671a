import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  getDefaultEnvironment,
  StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capabilityStatementUrl,
  loadSpec,
  responseExamples,
} from '@medication-module/api-description';
import { checkerData } from '@medication-module/fhir-checker/node';
import { checkResource } from '@medication-module/fhir-checker';
import { answer, scenarios } from '@medication-module/sandbox';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { maxPayloadBytes } from '@medication-module/mcp-server';
import vectors from '@medication-module/dosage-text/vectors.json';
import { openApiDownloadUrl } from '../../config/openapi-paths';
import { llmsTxtFile } from '../../plugins/llms-txt/files';
import {
  assertBuildExists,
  buildDir,
  builtRoutes,
  readBuiltFile,
} from '../../scripts/site-build/build-output';
import { fhirPackageUrl } from '../../plugins/integration-downloads/downloads';
import { markdownTwinPath } from '../../src/utils/markdown-twin';
import { bin, installedOffline, installTimeout } from '../support/offline-install';

/**
 * The MCP server as an integrator runs it: its tarball from the build installed offline into an
 * empty folder, its command started by the MCP SDK's own client over stdio, with every way Node
 * reaches the network made to throw and record the attempt (tests/support/no-network.mjs).
 */
const guard = path.resolve(__dirname, '../support/no-network.mjs');
let folder = '';
let networkLog = '';
let client: Client;
let transport: StdioClientTransport;
let serverErrors = '';
const answerTimes: Record<string, number[]> = {};

interface TextResult {
  isError?: boolean;
  text: string;
}

/** Calls a tool as an MCP client does; the SDK throws only when the protocol itself fails. */
async function call(name: string, args: Record<string, unknown>): Promise<TextResult> {
  const started = performance.now();
  const result = await client.callTool({ name, arguments: args });
  (answerTimes[name] ??= []).push(performance.now() - started);
  const content = result.content as { type: string; text?: string }[];
  return {
    isError: result.isError === true ? true : undefined,
    text: content.map((part) => part.text ?? '').join(''),
  };
}

const parsed = <T>(result: TextResult): T => {
  expect(result.isError, result.text).toBeUndefined();
  return JSON.parse(result.text) as T;
};

/** After a refused call the server still answers a good one. */
async function stillServing(): Promise<void> {
  const page = await call('get_page', { route: '/docs/intro' });
  expect(page.isError).toBeUndefined();
  expect(page.text).toBe(readBuiltFile(markdownTwinPath('/docs/intro')));
}

beforeAll(async () => {
  assertBuildExists();
  folder = await installedOffline('mcp-server');
  networkLog = path.join(folder, 'network-attempts.log');
  transport = new StdioClientTransport({
    command: bin(folder, 'medication-mcp'),
    cwd: folder,
    env: {
      ...getDefaultEnvironment(),
      NODE_OPTIONS: `--import=${pathToFileURL(guard).href}`,
      NO_NETWORK_LOG: networkLog,
    },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
  client = new Client({ name: 'docs-build-test', version: '1.0.0' });
  await client.connect(transport);
}, installTimeout);

afterAll(async () => {
  await client?.close();
  const lines = Object.entries(answerTimes).map(
    ([tool, times]) => `${tool}: ${times.map((time) => `${time.toFixed(1)} ms`).join(', ')}`,
  );
  // The answer times are figures for the report, not a check: the machine is shared.
  console.info(`MCP server answer times (first call includes loading):\n${lines.join('\n')}`);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the MCP server package', () => {
  it('the network guard records and refuses an attempt (so its silence below means something)', () => {
    const log = path.join(tmpdir(), `no-network-check-${process.pid}.log`);
    try {
      const result = execFileSync(
        process.execPath,
        [
          `--import=${pathToFileURL(guard).href}`,
          '-e',
          "for (const attempt of [() => fetch('http://127.0.0.1:9/'), () => require('node:net').connect(9, '127.0.0.1')]) { try { attempt() } catch (e) { console.log(e.message) } }",
        ],
        { env: { ...process.env, NO_NETWORK_LOG: log }, encoding: 'utf8' },
      );
      expect(result).toContain('may not use the network');
      expect(readFileSync(log, 'utf8').trim().split('\n').sort()).toEqual(['fetch', 'net.connect']);
    } finally {
      rmSync(log, { force: true });
    }
  });

  it('says it makes no network request, and lists its six tools with input schemas', async () => {
    expect(client.getInstructions()).toMatch(/no network request of any kind/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_resource',
      'get_operation',
      'get_page',
      'render_dosage',
      'sandbox_request',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
      expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
    }
  });

  it('search_docs answers "on-hold surgery" from the site\'s search index', async () => {
    const results = parsed<{ route: string; pageTitle: string; excerpt: string }[]>(
      await call('search_docs', { query: 'on-hold surgery' }),
    );
    expect(results.length).toBeGreaterThan(0);
    const routes = new Set(builtRoutes());
    for (const result of results) expect(routes).toContain(result.route.split('#')[0]);
    expect(results.some((result) => /on-hold/i.test(result.excerpt))).toBe(true);
    expect(results.some((result) => /surger/i.test(result.excerpt))).toBe(true);
  });

  it('get_page gives the Markdown twin of /docs/intro, by route, twin path or address', async () => {
    const twin = readBuiltFile(markdownTwinPath('/docs/intro'));
    expect((await call('get_page', { route: '/docs/intro' })).text).toBe(twin);
    expect((await call('get_page', { route: '/docs/intro.md' })).text).toBe(twin);
    expect((await call('get_page', { route: '/' })).text).toBe(readBuiltFile('index.md'));
  });

  it('get_operation gives the MedicationRequest read with its parameters and examples', async () => {
    const spec = loadSpec();
    const byId = parsed<{
      method: string;
      path: string;
      parameters: { name: string }[];
      responses: Record<
        string,
        { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }
      >;
      route?: string;
    }>(await call('get_operation', { operation: 'getMedicationRequestById' }));
    expect(byId.method).toBe('GET');
    expect(byId.path).toBe('/MedicationRequest/{id}');
    expect(byId.parameters.map((parameter) => parameter.name)).toContain('id');
    const examples = byId.responses['200']?.content?.['application/fhir+json']?.examples ?? {};
    expect(Object.values(examples).map((example) => example.value)).toEqual(
      responseExamples(spec, '/MedicationRequest/{id}', '200').map((example) => example.value),
    );
    expect(byId.route && builtRoutes()).toContain(byId.route);
    const byPath = await call('get_operation', { operation: 'GET /MedicationRequest/medreq-1' });
    expect(JSON.parse(byPath.text)).toEqual(byId);
  });

  it('render_dosage writes a test vector in Dutch', async () => {
    const vector = vectors.cases.find(
      (item) => item.valid && typeof item.sentences?.nl === 'string' && item.dosage.timing,
    );
    expect(vector).toBeDefined();
    const result = await call('render_dosage', {
      dosage: JSON.stringify(vector?.dosage),
      language: 'nl',
    });
    expect(result.isError).toBeUndefined();
    expect(result.text).toBe(vector?.sentences?.nl);
  });

  it('check_resource finds what is wrong in a broken example, as the checker does', async () => {
    const [oralTablet] = responseExamples(loadSpec(), '/MedicationRequest/{id}', '200');
    const broken = JSON.stringify({ ...(oralTablet?.value as object), status: 'paused' });
    const report = parsed<{ findings: { path: string; severity: string }[] }>(
      await call('check_resource', { resource: broken }),
    );
    expect(report.findings).toContainEqual(
      expect.objectContaining({ path: '$.status', severity: 'error' }),
    );
    expect(report).toEqual(JSON.parse(JSON.stringify(checkResource(broken, checkerData()))));
  });

  it('sandbox_request answers a read of a deleted prescription with 410, in process', async () => {
    const data = buildSandboxData();
    const operation = data.operations.find((item) => item.resourceType === 'MedicationRequest');
    const gone = operation && scenarios(data, operation).find((item) => item.status === 410);
    expect(gone?.scenario).toBeDefined();
    const request = gone?.scenario?.request;
    const target = `/MedicationRequest/${request?.id ?? ''}`;
    const headers = {
      authorization: `Bearer ${request?.token ?? ''}`,
      accept: request?.accept ?? '',
    };
    const result = parsed<{ status: number; headers: Record<string, string>; body: string }>(
      await call('sandbox_request', { method: 'GET', path: target, headers }),
    );
    expect(result.status).toBe(410);
    expect(result).toEqual(answer(data, { method: 'GET', target, headers }));
  });

  it('serves the OpenAPI description, the CapabilityStatement and llms.txt as resources', async () => {
    const { resources } = await client.listResources();
    const read = async (name: string): Promise<string> => {
      const resource = resources.find((item) => item.name === name);
      expect(resource, name).toBeDefined();
      const { contents } = await client.readResource({ uri: resource?.uri ?? '' });
      return (contents[0] as { text: string }).text;
    };
    expect(await read('openapi')).toBe(readBuiltFile(openApiDownloadUrl.slice(1)));
    expect(await read('capability-statement')).toBe(readBuiltFile(capabilityStatementUrl.slice(1)));
    expect(await read('llms-txt')).toBe(readBuiltFile(llmsTxtFile));
  });

  it('serves the FHIR package of the build as a resource, byte for byte', async () => {
    const { resources } = await client.listResources();
    const resource = resources.find((item) => item.uri === 'docs://fhir/package.tgz');
    expect(resource).toBeDefined();
    const { contents } = await client.readResource({ uri: resource?.uri ?? '' });
    const blob = Buffer.from((contents[0] as { blob: string }).blob, 'base64');
    expect(blob.equals(readFileSync(path.join(buildDir, fhirPackageUrl.slice(1))))).toBe(true);
  });

  it.each([
    ['an unknown tool', 'delete_docs', { route: '/docs/intro' }, /delete_docs not found/],
    ['a missing argument', 'get_page', {}, /Invalid arguments for tool get_page/],
    [
      'a wrong-typed argument',
      'search_docs',
      { query: 42 },
      /Invalid arguments for tool search_docs/,
    ],
    [
      'a payload over the cap',
      'check_resource',
      { resource: `{"resourceType":"MedicationRequest","note":"${'x'.repeat(maxPayloadBytes)}"}` },
      new RegExp(`larger than ${maxPayloadBytes} bytes`),
    ],
    [
      'an unknown route',
      'get_page',
      { route: '/docs/no-such-page' },
      /no page at \/docs\/no-such-page/,
    ],
    ['an unknown operation', 'get_operation', { operation: 'DELETE /Patient/1' }, /No operation/],
    ['a Dosage that is not JSON', 'render_dosage', { dosage: '{"timing":' }, /not JSON/],
    ['a path without /', 'sandbox_request', { path: 'MedicationRequest/x' }, /must start with \//],
  ])('refuses %s with an error result and keeps serving', async (_what, name, args, message) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(message);
    await stillServing();
  });

  it('never tried to reach the network, and wrote nothing to stderr', () => {
    expect(existsSync(networkLog) ? readFileSync(networkLog, 'utf8') : '').toBe('');
    expect(serverErrors).toBe('');
  });
});
