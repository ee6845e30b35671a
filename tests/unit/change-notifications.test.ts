import { describe, expect, it } from 'vitest';
import {
  isJsonObject,
  loadSpec,
  resolveRef,
  responseExamples,
  type JsonObject,
} from '@medication-module/api-description';

/**
 * The notifications the module posts (the OpenAPI callbacks) have the id-only shape of the
 * Subscriptions R5 Backport IG for R4: a history Bundle whose first and only entry is the
 * SubscriptionStatus (Parameters), with one notification-event per change, or none in a
 * heartbeat. FHIR R4's history rules hold (an entry whose request creates or updates a version
 * carries that version), and every resource a notification names is one the sandbox serves, so
 * a client can follow it up.
 */
const spec = loadSpec();
const base = spec.servers[0]?.url ?? '';
const notificationProfile =
  'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-notification-r4';
const statusProfile =
  'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-status-r4';

interface Notification {
  where: string;
  bundle: JsonObject;
}

function notifications(): Notification[] {
  return Object.entries(spec.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const callbacks = (operation as unknown as JsonObject).callbacks;
      if (!isJsonObject(callbacks)) return [];
      return Object.entries(callbacks).flatMap(([name, callback]) =>
        Object.entries(resolveRef(spec, callback) as JsonObject).flatMap(([url, pathItem]) =>
          Object.entries(pathItem as JsonObject).flatMap(([callbackMethod, callbackOperation]) => {
            const body = (callbackOperation as JsonObject).requestBody as JsonObject | undefined;
            const media = (body?.content as Record<string, JsonObject> | undefined)?.[
              'application/fhir+json'
            ];
            return Object.entries((media?.examples ?? {}) as Record<string, JsonObject>).map(
              ([exampleName, example]) => ({
                where: `${method.toUpperCase()} ${template} callback ${name} ${callbackMethod.toUpperCase()} ${url} ${exampleName}`,
                bundle: resolveRef(spec, example).value as JsonObject,
              }),
            );
          }),
        ),
      );
    }),
  );
}

const parameters = (owner: JsonObject, name: string): JsonObject[] =>
  ((owner.parameter ?? owner.part ?? []) as JsonObject[]).filter((p) => p.name === name);

const servedIds = new Set(
  Object.keys(spec.paths).flatMap((template) =>
    responseExamples(spec, template, '200').map(({ value }) => {
      const resource = value as JsonObject;
      return `${String(resource.resourceType)}/${String(resource.id)}`;
    }),
  ),
);
const resourceTypes = Object.keys(spec.paths).map((template) => template.split('/')[1]);

describe('change notifications (OpenAPI callbacks)', () => {
  const found = notifications();

  it('are described on every operation, with an event notification and a heartbeat', () => {
    const types = new Set(
      found.map(({ bundle }) => {
        const status = (bundle.entry as JsonObject[])[0]?.resource as JsonObject;
        return parameters(status, 'type')[0]?.valueCode;
      }),
    );
    expect([...types].sort()).toEqual(['event-notification', 'heartbeat']);
    const operationsWithNotifications = new Set(
      found.map(({ where }) => where.split(' callback')[0]),
    );
    expect(operationsWithNotifications.size).toBe(Object.keys(spec.paths).length);
  });

  it.each(found.map((n) => [n.where, n] as const))(
    '%s is an id-only Backport notification that follows the R4 history rules',
    (_, { bundle }) => {
      expect(bundle).toMatchObject({
        resourceType: 'Bundle',
        type: 'history',
        meta: { profile: [notificationProfile] },
      });
      const entries = bundle.entry as JsonObject[];
      // id-only: the changed resources are named, never included.
      expect(entries).toHaveLength(1);
      for (const entry of entries) {
        expect(entry.request, 'a history entry has a request (bdl-3)').toBeDefined();
        expect(entry.response, 'a history entry has a response (bdl-4)').toBeDefined();
        const method = (entry.request as JsonObject).method;
        if (method === 'POST' || method === 'PUT') expect(entry.resource).toBeDefined();
      }
      const status = entries[0]?.resource as JsonObject;
      expect(entries[0]?.fullUrl).toBe(`urn:uuid:${String(status.id)}`);
      expect(status).toMatchObject({
        resourceType: 'Parameters',
        meta: { profile: [statusProfile] },
      });
      for (const name of ['subscription', 'status', 'type']) {
        expect(parameters(status, name), name).toHaveLength(1);
      }
      expect(['event-notification', 'heartbeat']).toContain(
        parameters(status, 'type')[0]?.valueCode,
      );
      expect(parameters(status, 'events-since-subscription-start')).toHaveLength(1);
    },
  );

  it.each(found.map((n) => [n.where, n] as const))(
    '%s numbers its events without a gap and names resources the sandbox serves',
    (_, { bundle }) => {
      const status = (bundle.entry as JsonObject[])[0]?.resource as JsonObject;
      const events = parameters(status, 'notification-event');
      // A heartbeat names no event: it only says how many the registration has had.
      if (parameters(status, 'type')[0]?.valueCode === 'heartbeat') {
        expect(events).toEqual([]);
        return;
      }
      expect(events.length).toBeGreaterThan(0);
      const numbers = events.map((event) =>
        Number(parameters(event, 'event-number')[0]?.valueString),
      );
      numbers.forEach((number, index) => expect(number).toBe((numbers[0] ?? 0) + index));
      expect(String(numbers.at(-1))).toBe(
        parameters(status, 'events-since-subscription-start')[0]?.valueString,
      );
      for (const event of events) {
        expect(parameters(event, 'timestamp')).toHaveLength(1);
        const focus = (parameters(event, 'focus')[0]?.valueReference as JsonObject).reference;
        expect(String(focus).startsWith(`${base}/`), String(focus)).toBe(true);
        const [type, id] = String(focus)
          .slice(base.length + 1)
          .split('/');
        expect(resourceTypes).toContain(type);
        expect(servedIds, String(focus)).toContain(`${String(type)}/${String(id)}`);
      }
    },
  );
});
