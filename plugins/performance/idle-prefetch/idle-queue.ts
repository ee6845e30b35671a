/** What `requestIdleCallback` hands its callback; `setTimeout` stands in where it is missing. */
export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** Below this many milliseconds left in an idle period, the next job waits for another one. */
const minimumSliceMs = 4;

/**
 * The most time one idle callback spends on jobs. An idle period may offer up to 50 ms,
 * but a tap that arrives during the callback waits for it to end; on a phone a few
 * prefetches already take that long, so the queue hands the thread back sooner.
 */
export const sliceBudgetMs = 8;

export type Clock = () => number;

/**
 * Runs jobs one by one in the browser's idle periods, as many per period as fit in the
 * period and in `sliceBudgetMs`, so that a burst of small jobs never becomes one long task,
 * not even once the idle callback's time-out has passed. Jobs run in the order they came.
 */
export function createIdleQueue(scheduleIdle: ScheduleIdle, now: Clock = () => performance.now()) {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  const work = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    const sliceEnd = now() + sliceBudgetMs;
    let job = jobs.shift();
    while (job !== undefined) {
      job();
      if (now() >= sliceEnd) break;
      if (!deadline.didTimeout && deadline.timeRemaining() < minimumSliceMs) break;
      job = jobs.shift();
    }
    if (jobs.length > 0) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(work);
  };

  return {
    add(job: () => void): void {
      jobs.push(job);
      schedule();
    },
    get pending(): number {
      return jobs.length;
    },
  };
}

/** `requestIdleCallback` with a time-out, or a short timer in browsers without it (Safari). */
export const browserIdle: ScheduleIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 2000 });
  } else {
    window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), 50);
  }
};
