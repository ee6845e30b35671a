import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMock } from '@medication-module/sandbox/node';
import { isJsonObject, loadSpec, responseExamples } from '@medication-module/api-description';
import { readSandboxHistory, sandboxHistoryFile } from '@medication-module/api-description';
import { exampleFindings, formatFindings, loadR4StructureDefinitions } from '../support/fhir-check';

/**
 * packages/api-description/sandbox-history.json is a FHIR R4 history Bundle of the versions the sandbox serves
 * besides the API reference's examples: other versions of an example's id, which a client
 * replays with X-Sandbox-Time, and resources created and later deleted, which read as 410.
 */
const history = readSandboxHistory();
const examples = Object.keys(loadSpec().paths).flatMap((template) =>
  responseExamples(loadSpec(), template, '200').map(({ value }) => value),
);
const versionKey = (value: unknown): string => {
  const resource = isJsonObject(value) ? value : {};
  const meta = isJsonObject(resource.meta) ? resource.meta : {};
  return `${String(resource.resourceType)}/${String(resource.id)}@${String(meta.versionId)}`;
};
const deletedKeys = history.deletions.map(({ resourceType, id }) => `${resourceType}/${id}`);

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

describe('sandbox history (packages/api-description/sandbox-history.json)', () => {
  it('is a valid R4 history Bundle', () => {
    const bundle: unknown = JSON.parse(readFileSync(sandboxHistoryFile, 'utf8'));
    const problems = exampleFindings(bundle, 'Bundle');
    expect(problems, formatFindings(problems)).toEqual([]);
  });

  it.each(history.resources.map((resource) => [versionKey(resource), resource] as const))(
    '%s is another version of an example id, or of a resource deleted later',
    (_, resource) => {
      const sameId = examples.filter(
        (example) => isJsonObject(example) && example.id === resource.id,
      );
      const deleted = deletedKeys.includes(
        `${String(resource.resourceType)}/${String(resource.id)}`,
      );
      expect(sameId.length + (deleted ? 1 : 0)).toBe(1);
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

  it.each(
    history.deletions.map(
      (deletion) => [`${deletion.resourceType}/${deletion.id}`, deletion] as const,
    ),
  )(
    '%s reads as 410 Gone, and as its last version just before it was deleted',
    async (path, { lastModified }) => {
      const gone = await fetch(`${mock.baseUrl}/${path}`, {
        headers: { Authorization: 'Bearer sandbox' },
      });
      expect(gone.status).toBe(410);
      expect(await gone.json()).toMatchObject({ issue: [{ code: 'deleted' }] });
      const deletedAt = Date.parse(lastModified);
      const before = new Date(deletedAt - 1000).toISOString();
      expect((await readAt(`/${path}`, before)).status).toBe(200);
      expect((await readAt(`/${path}`, lastModified)).status).toBe(410);
    },
  );

  it('answers 404 before a resource existed and 400 for a moment that is no dateTime', async () => {
    expect(
      (await readAt('/MedicationRequest/medreq-enoxaparin-sc', '2025-03-10T08:00:00+01:00')).status,
    ).toBe(404);
    const invalid = await readAt('/MedicationRequest/medreq-enoxaparin-sc', 'yesterday');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ issue: [{ code: 'invalid' }] });
  });
});
