import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMock } from './mock-server';
import { isJsonObject, loadSpec, responseExamples } from '@medication-module/api-description';

/** The sandbox behaves as the getting-started guide's "Local sandbox" section says. */
const spec = loadSpec();
let mock: RunningMock;

beforeAll(async () => {
  mock = await startMockServer(0);
});
afterAll(async () => {
  await mock.close();
});

const auth = { Authorization: 'Bearer sandbox', Accept: 'application/fhir+json' };
const get = (path: string, headers: Record<string, string> = auth): Promise<Response> =>
  fetch(`${mock.baseUrl}${path}`, { headers });

describe('local sandbox (npm run mock)', () => {
  it('listens on 127.0.0.1', () => {
    expect(mock.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each(
    Object.keys(spec.paths).flatMap((template) =>
      responseExamples(spec, template, '200').map(({ name, value }) => {
        const id = isJsonObject(value) ? String(value.id) : '';
        return [template.replace('{id}', id), name, value] as const;
      }),
    ),
  )(
    'answers GET %s with the example %s, its ETag and Last-Modified',
    async (path, _name, value) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
      expect(await response.json()).toEqual(value);
      const meta = isJsonObject(value) && isJsonObject(value.meta) ? value.meta : {};
      expect(response.headers.get('etag')).toBe(`W/"${String(meta.versionId)}"`);
      expect(response.headers.get('last-modified')).toBe(
        new Date(String(meta.lastUpdated)).toUTCString(),
      );
    },
  );

  it('answers 401 with the login OperationOutcome and WWW-Authenticate without a bearer token', async () => {
    const withoutBearer: Record<string, string>[] = [
      {},
      { Authorization: 'Basic dXNlcjpwYXNz' },
      { Authorization: 'Bearer' },
    ];
    for (const headers of withoutBearer) {
      const response = await get('/MedicationRequest/medreq-paracetamol-oral', headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="fhir"');
      expect(await response.json()).toMatchObject({ issue: [{ code: 'login' }] });
    }
  });

  it('accepts any bearer token', async () => {
    const response = await get('/ServiceRequest/servreq-premed-2291', {
      Authorization: 'Bearer any-token-at-all',
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 with the not-found OperationOutcome for unknown ids and paths', async () => {
    for (const path of [
      '/MedicationRequest/no-such-id',
      '/ServiceRequest/medreq-paracetamol-oral',
      '/Patient/pat-1042',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'not-found' }],
      });
    }
  });

  it('answers 406 for an Accept header without FHIR JSON, and accepts JSON and */*', async () => {
    const path = '/MedicationRequest/medreq-paracetamol-oral';
    const xml = await get(path, { ...auth, Accept: 'application/fhir+xml' });
    expect(xml.status).toBe(406);
    expect(await xml.json()).toMatchObject({ issue: [{ code: 'not-supported' }] });
    for (const accept of ['application/json', '*/*', 'text/html, application/fhir+json;q=0.9']) {
      expect((await get(path, { ...auth, Accept: accept })).status, accept).toBe(200);
    }
  });

  it('answers 304 without a body to a conditional read with the current ETag', async () => {
    const path = '/MedicationRequest/medreq-paracetamol-oral';
    const etag = (await get(path)).headers.get('etag') ?? '';
    const unchanged = await get(path, { ...auth, 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect((await get(path, { ...auth, 'If-None-Match': 'W/"1"' })).status).toBe(200);
  });

  it('answers GET /metadata with the CapabilityStatement as FHIR JSON, without a token', async () => {
    const response = await get('/metadata', { Accept: 'application/fhir+json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(await response.json()).toMatchObject({ resourceType: 'CapabilityStatement' });
    const post = await fetch(`${mock.baseUrl}/metadata`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
