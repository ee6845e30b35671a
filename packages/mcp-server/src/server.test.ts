import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { renderDosageText } from '@medication-module/dosage-text';
import { checkResource } from '@medication-module/fhir-checker';
import { checkerData } from '@medication-module/fhir-checker/node';
import { answer } from '@medication-module/sandbox';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { createDocsServer, findOperation, maxPayloadBytes, pageRoute } from './server';
import type { DocsData, DocsOperation } from './types';

const siteUrl = 'https://docs.example.org';

describe('pageRoute', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro.md', '/docs/intro'],
    ['docs/intro', '/docs/intro'],
    [`${siteUrl}/docs/intro#scope`, '/docs/intro'],
    ['/index.md', '/'],
    ['/', '/'],
    ['/docs/api/index.md', '/docs/api'],
  ])('reads %s as %s', (input, route) => expect(pageRoute(input, siteUrl)).toBe(route));
});

describe('findOperation', () => {
  const operations: DocsOperation[] = [
    { operationId: 'getThing', method: 'GET', path: '/Thing/{id}', parameters: [], responses: {} },
    {
      operationId: 'getThingHistory',
      method: 'GET',
      path: '/Thing/{id}/_history',
      parameters: [],
      responses: {},
    },
  ];
  it('finds by operationId in any case, and by method and a concrete or templated path', () => {
    expect(findOperation(operations, 'GETTHING')?.operationId).toBe('getThing');
    expect(findOperation(operations, 'get /Thing/abc')?.operationId).toBe('getThing');
    expect(findOperation(operations, 'GET /Thing/{id}')?.operationId).toBe('getThing');
    expect(findOperation(operations, 'GET /Thing/abc/_history')?.operationId).toBe(
      'getThingHistory',
    );
  });
  it('finds nothing for another method, path or a regular expression in the path', () => {
    expect(findOperation(operations, 'POST /Thing/abc')).toBeUndefined();
    expect(findOperation(operations, 'GET /Thing/a/b')).toBeUndefined();
    expect(findOperation(operations, 'GET /Thing/.*')).toBeDefined();
    expect(findOperation(operations, 'GET /Other/.*')).toBeUndefined();
  });
});

describe('createDocsServer', () => {
  const data: DocsData = {
    siteUrl,
    pages: new Map([['/docs/intro', '# Intro\n']]),
    operations: [],
    openApi: 'openapi: 3.0.3\n',
    capabilityStatement: '{}',
    llmsTxt: '# Docs\n',
  };
  const sandboxData = buildSandboxData();

  async function connected(): Promise<Client> {
    const server = createDocsServer(
      data,
      {
        search: () => [],
        renderDosageText,
        checkResource: (input) => checkResource(input, checkerData()),
        sandbox: (request) => answer(sandboxData, request),
      },
      '0.0.0',
    );
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'unit', version: '0.0.0' });
    await client.connect(clientSide);
    return client;
  }

  it('refuses a payload one byte over the cap, counted in UTF-8, and takes one at the cap', async () => {
    const client = await connected();
    const wrap = (fill: string): string => `"${fill}"`;
    // "é" is two bytes: a string of half the cap in characters is at the cap in bytes.
    const atCap = wrap('é'.repeat((maxPayloadBytes - 2) / 2));
    const over = wrap(`${'é'.repeat((maxPayloadBytes - 2) / 2)}x`);
    const accepted = await client.callTool({ name: 'render_dosage', arguments: { dosage: atCap } });
    expect((accepted.content as { text: string }[])[0]?.text).not.toMatch(/larger than/);
    const refused = await client.callTool({ name: 'render_dosage', arguments: { dosage: over } });
    expect(refused.isError).toBe(true);
    expect((refused.content as { text: string }[])[0]?.text).toMatch(/larger than 1048576 bytes/);
    await client.close();
  });

  it('says a search found nothing, not an error', async () => {
    const client = await connected();
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'zzz' } });
    expect(result.isError).toBeFalsy();
    expect((result.content as { text: string }[])[0]?.text).toBe(
      'Nothing in the docs matches "zzz".',
    );
    await client.close();
  });
});
