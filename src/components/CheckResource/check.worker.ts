import type { CheckRequest, CheckAnswer } from './worker-messages';
import { checkWithDefinitions } from './with-definitions';

/**
 * The checker, off the page's main thread: a 5,000-entry Bundle takes seconds, and the page must
 * stay responsive meanwhile. It receives the text as typed, pasted or dropped and answers with
 * the report; nothing leaves the browser. A check stops after its time limit, so a hostile paste
 * cannot hold the worker (and the checks queued behind it) for minutes.
 */
export const workerTimeLimitMs = 20_000;

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const answer: CheckAnswer = {
    id: event.data.id,
    report: await checkWithDefinitions(event.data.text, { timeLimitMs: workerTimeLimitMs }),
  };
  self.postMessage(answer);
};
