import { describe, expect, it } from 'vitest';
import { longestTaskCpuMs } from '../../scripts/bench/trace-tasks.mjs';

const trace = (events: object[]): Buffer => Buffer.from(JSON.stringify({ traceEvents: events }));
const thread = (pid: number, tid: number, name: string): object => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, dur: number, tdur: number): object => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur,
  tdur,
});

describe('longestTaskCpuMs', () => {
  it("takes the CPU time, not the wall time, of a page's main-thread tasks only", () => {
    const events = [
      thread(1, 1, 'CrBrowserMain'),
      thread(2, 7, 'CrRendererMain'),
      thread(2, 8, 'Compositor'),
      thread(3, 4, 'CrRendererMain'),
      // Descheduled on a busy machine: 300 ms of wall time, 12 ms on the CPU.
      task(2, 7, 300_000, 12_000),
      task(3, 4, 40_000, 38_400),
      // Not a page's main thread.
      task(1, 1, 90_000, 90_000),
      task(2, 8, 70_000, 70_000),
    ];
    expect(longestTaskCpuMs(trace(events))).toBe(38);
  });

  it('is 0 for a trace without a task on a main thread', () => {
    expect(longestTaskCpuMs(trace([thread(2, 7, 'CrRendererMain')]))).toBe(0);
  });
});
