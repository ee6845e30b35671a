import { describe, expect, it } from 'vitest';
import { createIdleQueue, sliceBudgetMs, type IdleDeadlineLike } from './idle-queue';

/** An idle scheduler the test drives by hand: each period offers `budget` jobs' worth of time. */
function fakeIdle() {
  const waiting: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (callback: (deadline: IdleDeadlineLike) => void) => void waiting.push(callback),
    get scheduled() {
      return waiting.length;
    },
    /** Runs the next idle period; the deadline reports enough time for `jobs` more jobs. */
    period(jobs: number, didTimeout = false) {
      let left = jobs;
      const callback = waiting.shift();
      if (!callback) throw new Error('No idle callback is scheduled.');
      callback({ didTimeout, timeRemaining: () => (left-- > 1 ? 10 : 0) });
    },
  };
}

describe('idle queue', () => {
  it('runs nothing until the browser is idle, then as many jobs as the period allows', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const ran: number[] = [];
    for (const job of [1, 2, 3, 4, 5]) queue.add(() => ran.push(job));
    expect(ran).toEqual([]);
    expect(idle.scheduled).toBe(1);

    idle.period(2);
    expect(ran).toEqual([1, 2]);
    expect(idle.scheduled).toBe(1);
    idle.period(2);
    idle.period(2);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(queue.pending).toBe(0);
    expect(idle.scheduled).toBe(0);
  });

  it('runs everything that waits once the time-out has passed', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const ran: string[] = [];
    for (const job of ['a', 'b', 'c']) queue.add(() => ran.push(job));
    idle.period(0, true);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs at least one job per period and schedules again for jobs added later', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const ran: string[] = [];
    queue.add(() => ran.push('first'));
    idle.period(0);
    expect(ran).toEqual(['first']);
    queue.add(() => ran.push('later'));
    expect(idle.scheduled).toBe(1);
    idle.period(1);
    expect(ran).toEqual(['first', 'later']);
  });
  it('hands the thread back after its time budget, however much idle time is left', () => {
    const idle = fakeIdle();
    let clock = 0;
    const queue = createIdleQueue(idle.schedule, () => clock);
    const jobMs = 3;
    const ran: number[] = [];
    for (let job = 1; job <= 10; job += 1) queue.add(() => ((clock += jobMs), ran.push(job)));
    const perSlice = Math.ceil(sliceBudgetMs / jobMs);

    idle.period(10);
    expect(ran).toHaveLength(perSlice);
    idle.period(0, true);
    expect(ran).toHaveLength(2 * perSlice);
    expect(idle.scheduled).toBe(1);
  });
});
