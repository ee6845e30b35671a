import { describe, expect, it } from 'vitest';
import { parseOpenApiFrontMatter } from '../openapi-front-matter';
import { generatedApiPages, parsedBoth } from '../../tests/support/generated-api-pages';
import { performanceLayer } from './index';
import { decodeOperation, encodeOperation } from '../openapi-front-matter/operation-api';
import {
  responsesForExplorer,
  withExplorerOperation,
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
  callbacks: {
    changed: { '{$request.body#/url}': { post: { responses: { '200': { description: 'OK' } } } } },
  },
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

describe('withExplorerOperation', () => {
  const forExplorer = (({ callbacks: _callbacks, ...rest }) => ({
    ...rest,
    responses: slimResponses,
  }))(operation);

  it('writes the compressed operation as a plain object, slimmed, and leaves the rest alone', () => {
    const frontMatter = { id: 'get-thing', api: encodeOperation(operation), hide_title: true };
    expect(withExplorerOperation(frontMatter)).toEqual({ ...frontMatter, api: forExplorer });
  });

  it('returns a new front matter and leaves its input alone', () => {
    const frontMatter = { api: structuredClone(operation) };
    expect(withExplorerOperation(frontMatter)).not.toBe(frontMatter);
    expect(frontMatter.api).toEqual(operation);
  });

  it('slims an operation written without compression (disableCompression)', () => {
    expect(withExplorerOperation({ api: structuredClone(operation) })).toEqual({
      api: forExplorer,
    });
  });

  it('leaves front matter without an operation alone', () => {
    const frontMatter = { id: 'x' };
    expect(withExplorerOperation(frontMatter)).toBe(frontMatter);
  });

  it('keeps an operation without responses as it is, callbacks aside', () => {
    const { responses: _responses, callbacks: _callbacks, ...bare } = operation;
    expect(withExplorerOperation({ api: encodeOperation({ ...bare }) })).toEqual({ api: bare });
  });
});

describe('the layer on the operation pages the OpenAPI plugin generates', () => {
  const hook = performanceLayer(true).parseFrontMatter(parseOpenApiFrontMatter);
  type Operation = { responses: Responses; callbacks?: unknown };

  it("gives each operation page the explorer's operation and changes nothing else", async () => {
    for (const page of generatedApiPages('.api.mdx')) {
      // What the site's own hook hands on (plugins/openapi-front-matter), and the layer on top.
      const { hooked: plain } = await parsedBoth(parseOpenApiFrontMatter, page);
      const { hooked } = await parsedBoth(hook, page);
      expect(hooked.content, page).toBe(plain.content);
      const { api: fullApi, ...otherKeys } = plain.frontMatter;
      const { api: slimApi, ...hookedOtherKeys } = hooked.frontMatter;
      expect(hookedOtherKeys, page).toEqual(otherKeys);
      // A plain object, which the theme's ApiItem reads without inflating it.
      expect(typeof slimApi, page).toBe('object');
      const full = decodeOperation(fullApi as string) as Operation;
      const slim = slimApi as Operation;
      expect(Object.keys(full.responses).length, page).toBeGreaterThan(0);
      const { callbacks: _callbacks, ...withoutCallbacks } = full;
      expect(slim, page).toEqual({
        ...withoutCallbacks,
        responses: responsesForExplorer(full.responses),
      });
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
