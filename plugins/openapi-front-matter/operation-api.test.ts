import { describe, expect, it } from 'vitest';
import {
  decodeOperation,
  encodeOperation,
  responsesForExplorer,
  withSlimExplorerResponses,
} from './operation-api';

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
