import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSpec, responseExamples } from '@medication-module/api-description';
import { buildSandboxData } from './node/data';
import { answer, maxHeaderBytes, maxTargetLength } from './core';
import { scenarios } from './scenarios';
import type { SandboxRequest, SandboxResponse } from './types';

/** Any UTF-16 text, lone surrogates and control characters included (cheaper than unit 'binary'). */
const anyText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/**
 * The sandbox core (packages/sandbox/src/core.ts) as every transport runs it: each status the description
 * documents can be produced, with the documented body; discovery, the format rule and bad input.
 */
const spec = loadSpec();
const data = buildSandboxData(spec);
const [medicationRequests] = data.operations;
if (!medicationRequests) throw new Error('No operations');

const get = (target: string, headers: SandboxRequest['headers'] = {}, method = 'GET') =>
  answer(data, { method, target, headers });
const withToken = { authorization: 'Bearer sandbox' };
const bodyOf = (response: SandboxResponse): unknown => JSON.parse(response.body);
const fhirJson = 'application/fhir+json; charset=utf-8';

describe('every documented answer', () => {
  const cases = data.operations.flatMap((operation) =>
    scenarios(data, operation).map(({ status, scenario }) => ({ operation, status, scenario })),
  );

  it.each(cases.map((c) => [`${c.operation.template} ${c.status}`, c] as const))(
    '%s has a request that produces it, with the documented body',
    (_, { operation, status, scenario }) => {
      expect(scenario, `no way to produce ${status}`).toBeDefined();
      if (!scenario) return;
      const { id, token, accept, ifNoneMatch } = scenario.request;
      const response = get(operation.template.replace('{id}', encodeURIComponent(id)), {
        authorization: `Bearer ${token}`,
        accept,
        ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
      });
      expect(response.status).toBe(status);
      if (status >= 400) {
        const [documented] = responseExamples(spec, operation.template, String(status));
        expect(bodyOf(response)).toEqual(documented?.value);
        expect(response.headers['Content-Type']).toBe(fhirJson);
      }
      if (status === 200) {
        expect(response.headers.ETag).toMatch(/^W\/"[^"]+"$/);
        expect(response.headers['Last-Modified']).toMatch(/ GMT$/);
      }
      if (status === 304) expect(response.body).toBe('');
    },
  );

  it('says why a token fails, as RFC 6750 does, and when to retry', () => {
    const target = `/MedicationRequest/${medicationRequests.exampleId}`;
    expect(get(target).headers['WWW-Authenticate']).toBe('Bearer realm="fhir"');
    expect(get(target, { authorization: 'Basic dXNlcjpwYXNz' }).status).toBe(401);
    expect(
      get(target, { authorization: 'Bearer sandbox-expired' }).headers['WWW-Authenticate'],
    ).toBe(
      'Bearer realm="fhir", error="invalid_token", error_description="The access token expired"',
    );
    expect(
      get(target, { authorization: 'Bearer sandbox-no-scope' }).headers['WWW-Authenticate'],
    ).toBe(`Bearer realm="fhir", error="insufficient_scope", scope="${medicationRequests.scope}"`);
    expect(
      get(target, { authorization: 'Bearer sandbox-throttled' }).headers['Retry-After'],
    ).toMatch(/^\d+$/);
  });

  it('answers a conditional read weakly, and to a list of tags', () => {
    const target = '/MedicationRequest/medreq-enoxaparin-sc';
    for (const tag of ['W/"4"', '"4"', 'W/"1", W/"4"', '*']) {
      expect(get(target, { ...withToken, 'if-none-match': tag }).status, tag).toBe(304);
    }
    expect(get(target, { ...withToken, 'if-none-match': 'W/"3", "5"' }).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', () => {
    const target = `/MedicationRequest/${medicationRequests.exampleId}`;
    const head = get(target, withToken, 'HEAD');
    expect(head.body).toBe('');
    expect(head.headers).toEqual(get(target, withToken).headers);
  });
});

describe('discovery and the format rule', () => {
  it('serves the SMART configuration as JSON whatever Accept and _format say', () => {
    for (const [target, accept] of [
      ['/.well-known/smart-configuration', 'application/fhir+xml'],
      ['/.well-known/smart-configuration', 'text/html'],
      ['/.well-known/smart-configuration?_format=xml', undefined],
    ] as const) {
      const response = get(target, accept === undefined ? {} : { accept });
      expect(response.status).toBe(200);
      expect(response.headers['Content-Type']).toBe('application/json; charset=utf-8');
      expect(bodyOf(response)).toEqual(data.smartConfiguration);
    }
  });

  it('serves /metadata without a token, and applies the format rule to it', () => {
    expect(bodyOf(get('/metadata'))).toEqual(data.metadata);
    expect(get('/metadata').headers['Content-Type']).toBe(fhirJson);
    expect(get('/metadata', { accept: 'application/fhir+xml' }).status).toBe(406);
    expect(get('/metadata?_format=xml', { accept: 'application/json' }).status).toBe(406);
    expect(get('/metadata?_format=json', { accept: 'application/fhir+xml' }).status).toBe(200);
    expect(get('/metadata', {}, 'POST').status).toBe(405);
  });

  it('lets _format override Accept on reads', () => {
    const target = `/MedicationRequest/${medicationRequests.exampleId}`;
    const accept = { ...withToken, accept: 'application/fhir+xml' };
    expect(get(target, accept).status).toBe(406);
    expect(get(`${target}?_format=application/fhir%2Bjson`, accept).status).toBe(200);
    expect(get(`${target}?_format=application/fhir+json`, accept).status).toBe(200);
    expect(get(`${target}?_format=html`, withToken).status).toBe(406);
  });
});

describe('bad input', () => {
  it.each([
    '//[',
    '/MedicationRequest/%E0%A4%A',
    '/MedicationRequest/%zz',
    'MedicationRequest',
    '/a b',
  ])('answers 400 with an OperationOutcome to the target %j, with or without a token', (target) => {
    for (const headers of [{}, withToken]) {
      const response = get(target, headers);
      expect(response.status).toBe(400);
      expect(bodyOf(response)).toMatchObject({ issue: [{ code: 'invalid' }] });
    }
  });

  it('answers 414 to a path of 10,000 characters and 431 to 1 MB of headers', () => {
    const long = `/MedicationRequest/${'a'.repeat(10_000)}`;
    expect(long.length).toBeGreaterThan(maxTargetLength);
    expect(get(long, withToken).status).toBe(414);
    const huge = { ...withToken, 'x-padding': 'x'.repeat(1024 * 1024) };
    expect(1024 * 1024).toBeGreaterThan(maxHeaderBytes);
    const answered = get('/metadata', huge);
    expect(answered.status).toBe(431);
    expect(bodyOf(answered)).toMatchObject({ issue: [{ code: 'too-long' }] });
  });

  it('answers 404 to an id outside the documented pattern, percent-encoded as samples send it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (id) => {
        const known = data.resources.some((resource) => resource.id === id);
        const response = get(`/MedicationRequest/${encodeURIComponent(id)}`, withToken);
        expect(response.status).toBe(known ? 200 : 404);
      }),
    );
  });

  it('answers any request without throwing, with an OperationOutcome for every error', () => {
    const header = fc.tuple(
      fc.constantFrom('accept', 'authorization', 'if-none-match', 'x-sandbox-time', 'x-other'),
      fc.oneof(
        anyText(40),
        fc.constantFrom(
          'Bearer sandbox',
          'Bearer sandbox-expired',
          '*/*',
          'W/"3"',
          '2025-03-13T17:00:00Z',
        ),
      ),
    );
    const target = fc.oneof(
      anyText(60),
      fc
        .tuple(
          fc.constantFrom(
            '/MedicationRequest/',
            '/ServiceRequest/',
            '/metadata',
            '/.well-known/smart-configuration',
            '/',
          ),
          fc.string({ maxLength: 30 }),
        )
        .map(([start, rest]) => start + rest),
    );
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'get', '');
    fc.assert(
      fc.property(method, target, fc.array(header, { maxLength: 4 }), (verb, path, headers) => {
        const response = answer(data, {
          method: verb,
          target: path,
          headers: Object.fromEntries(headers),
        });
        expect([200, 204, 304, 400, 401, 403, 404, 405, 406, 410, 414, 429, 431]).toContain(
          response.status,
        );
        if (response.status >= 400 && verb.toUpperCase() !== 'HEAD') {
          expect(bodyOf(response)).toMatchObject({ resourceType: 'OperationOutcome' });
          expect(response.headers['Content-Type']).toBe(fhirJson);
        }
      }),
      { numRuns: 300 },
    );
  });
});
