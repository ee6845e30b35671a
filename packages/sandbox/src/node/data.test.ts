import { describe, expect, it } from 'vitest';
import { loadSpec, type OpenApiDocument } from '@medication-module/api-description';
import { buildSandboxData } from './data';
import { callbackExamples } from './notifications';
import { readSandboxHistory } from '@medication-module/api-description';
import { answer } from '../core';

/**
 * What the sandbox takes from the description besides the examples: the headers whose value it
 * fixes, and the change notifications its callbacks describe (with the intro guide's history
 * Bundles until there are callbacks).
 */
const copy = (): OpenApiDocument => structuredClone(loadSpec());
const read = { authorization: 'Bearer sandbox' };

describe('sandbox data', () => {
  it('sends every response header whose value the description fixes', () => {
    const spec = copy();
    spec.components.headers.CacheControl = { schema: { type: 'string', enum: ['no-store'] } };
    const cacheControl = { $ref: '#/components/headers/CacheControl' };
    const notModified = spec.components.responses.NotModified;
    if (!notModified) throw new Error('No NotModified response');
    notModified.headers = { ...notModified.headers, 'Cache-Control': cacheControl };
    for (const item of Object.values(spec.paths)) {
      const ok = item.get?.responses['200'];
      if (ok) ok.headers = { ...ok.headers, 'Cache-Control': cacheControl };
    }
    const data = buildSandboxData(spec);
    for (const operation of data.operations) {
      const target = operation.template.replace('{id}', operation.exampleId);
      const full = answer(data, { method: 'GET', target, headers: read });
      expect(full.headers['Cache-Control']).toBe('no-store');
      const notModified = answer(data, {
        method: 'GET',
        target,
        headers: { ...read, 'if-none-match': full.headers.ETag },
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['Cache-Control']).toBe('no-store');
    }
  });

  it("notifies with the callbacks' example bodies, as written, when the description has callbacks", () => {
    const spec = copy();
    const example = {
      resourceType: 'Bundle',
      id: 'from-the-description',
      type: 'history',
      entry: [],
    };
    const callback = {
      '{$request.body#/endpoint}': {
        post: {
          requestBody: {
            content: { 'application/fhir+json': { examples: { one: { value: example } } } },
          },
          responses: { '204': { description: 'Received' } },
        },
      },
    };
    for (const item of Object.values(spec.paths)) {
      Object.assign(item.get ?? {}, { callbacks: { changeNotification: callback } });
    }
    expect(buildSandboxData(spec).notifications).toEqual([example]);
  });

  it('without callbacks, notifies with one history Bundle per stored change, naming it without content', () => {
    const spec = copy();
    for (const item of Object.values(spec.paths)) {
      if (item.get) delete (item.get as { callbacks?: unknown }).callbacks;
    }
    const data = buildSandboxData(spec);
    const versions = data.resources.flatMap((resource) => resource.versions);
    expect(data.notifications).toHaveLength(versions.length);
    const deletions = readSandboxHistory().deletions;
    for (const notification of data.notifications) {
      expect(notification).toMatchObject({ resourceType: 'Bundle', type: 'history' });
      const [entry, ...others] = notification.entry as {
        fullUrl?: string;
        request?: { method?: string };
      }[];
      expect(others).toEqual([]);
      expect(entry).not.toHaveProperty('resource');
      expect(entry?.fullUrl?.startsWith(`${data.productionBase}/`)).toBe(true);
      expect(['POST', 'PUT', 'DELETE']).toContain(entry?.request?.method);
    }
    const deleted = data.notifications.filter((notification) =>
      JSON.stringify(notification).includes('"DELETE"'),
    );
    expect(deleted).toHaveLength(deletions.length);
    const times = data.notifications.map((notification) =>
      Date.parse(String(notification.timestamp)),
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('notifies with what the description documents: its callback examples once it has some', () => {
    const spec = loadSpec();
    const described = callbackExamples(spec);
    const { notifications } = buildSandboxData(spec);
    if (described.length > 0) expect(notifications).toEqual(described);
    else expect(notifications.length).toBeGreaterThan(0);
  });
});
