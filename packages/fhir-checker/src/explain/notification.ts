import { guideLinks } from '../guide-links';
import type { ExplanationSection } from './types';
import { count, list, momentWords, obj, quoted, text } from './words';

const parametersNamed = (owner: Record<string, unknown>, name: string): Record<string, unknown>[] =>
  [...list(owner.parameter), ...list(owner.part)]
    .map(obj)
    .filter((item): item is Record<string, unknown> => item?.name === name);

const valueOf = (parameter: Record<string, unknown> | undefined): string | undefined =>
  text(parameter?.valueString) ??
  text(parameter?.valueCode) ??
  text(parameter?.valueInstant) ??
  text(obj(parameter?.valueReference)?.reference);

/** The SubscriptionStatus (a Parameters resource) of a notification: one line per change. */
export function subscriptionStatus(resource: Record<string, unknown>): ExplanationSection {
  const subscription = valueOf(parametersNamed(resource, 'subscription')[0]);
  const total = valueOf(parametersNamed(resource, 'events-since-subscription-start')[0]);
  const events = parametersNamed(resource, 'notification-event');
  const lines = [
    `The status of your registration${subscription ? ` ${quoted(subscription)}` : ''}: ${text(valueOf(parametersNamed(resource, 'status')[0])) ?? 'no status'}, ${count(events.length, 'change', 'changes')} in this notification${total ? `, ${total} since the registration started` : ''}.`,
    ...events.map((event) => {
      const number = valueOf(parametersNamed(event, 'event-number')[0]);
      const when = momentWords(valueOf(parametersNamed(event, 'timestamp')[0]));
      const focus = valueOf(parametersNamed(event, 'focus')[0]);
      const target =
        focus === undefined ? undefined : /([A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(focus);
      return `Event ${number ?? '?'}${when ? ` at ${when}` : ''}: ${target ? `${target[1]}/${target[2]} changed. Read it from the base URL in your configuration, never from the URL in the notification, with the ETag you hold in If-None-Match; 410 means it was deleted.` : 'no focus.'}`;
    }),
    'Event numbers count up by one per change; a gap means a notification you have not had yet, and the same notification can come twice (same Bundle id).',
  ];
  return { heading: 'Notification', path: '$.parameter', lines, guide: guideLinks.notifications };
}

export function bundleSection(resource: Record<string, unknown>): ExplanationSection {
  const type = text(resource.type) ?? '(no type)';
  const entries = list(resource.entry).length;
  const lines =
    type === 'history'
      ? [
          `A history Bundle with ${count(entries, 'entry', 'entries')}: the shape of the notification the module posts to your endpoint (id-only: it names the changed resources and carries none of their content). Answer 2xx first, then read.`,
        ]
      : [
          `A Bundle of type ${quoted(type)} with ${count(entries, 'entry', 'entries')}. The API answers no read with a Bundle; the module's one Bundle is the history Bundle of a notification.`,
        ];
  if (entries > 0) lines.push('Each entry is explained below.');
  return { heading: 'Bundle', path: '$', lines, guide: guideLinks.notifications };
}
