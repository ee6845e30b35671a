/**
 * Bounds on how long one check runs. The walk and the Bundle's entries ask between steps
 * (checkTimeLimit), so a check that would run for minutes stops with a finding instead; the
 * command line runs to the end. Module state, because a check is synchronous and runs one at a
 * time in its thread.
 */
export interface TimeLimits {
  /**
   * The whole check, in ms: for the page's own thread, where every millisecond of it freezes the
   * page, whatever the check is doing meanwhile.
   */
  timeLimitMs?: number;
  /**
   * The longest the check may go from one step to the next (one element, one Bundle entry), in
   * ms. It starts again at every step, so the bound follows the work, not the clock: a large
   * input that keeps moving finishes however busy the machine is, and a step that does not end
   * stops the check. What one step costs is bounded by the length caps before any regex.
   */
  stallLimitMs?: number;
}

export class TimeLimitReached extends Error {
  constructor(
    /** Which bound stopped the check. */
    readonly bound: keyof TimeLimits,
    readonly limitMs: number,
  ) {
    super(
      bound === 'timeLimitMs'
        ? `the check took longer than ${limitMs} ms`
        : `a step of the check took longer than ${limitMs} ms`,
    );
  }
}

interface Running {
  limits: TimeLimits;
  now: () => number;
  deadline: number;
  /** When the current step must have ended. */
  stepDeadline: number;
}

let running: Running | undefined;

/** Runs `run` within the limits; `now` is the clock (Date.now, or a test's). */
export function withTimeLimit<T>(
  limits: TimeLimits,
  run: () => T,
  now: () => number = Date.now,
): T {
  const previous = running;
  const { timeLimitMs, stallLimitMs } = limits;
  if (timeLimitMs === undefined && stallLimitMs === undefined) running = undefined;
  else {
    const start = now();
    running = {
      limits,
      now,
      deadline: start + (timeLimitMs ?? Number.POSITIVE_INFINITY),
      stepDeadline: start + (stallLimitMs ?? Number.POSITIVE_INFINITY),
    };
  }
  try {
    return run();
  } finally {
    running = previous;
  }
}

/**
 * Called at each step: throws TimeLimitReached once the check's time is up, or when the step
 * that just ended took longer than the stall limit; otherwise the next step's time starts.
 */
export function checkTimeLimit(): void {
  if (!running) return;
  const { limits, now, deadline, stepDeadline } = running;
  const time = now();
  if (time > deadline) throw new TimeLimitReached('timeLimitMs', limits.timeLimitMs ?? 0);
  if (time > stepDeadline) throw new TimeLimitReached('stallLimitMs', limits.stallLimitMs ?? 0);
  if (limits.stallLimitMs !== undefined) running.stepDeadline = time + limits.stallLimitMs;
}
