import type { FeedEvent, JsonObject, SandboxFeed } from './types';

/**
 * The notification feed as the sandbox plays it, in the shape of the Subscriptions R5 Backport IG
 * 1.1.0 for R4 (id-only): the notifications `--notify` posts, and the answers of the registration's
 * `$status` and `$events`. Every stored change of a sandbox resource (a new resource, a new
 * version, a deletion) is one event of the registration, numbered in the order they happened.
 */

const notificationProfile =
  'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-notification-r4';
const statusProfile =
  'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-status-r4';

/** A UUID (version 4 layout) made from a seed, so the same notification always has the same id. */
export function uuidFrom(seed: string): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((salt) => {
    let hash = salt >>> 0;
    for (let index = 0; index < seed.length; index += 1) {
      hash = Math.imul(hash ^ seed.charCodeAt(index), 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type NotificationType = 'event-notification' | 'heartbeat' | 'query-status' | 'query-event';

interface StatusOf {
  id: string;
  type: NotificationType;
  /** Events generated so far, delivered or not (a heartbeat is none). */
  eventsSinceStart: number;
  events: readonly FeedEvent[];
}

const subscriptionUrl = (feed: SandboxFeed, base: string): string =>
  `${base}/Subscription/${feed.subscription}`;

/** The SubscriptionStatus of the Backport IG for R4: a profiled Parameters resource. */
function statusParameters(feed: SandboxFeed, base: string, status: StatusOf): JsonObject {
  return {
    resourceType: 'Parameters',
    id: status.id,
    meta: { profile: [statusProfile] },
    parameter: [
      { name: 'subscription', valueReference: { reference: subscriptionUrl(feed, base) } },
      { name: 'status', valueCode: 'active' },
      { name: 'type', valueCode: status.type },
      { name: 'events-since-subscription-start', valueString: String(status.eventsSinceStart) },
      ...status.events.map((event): JsonObject => ({
        name: 'notification-event',
        part: [
          { name: 'event-number', valueString: String(event.number) },
          { name: 'timestamp', valueInstant: event.timestamp },
          { name: 'focus', valueReference: { reference: `${base}/${event.focus}` } },
        ] satisfies JsonObject[],
      })),
    ],
  };
}

/** A history Bundle whose one entry is the status: a notification, or the answer of $events. */
function historyBundle(
  feed: SandboxFeed,
  base: string,
  status: StatusOf,
  bundleId: string,
  timestamp: string,
): JsonObject {
  return {
    resourceType: 'Bundle',
    id: bundleId,
    meta: { profile: [notificationProfile] },
    type: 'history',
    timestamp,
    entry: [
      {
        fullUrl: `urn:uuid:${status.id}`,
        resource: statusParameters(feed, base, status),
        // A history entry needs a request and a response (bdl-3, bdl-4); the Backport IG fills
        // them as the $status request of the registration.
        request: { method: 'GET', url: `${subscriptionUrl(feed, base)}/$status` },
        response: { status: '200' },
      },
    ],
  };
}

/** The events generated up to a moment: those with a timestamp no later than it, or all. */
export function eventsUpTo(
  feed: SandboxFeed,
  isNoLater?: (timestamp: string) => boolean,
): FeedEvent[] {
  return isNoLater ? feed.events.filter((event) => isNoLater(event.timestamp)) : feed.events;
}

/** `GET [base]/Subscription/[id]/$status`: a searchset Bundle with the registration's status. */
export function statusAnswer(feed: SandboxFeed, base: string, generated: number): JsonObject {
  const id = uuidFrom(`status ${generated}`);
  return {
    resourceType: 'Bundle',
    id: uuidFrom(`status bundle ${generated}`),
    type: 'searchset',
    total: 1,
    entry: [
      {
        fullUrl: `urn:uuid:${id}`,
        resource: statusParameters(feed, base, {
          id,
          type: 'query-status',
          eventsSinceStart: generated,
          events: [],
        }),
        search: { mode: 'match' },
      },
    ],
  };
}

/** `GET [base]/Subscription/[id]/$events`: the events in the range, id-only, as a history Bundle. */
export function eventsAnswer(
  feed: SandboxFeed,
  base: string,
  generated: readonly FeedEvent[],
  since: number,
  until: number,
): JsonObject {
  const events = generated.filter((event) => event.number >= since && event.number <= until);
  const last = generated[generated.length - 1];
  const seed = `events ${since}-${until} of ${generated.length}`;
  return historyBundle(
    feed,
    base,
    { id: uuidFrom(seed), type: 'query-event', eventsSinceStart: generated.length, events },
    uuidFrom(`bundle ${seed}`),
    last?.timestamp ?? feed.start,
  );
}

/** An instant `seconds` later than a FHIR instant with a zone, in the same zone. */
function later(timestamp: string, seconds: number): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(
    timestamp,
  );
  if (!match) return timestamp;
  const [, local = '', zone = 'Z'] = match;
  const moved = new Date(Date.parse(`${local}Z`) + seconds * 1000).toISOString().slice(0, 19);
  return `${moved}${zone}`;
}

/**
 * What `--notify` posts, in the order it posts it: one notification per moment at which events
 * happened (events of the same instant share one, as when an order and its prescription are
 * signed together), then, as a receiving service must expect, a notification delivered a second
 * time (same Bundle.id), two delivered in the opposite order of their events, and a heartbeat.
 */
export function notificationSequence(feed: SandboxFeed, base: string): JsonObject[] {
  const moments: FeedEvent[][] = [];
  for (const event of feed.events) {
    const current = moments[moments.length - 1];
    if (current && current[0]?.timestamp === event.timestamp) current.push(event);
    else moments.push([event]);
  }
  const notifications = moments.map((events) => {
    const last = events[events.length - 1];
    const generated = last?.number ?? 0;
    const seed = `notification ${events.map((event) => event.number).join(',')}`;
    return historyBundle(
      feed,
      base,
      { id: uuidFrom(seed), type: 'event-notification', eventsSinceStart: generated, events },
      uuidFrom(`bundle ${seed}`),
      last?.timestamp ?? feed.start,
    );
  });
  const delivered = [...notifications];
  // Out of order: the two notifications in the middle swap places.
  const middle = Math.floor(delivered.length / 2);
  const [first, second] = [delivered[middle - 1], delivered[middle]];
  if (first && second) delivered.splice(middle - 1, 2, second, first);
  // At least once: the second notification arrives again, after the third.
  const repeated = notifications[1];
  if (repeated) delivered.splice(3, 0, repeated);
  const lastEvent = feed.events[feed.events.length - 1];
  const heartbeatAt = later(lastEvent?.timestamp ?? feed.start, feed.heartbeatSeconds);
  delivered.push(
    historyBundle(
      feed,
      base,
      {
        id: uuidFrom(`heartbeat ${feed.events.length}`),
        type: 'heartbeat',
        eventsSinceStart: feed.events.length,
        events: [],
      },
      uuidFrom(`heartbeat bundle ${feed.events.length}`),
      heartbeatAt,
    ),
  );
  return delivered;
}
