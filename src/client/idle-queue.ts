/** What `requestIdleCallback` hands its callback; `setTimeout` stands in where it is missing. */
export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** Below this many milliseconds left in an idle period, the next job waits for another one. */
const minimumSliceMs = 4;

/**
 * Runs jobs one by one in the browser's idle periods, as many per period as fit, so that a
 * burst of small jobs never becomes one long task. Jobs run in the order they came.
 */
export function createIdleQueue(scheduleIdle: ScheduleIdle) {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  const work = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    let job = jobs.shift();
    while (job !== undefined) {
      job();
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
