import { describe, expect, it } from 'vitest';
import { loadSpec, type OpenApiDocument } from '@medication-module/api-description';
import { answer } from '../core';
import { notificationSequence } from '../feed';
import type { JsonObject } from '../types';
import { buildSandboxData } from './data';

/**
 * What the sandbox takes from the description and the R4 definitions besides the examples: the
 * headers whose value the description fixes, the elements `_summary` and `_elements` choose from,
 * and the feed: one event per stored change, and the notifications `--notify` posts.
 */
const copy = (): OpenApiDocument => structuredClone(loadSpec());
const read = { authorization: 'Bearer sandbox' };
const data = buildSandboxData();

const parameters = (owner: JsonObject, name: string): JsonObject[] =>
  ((owner.parameter ?? owner.part ?? []) as JsonObject[]).filter((p) => p.name === name);
const statusOf = (bundle: JsonObject): JsonObject =>
  ((bundle.entry as JsonObject[])[0]?.resource ?? {}) as JsonObject;
const eventNumbers = (bundle: JsonObject): number[] =>
  parameters(statusOf(bundle), 'notification-event').map((event) =>
    Number(parameters(event, 'event-number')[0]?.valueString),
  );

describe('sandbox data', () => {
  it('sends the headers the description fixes on every response, on every answer', () => {
    expect(data.everyAnswerHeaders).toEqual({ 'Cache-Control': 'no-store' });
    const spec = copy();
    spec.components.headers.CacheControl = { schema: { type: 'string', enum: ['private'] } };
    const changed = buildSandboxData(spec);
    for (const target of ['/metadata', '/Patient/pat-1042', '/.well-known/smart-configuration']) {
      expect(
        answer(changed, { method: 'GET', target, headers: read }).headers['Cache-Control'],
      ).toBe('private');
    }
    for (const operation of changed.operations) {
      const target = operation.template.replace('{id}', operation.exampleId);
      const full = answer(changed, { method: 'GET', target, headers: read });
      expect(full.headers['Cache-Control']).toBe('private');
      const notModified = answer(changed, {
        method: 'GET',
        target,
        headers: { ...read, 'if-none-match': full.headers.ETag },
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['Cache-Control']).toBe('private');
    }
  });

  it('knows the top-level elements of each served type from the R4 definitions', () => {
    const medicationRequest = data.elements.MedicationRequest;
    expect(medicationRequest?.names).toEqual(
      expect.arrayContaining([
        'medicationCodeableConcept',
        'medicationReference',
        'dosageInstruction',
      ]),
    );
    expect(medicationRequest?.summary).toContain('status');
    expect(medicationRequest?.summary).not.toContain('dosageInstruction');
    expect(medicationRequest?.mandatory).toEqual(
      expect.arrayContaining(['status', 'intent', 'subject', 'medicationCodeableConcept']),
    );
    expect(medicationRequest?.modifiers).toEqual(expect.arrayContaining(['status', 'intent']));
    expect(data.elements.ServiceRequest?.mandatory).toEqual(['status', 'intent', 'subject']);
  });
});

describe('the feed', () => {
  it('has one event per stored change, deletions included, numbered in the order they happened', () => {
    const changes = data.resources.flatMap((resource) =>
      resource.versions.map(
        (version) => `${resource.resourceType}/${resource.id}@${version.lastUpdated}`,
      ),
    );
    const events = data.feed.events;
    expect(events.map((event) => `${event.focus}@${event.timestamp}`).sort()).toEqual(
      changes.sort(),
    );
    expect(events.map((event) => event.number)).toEqual(events.map((_, index) => index + 1));
    const times = events.map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  const base = 'http://127.0.0.1:4321';
  const sequence = notificationSequence(data.feed, base);
  const events = sequence.filter(
    (bundle) => parameters(statusOf(bundle), 'type')[0]?.valueCode === 'event-notification',
  );

  it('posts every event at least once, in id-only Backport notifications for this address', () => {
    expect(events.flatMap(eventNumbers).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining(data.feed.events.map((event) => event.number)),
    );
    for (const bundle of sequence) {
      const entries = bundle.entry as JsonObject[];
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'history' });
      expect(entries).toHaveLength(1);
      expect(entries[0]).not.toHaveProperty('resource.resourceType', 'MedicationRequest');
      expect(entries[0]?.request).toEqual({
        method: 'GET',
        url: `${base}/Subscription/${data.feed.subscription}/$status`,
      });
      for (const event of parameters(statusOf(bundle), 'notification-event')) {
        const focus = String(
          (parameters(event, 'focus')[0]?.valueReference as JsonObject).reference,
        );
        expect(focus.startsWith(`${base}/`)).toBe(true);
      }
    }
  });

  it('says with each notification how many events were generated by then', () => {
    for (const bundle of events) {
      expect(parameters(statusOf(bundle), 'events-since-subscription-start')[0]?.valueString).toBe(
        String(Math.max(...eventNumbers(bundle))),
      );
    }
  });

  it('repeats one notification with its Bundle.id, delivers two out of order, and ends with a heartbeat', () => {
    const ids = events.map((bundle) => bundle.id);
    expect(ids.length - new Set(ids).size).toBe(1);
    const firsts = events.map((bundle) => Math.min(...eventNumbers(bundle)));
    expect(firsts.some((first, index) => index > 0 && first < (firsts[index - 1] ?? 0))).toBe(true);
    const last = sequence[sequence.length - 1] ?? {};
    expect(parameters(statusOf(last), 'type')[0]?.valueCode).toBe('heartbeat');
    expect(parameters(statusOf(last), 'notification-event')).toEqual([]);
    expect(parameters(statusOf(last), 'events-since-subscription-start')[0]?.valueString).toBe(
      String(data.feed.events.length),
    );
    const deleted = data.resources.filter((resource) =>
      resource.versions.some((version) => version.resource === undefined),
    );
    expect(deleted.length).toBeGreaterThan(0);
    const updated = data.resources.filter((resource) => resource.versions.length > 2);
    expect(updated.length).toBeGreaterThan(0);
  });

  it('offers the Check a resource tool each notification once, addressed to the documented sandbox', () => {
    const sent = notificationSequence(data.feed, data.sandboxBase);
    expect(data.notifications).toHaveLength(sent.length - 1);
    expect(new Set(data.notifications.map((bundle) => bundle.id)).size).toBe(
      data.notifications.length,
    );
    for (const notification of data.notifications) expect(sent).toContainEqual(notification);
  });
});
