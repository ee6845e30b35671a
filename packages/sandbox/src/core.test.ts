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
    // Every 403 says why (RFC 6750, 3); no scope is named, since a sandbox token does not say
    // whether the client holds patient/, user/ or system/ scopes.
    const forbidden = get(target, { authorization: 'Bearer sandbox-no-scope' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['WWW-Authenticate']).toMatch(
      /^Bearer realm="fhir", error="insufficient_scope", error_description="[^"]+"$/,
    );
    expect(forbidden.headers['WWW-Authenticate']).not.toContain('scope="');
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
    expect(bodyOf(get('/metadata'))).toEqual({
      ...data.metadata,
      implementation: expect.objectContaining({ url: data.sandboxBase }) as unknown,
    });
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
        expect(response.headers['Cache-Control']).toBe('no-store');
        if (response.status >= 400 && verb.toUpperCase() !== 'HEAD') {
          expect(bodyOf(response)).toMatchObject({ resourceType: 'OperationOutcome' });
          expect(response.headers['Content-Type']).toBe(fhirJson);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the contract on every address', () => {
  const read = `/MedicationRequest/${medicationRequests.exampleId}`;

  it('answers 404 to every path the API does not have, with or without a token, whatever the method', () => {
    for (const target of [
      '/Patient/pat-1042',
      '/Practitioner/prac-77',
      '/',
      '/MedicationRequest',
      '/MedicationRequest/medreq-paracetamol-oral/_history/3',
      '/Subscription/sandbox-feed',
      '/r4/MedicationRequest/medreq-paracetamol-oral',
    ]) {
      for (const [method, headers] of [
        ['GET', {}],
        ['GET', withToken],
        ['GET', { authorization: 'Bearer sandbox-no-scope' }],
        ['POST', withToken],
        ['DELETE', {}],
      ] as const) {
        const response = get(target, headers, method);
        expect(response.status, `${method} ${target}`).toBe(404);
        expect(bodyOf(response)).toMatchObject({ issue: [{ code: 'not-found' }] });
        expect(response.headers['WWW-Authenticate']).toBeUndefined();
      }
    }
  });

  it('answers 405 with Allow to every method but GET and HEAD on the addresses it has, token or not', () => {
    for (const target of [
      read,
      '/metadata',
      '/.well-known/smart-configuration',
      '/Subscription/sandbox-feed/$status',
    ]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const headers of [{}, withToken]) {
          const response = get(target, headers, method);
          expect(response.status, `${method} ${target}`).toBe(405);
          expect(response.headers.Allow).toBe('GET, HEAD, OPTIONS');
          expect(bodyOf(response)).toMatchObject({ issue: [{ code: 'not-supported' }] });
        }
      }
    }
  });

  it('sends Cache-Control: no-store on every answer, errors, 304 and discovery included', () => {
    const answers = [
      get(read, withToken),
      get(read, { ...withToken, 'if-none-match': '*' }),
      get(read),
      get(read, { authorization: 'Bearer sandbox-no-scope' }),
      get(read, { authorization: 'Bearer sandbox-throttled' }),
      get(read, { ...withToken, accept: 'application/fhir+xml' }),
      get('/MedicationRequest/no-such-id', withToken),
      get('/Patient/x'),
      get(read, withToken, 'POST'),
      get(`${read}?_summary=count`, withToken),
      get('//[', withToken),
      get('/metadata'),
      get('/.well-known/smart-configuration'),
      get('/Subscription/sandbox-feed/$status', withToken),
      get(read, withToken, 'OPTIONS'),
    ];
    for (const response of answers) {
      expect(response.headers['Cache-Control'], String(response.status)).toBe('no-store');
    }
  });

  it('answers 406 to a fhirVersion other than R4, on reads and on /metadata', () => {
    for (const target of [read, '/metadata']) {
      for (const accept of [
        'application/fhir+json; fhirVersion=3.0',
        'application/fhir+json; fhirVersion=5.0',
        'application/json; fhirVersion=1.0',
      ]) {
        expect(get(target, { ...withToken, accept }).status, `${target} ${accept}`).toBe(406);
      }
      expect(
        get(target, { ...withToken, accept: 'application/fhir+json; fhirVersion=4.0' }).status,
      ).toBe(200);
      expect(
        get(`${target}?_format=application/fhir%2Bjson%3BfhirVersion%3D5.0`, withToken).status,
      ).toBe(406);
      expect(get(target, { ...withToken, accept: 'text/json' }).status).toBe(200);
    }
  });
});

