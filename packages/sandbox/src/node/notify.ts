import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { JsonObject } from '../types';

/**
 * Posts the feed's notifications to a client's endpoint the way the module's change feed does:
 * FHIR JSON, the endpoint's bearer token in `Authorization`, one after the other. The module
 * wants `2xx` within 10 seconds; the sandbox reports what each post got and does not retry.
 */

export const notificationTimeoutMs = 10_000;

export interface Delivery {
  /** The notification's `Bundle.id`. */
  id: string;
  /** The endpoint's status, or why there was none. */
  outcome: number | string;
}

function post(url: URL, token: string, body: string): Promise<number | string> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        timeout: notificationTimeoutMs,
        headers: {
          'Content-Type': 'application/fhir+json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          Authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 'no status'));
        response.once('error', (error) => resolve(error.message));
      },
    );
    outgoing.once('timeout', () => {
      outgoing.destroy();
      resolve(`no answer within ${notificationTimeoutMs / 1000} s`);
    });
    outgoing.once('error', (error) => resolve(error.message));
    outgoing.end(body);
  });
}

/** Where notifications may go: an http or https URL. */
export function notificationTarget(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export async function sendNotifications(
  notifications: readonly JsonObject[],
  url: URL,
  token: string,
  report: (delivery: Delivery) => void = () => undefined,
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const notification of notifications) {
    const body = `${JSON.stringify(notification, null, 2)}\n`;
    const delivery = { id: String(notification.id), outcome: await post(url, token, body) };
    report(delivery);
    deliveries.push(delivery);
  }
  return deliveries;
}
