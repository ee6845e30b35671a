import { describe, expect, it } from 'vitest';
import { parseOpenApiFrontMatter } from '../openapi-front-matter';
import { generatedApiPages, parsedBoth } from '../../tests/support/generated-api-pages';
import { performanceLayer } from './index';
import { decodeOperation, encodeOperation } from '../openapi-front-matter/operation-api';
import {
  responsesForExplorer,
  withSlimExplorerResponses,
  type Responses,
} from './operation-front-matter';

const patient = { type: 'object', properties: { id: { type: 'string' } } };

const operation = {
  operationId: 'getThing',
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
  responses: {
    '200': {
      description: 'The thing',
      content: {
        'application/fhir+json': { schema: patient, examples: { one: { value: { id: 'a' } } } },
        'application/json': { schema: patient },
      },
    },
    '304': { description: 'Not modified' },
  },
  servers: [{ url: 'https://fhir.example.org/r4' }],
};

const slimResponses = {
  '200': {
    description: 'The thing',
    content: { 'application/fhir+json': {}, 'application/json': {} },
  },
  '304': { description: 'Not modified' },
};

describe('responsesForExplorer', () => {
  it('keeps status codes, descriptions and media type names, nothing else', () => {
    expect(responsesForExplorer(operation.responses)).toEqual(slimResponses);
  });
});

describe('withSlimExplorerResponses', () => {
  it('slims the compressed operation and leaves everything else as it was', () => {
    const frontMatter = { id: 'get-thing', api: encodeOperation(operation), hide_title: true };
    const result = withSlimExplorerResponses(frontMatter);
    expect(result).toEqual({ ...frontMatter, api: expect.any(String) as unknown });
    expect(decodeOperation(result.api as string)).toEqual({
      ...operation,
      responses: slimResponses,
    });
  });

  it('returns a new front matter and leaves its input alone', () => {
    const frontMatter = { api: encodeOperation(operation) };
    const before = structuredClone(frontMatter);
    expect(withSlimExplorerResponses(frontMatter)).not.toBe(frontMatter);
    expect(frontMatter).toEqual(before);
  });

  it('slims an operation written without compression (disableCompression)', () => {
    const frontMatter = { api: structuredClone(operation) };
    expect(withSlimExplorerResponses(frontMatter)).toEqual({
      api: { ...operation, responses: slimResponses },
    });
    expect(frontMatter.api).toEqual(operation);
  });

  it('leaves front matter without an operation, or an operation without responses, alone', () => {
    const { responses: _responses, ...withoutResponses } = operation;
    for (const frontMatter of [{ id: 'x' }, { api: encodeOperation(withoutResponses) }]) {
      expect(withSlimExplorerResponses(frontMatter)).toBe(frontMatter);
    }
  });
});

describe('the layer on the operation pages the OpenAPI plugin generates', () => {
  const hook = performanceLayer(true).parseFrontMatter(parseOpenApiFrontMatter);
  type Operation = { responses: Responses };

  it('slims the responses of each operation page and changes nothing else', async () => {
    for (const page of generatedApiPages('.api.mdx')) {
      // What the site's own hook hands on (plugins/openapi-front-matter), and the layer on top.
      const { hooked: plain } = await parsedBoth(parseOpenApiFrontMatter, page);
      const { hooked } = await parsedBoth(hook, page);
      expect(hooked.content, page).toBe(plain.content);
      const { api: fullApi, ...otherKeys } = plain.frontMatter;
      const { api: slimApi, ...hookedOtherKeys } = hooked.frontMatter;
      expect(hookedOtherKeys, page).toEqual(otherKeys);
      expect(typeof slimApi, page).toBe('string');
      const full = decodeOperation(fullApi as string) as Operation;
      const slim = decodeOperation(slimApi as string) as Operation;
      expect(Object.keys(full.responses).length, page).toBeGreaterThan(0);
      expect(slim, page).toEqual({ ...full, responses: responsesForExplorer(full.responses) });
      for (const response of Object.values(slim.responses)) {
        for (const media of Object.values(response.content ?? {})) expect(media, page).toEqual({});
      }
    }
  });

  it('leaves every other page as the site hook hands it on', async () => {
    for (const page of ['.info.mdx', '.tag.mdx', '.schema.mdx'].flatMap(generatedApiPages)) {
      const site = await parsedBoth(parseOpenApiFrontMatter, page);
      const layered = await parsedBoth(hook, page);
      expect(layered.hooked, page).toEqual(site.hooked);
    }
    const guide = `---\napi: ${encodeOperation(operation)}\n---\n\nA guide.\n`;
    const { plain, hooked } = await parsedBoth(hook, '/site/docs/guide.mdx', guide);
    expect(hooked).toEqual(plain);
  });
});
