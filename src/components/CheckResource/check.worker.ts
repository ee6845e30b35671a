import loaders from '@medication-check/definitions';
import { answerParts, type CheckRequest } from './worker-messages';
import { checkerLoading } from './with-definitions';

/**
 * The checker, off the page's main thread: a 5,000-entry Bundle takes seconds, and the page must
 * stay responsive meanwhile. It receives the text as typed, pasted or dropped and answers with
 * the report; nothing leaves the browser. A check stops at a step that takes longer than this, so
 * a hostile paste cannot hold the worker (and the checks queued behind it) for minutes. The bound
 * is on each step, not on the whole check: with a limit on the whole, a 5,500-entry Bundle on a
 * very busy machine was cut off at 20 s with a one-finding report, although it was making steady
 * progress.
 */
export const workerStallLimitMs = 20_000;

/** Each resource definition is a chunk of the worker's own, loaded when a check meets its type. */
const check = checkerLoading(async (type) => {
  const load = Object.hasOwn(loaders, type) ? loaders[type] : undefined;
  return load ? (await load()).default : undefined;
});

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const report = await check(event.data.text, { stallLimitMs: workerStallLimitMs });
  for (const part of answerParts(event.data.id, report)) self.postMessage(part);
};