describe('the read parameters and headers', () => {
  const read = '/MedicationRequest/medreq-paracetamol-oral';
  const full = bodyOf(get(read, withToken)) as Record<string, unknown>;
  const subsetted = {
    system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
    code: 'SUBSETTED',
    display: 'subsetted',
  };
  const keysOf = (target: string, headers: SandboxRequest['headers'] = withToken): string[] =>
    Object.keys(bodyOf(get(target, headers)) as object);
  // What every subset keeps: the mandatory and modifier elements of a MedicationRequest.
  const always = [
    'resourceType',
    'id',
    'meta',
    'status',
    'intent',
    'medicationCodeableConcept',
    'subject',
  ];

  it('_summary=true keeps the summary elements, and tags the subset SUBSETTED', () => {
    const summary = bodyOf(get(`${read}?_summary=true`, withToken)) as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual([...always, 'authoredOn', 'requester']);
    expect((summary.meta as { tag: unknown[] }).tag).toEqual([subsetted]);
    expect(full).not.toHaveProperty('meta.tag');
  });

  it('_summary=text keeps the mandatory and modifier elements; data and false the whole', () => {
    expect(keysOf(`${read}?_summary=text`)).toEqual(always);
    expect(bodyOf(get(`${read}?_summary=data`, withToken))).toEqual(full);
    expect(bodyOf(get(`${read}?_summary=false`, withToken))).toEqual(full);
  });

  it('_elements keeps those named, and the mandatory and modifier elements', () => {
    expect(keysOf(`${read}?_elements=dosageInstruction,category`)).toEqual([
      'resourceType',
      'id',
      'meta',
      'status',
      'intent',
      'category',
      'medicationCodeableConcept',
      'subject',
      'dosageInstruction',
    ]);
    expect(keysOf(`${read}?_elements=noSuchElement`)).toContain('status');
    expect(
      get(`${read}?_elements=noSuchElement`, { ...withToken, prefer: 'handling=strict' }).status,
    ).toBe(400);
  });

  it('answers 400 to what a read cannot use', () => {
    for (const query of [
      '_summary=count',
      '_summary=maybe',
      '_pretty=yes',
      '_summary=true&_elements=status',
      '_summary=true&_summary=false',
    ]) {
      const response = get(`${read}?${query}`, withToken);
      expect(response.status, query).toBe(400);
      expect(bodyOf(response)).toMatchObject({ resourceType: 'OperationOutcome' });
    }
  });

  it('ignores parameters it does not know, unless Prefer: handling=strict, and Prefer: return', () => {
    expect(get(`${read}?_count=10&_=1741936365`, withToken).status).toBe(200);
    const strict = get(`${read}?_count=10`, { ...withToken, prefer: 'handling=strict' });
    expect(strict.status).toBe(400);
    expect(bodyOf(strict)).toMatchObject({ issue: [{ code: 'not-supported' }] });
    expect(
      get(`${read}?_count=10`, { ...withToken, prefer: 'return=minimal, handling=lenient' }).status,
    ).toBe(200);
    expect(bodyOf(get(read, { ...withToken, prefer: 'return=minimal' }))).toEqual(full);
  });

  it('_pretty=false answers compact JSON, the same resource', () => {
    const compact = get(`${read}?_pretty=false`, withToken);
    expect(compact.body).toBe(JSON.stringify(full));
    expect(get(`${read}?_pretty=true`, withToken).body).toBe(get(read, withToken).body);
  });

  it('If-Modified-Since answers 304 until a later version, and gives way to If-None-Match', () => {
    const lastModified = get(read, withToken).headers['Last-Modified'] ?? '';
    expect(get(read, { ...withToken, 'if-modified-since': lastModified }).status).toBe(304);
    expect(
      get(read, { ...withToken, 'if-modified-since': 'Thu, 13 Mar 2025 07:12:45 GMT' }).status,
    ).toBe(200);
    expect(get(read, { ...withToken, 'if-modified-since': 'not a date' }).status).toBe(200);
    expect(
      get(read, { ...withToken, 'if-modified-since': 'Fri, 01 Jan 9999 00:00:00 GMT' }).status,
    ).toBe(200);
    expect(
      get(read, { ...withToken, 'if-modified-since': lastModified, 'if-none-match': 'W/"1"' })
        .status,
    ).toBe(200);
  });
});

describe('/metadata and the feed registration', () => {
  it("names the sandbox, at the address the client used, as /metadata's implementation", () => {
    const statement = bodyOf(get('/metadata', { host: '127.0.0.1:4020' })) as {
      implementation: { url: string; description: string };
    };
    expect(statement.implementation.url).toBe('http://127.0.0.1:4020');
    expect(statement.implementation.description).toMatch(/sandbox/);
    expect(statement.implementation.url).not.toBe(data.productionBase);
  });

  const feed = `/Subscription/${data.feed.subscription}`;

  it('answers $status with the registration and the number of events generated', () => {
    const response = get(`${feed}/$status`, withToken);
    expect(response.status).toBe(200);
    const bundle = bodyOf(response) as {
      type: string;
      entry: {
        resource: { parameter: { name: string; valueCode?: string; valueString?: string }[] };
      }[];
    };
    expect(bundle.type).toBe('searchset');
    const parameter = (name: string) =>
      bundle.entry[0]?.resource.parameter.find((p) => p.name === name);
    expect(parameter('type')?.valueCode).toBe('query-status');
    expect(parameter('events-since-subscription-start')?.valueString).toBe(
      String(data.feed.events.length),
    );
    const before = bodyOf(
      get(`${feed}/$status`, { ...withToken, 'x-sandbox-time': '2025-03-13T17:00:00+01:00' }),
    ) as typeof bundle;
    const count = before.entry[0]?.resource.parameter.find(
      (p) => p.name === 'events-since-subscription-start',
    );
    expect(Number(count?.valueString)).toBeLessThan(data.feed.events.length);
  });

  it('answers $events with the events of the range, ends included', () => {
    const bundle = bodyOf(
      get(`${feed}/$events?eventsSinceNumber=3&eventsUntilNumber=4&content=id-only`, withToken),
    ) as JsonLike;
    expect(bundle.type).toBe('history');
    const events =
      bundle.entry[0]?.resource.parameter.filter((p) => p.name === 'notification-event') ?? [];
    expect(events.map((event) => event.part?.[0]?.valueString)).toEqual(['3', '4']);
    expect(get(`${feed}/$events?eventsSinceNumber=zero`, withToken).status).toBe(400);
    expect(get(`${feed}/$events`).status).toBe(401);
    expect(get('/Subscription/other/$status', withToken).status).toBe(404);
  });
});

type JsonLike = {
  type: string;
  entry: { resource: { parameter: { name: string; part?: { valueString?: string }[] }[] } }[];
};
