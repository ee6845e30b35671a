/**
 * A bound on how long one check runs: the walk and the Bundle's entries ask between steps, so a
 * check that would run for minutes stops with a finding instead (the page's worker sets one; the
 * command line runs to the end). Module state, because a check is synchronous and runs one at a
 * time in its thread.
 */
let deadline = Number.POSITIVE_INFINITY;

export class TimeLimitReached extends Error {
  constructor(readonly limitMs: number) {
    super(`the check took longer than ${limitMs} ms`);
  }
}

let limit = 0;

export function withTimeLimit<T>(limitMs: number | undefined, run: () => T): T {
  const previous = { deadline, limit };
  deadline = limitMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + limitMs;
  limit = limitMs ?? 0;
  try {
    return run();
  } finally {
    ({ deadline, limit } = previous);
  }
}

/** Throws TimeLimitReached once the check's time is up. */
export function checkTimeLimit(): void {
  if (deadline !== Number.POSITIVE_INFINITY && Date.now() > deadline)
    throw new TimeLimitReached(limit);
}
