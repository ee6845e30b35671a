import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxHistory, startMockServer, type RunningMock } from '../../scripts/mock-server';
import { isJsonObject, loadSpec, responseExamples } from '../../scripts/openapi-spec';
import { exampleFindings, formatFindings, loadR4StructureDefinitions } from '../support/fhir-check';

/**
 * openapi/sandbox-history.json holds other versions of the sandbox's example resources, which the
 * sandbox answers when a client replays a moment with X-Sandbox-Time.
 */
const history = sandboxHistory();
const examples = Object.keys(loadSpec().paths).flatMap((template) =>
  responseExamples(loadSpec(), template, '200').map(({ value }) => value),
);
const versionKey = (value: unknown): string => {
  const resource = isJsonObject(value) ? value : {};
  const meta = isJsonObject(resource.meta) ? resource.meta : {};
  return `${String(resource.resourceType)}/${String(resource.id)}@${String(meta.versionId)}`;
};

let mock: RunningMock;
beforeAll(async () => {
  loadR4StructureDefinitions();
  mock = await startMockServer(0);
}, 120_000);
afterAll(async () => {
  await mock.close();
});

const readAt = (path: string, moment: string, headers: Record<string, string> = {}) =>
  fetch(`${mock.baseUrl}${path}`, {
    headers: { Authorization: 'Bearer sandbox', 'X-Sandbox-Time': moment, ...headers },
  });

describe('sandbox history (openapi/sandbox-history.json)', () => {
  it.each(history.map((resource) => [versionKey(resource), resource] as const))(
    '%s is valid R4, another version of an example id',
    (_, resource) => {
      const problems = exampleFindings(resource, String(resource.resourceType));
      expect(problems, formatFindings(problems)).toEqual([]);
      const sameId = examples.filter(
        (example) => isJsonObject(example) && example.id === resource.id,
      );
      expect(sameId).toHaveLength(1);
      expect(examples.map(versionKey)).not.toContain(versionKey(resource));
    },
  );

  it('replays the enoxaparin pause and resume, version by version', async () => {
    const path = '/MedicationRequest/medreq-enoxaparin-sc';
    const moments: [string, string, string][] = [
      ['2025-03-13T08:00:00+01:00', 'W/"3"', 'active'],
      ['2025-03-13T17:00:00+01:00', 'W/"4"', 'on-hold'],
      ['2025-03-15T08:00:00+01:00', 'W/"5"', 'active'],
    ];
    for (const [moment, etag, status] of moments) {
      const response = await readAt(path, moment);
      expect(response.headers.get('etag'), moment).toBe(etag);
      expect(((await response.json()) as { status: string }).status).toBe(status);
    }
    expect(
      (await readAt(path, '2025-03-13T17:00:00+01:00', { 'If-None-Match': 'W/"4"' })).status,
    ).toBe(304);
  });

  it('answers 404 before a resource existed and 400 for a moment that is no dateTime', async () => {
    expect(
      (await readAt('/MedicationRequest/medreq-enoxaparin-sc', '2025-03-10T08:00:00+01:00')).status,
    ).toBe(404);
    const invalid = await readAt('/MedicationRequest/medreq-enoxaparin-sc', 'yesterday');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ issue: [{ code: 'invalid' }] });
  });
});
