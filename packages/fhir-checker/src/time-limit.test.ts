import { describe, expect, it } from 'vitest';
import { checkTimeLimit, TimeLimitReached, withTimeLimit } from './time-limit';

/** A clock the test moves by hand. */
function handClock(): { now: () => number; pass: (ms: number) => void } {
  let time = 1_000_000;
  return { now: () => time, pass: (ms) => (time += ms) };
}

/** Runs steps of the given lengths (ms), each ended by the check's call; answers how many ran. */
function steps(lengths: number[], clock: ReturnType<typeof handClock>): () => number {
  return () => {
    let done = 0;
    for (const length of lengths) {
      clock.pass(length);
      checkTimeLimit();
      done++;
    }
    return done;
  };
}

const stopped = (run: () => unknown): TimeLimitReached | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof TimeLimitReached) return error;
    throw error;
  }
  return undefined;
};

describe('the time limits of a check', () => {
  it('a stall limit starts again at each step: a long run of short steps finishes', () => {
    const clock = handClock();
    // 500 steps of 1.5 s: 750 s in all, no step near the 20 s limit.
    const run = steps(Array<number>(500).fill(1500), clock);
    expect(withTimeLimit({ stallLimitMs: 20_000 }, run, clock.now)).toBe(500);
  });

  it('a stall limit stops at the first step that takes longer, however short the check before it', () => {
    const clock = handClock();
    const error = stopped(() =>
      withTimeLimit({ stallLimitMs: 20_000 }, steps([10, 10, 20_001, 10], clock), clock.now),
    );
    expect(error).toMatchObject({ bound: 'stallLimitMs', limitMs: 20_000 });
  });

  it('a step exactly as long as the limit is within it', () => {
    const clock = handClock();
    expect(withTimeLimit({ stallLimitMs: 100 }, steps([100, 100], clock), clock.now)).toBe(2);
  });

  it('a limit on the whole check stops a run of short steps once their sum passes it', () => {
    const clock = handClock();
    const error = stopped(() =>
      withTimeLimit({ timeLimitMs: 2000 }, steps(Array<number>(500).fill(10), clock), clock.now),
    );
    expect(error).toMatchObject({ bound: 'timeLimitMs', limitMs: 2000 });
    expect(clock.now()).toBe(1_000_000 + 2010);
  });

  it('without limits reads no clock, and restores the limits of an enclosing check', () => {
    const clock = handClock();
    let reads = 0;
    const counted = (): number => {
      reads++;
      return clock.now();
    };
    expect(withTimeLimit({}, steps([60_000, 60_000], clock), counted)).toBe(2);
    expect(reads).toBe(0);
    const error = stopped(() =>
      withTimeLimit(
        { stallLimitMs: 50 },
        () => {
          withTimeLimit({}, steps([1000], clock), clock.now);
          steps([51], clock)();
        },
        clock.now,
      ),
    );
    expect(error?.bound).toBe('stallLimitMs');
  });
});
