/** What the page's main thread spent in a Chromium trace of a bench step. */

/** The trace category of the main thread's tasks (RunTask), each with its thread CPU time. */
export const timelineCategory = 'disabled-by-default-devtools.timeline';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Thread CPU time, µs. */
  tdur?: number;
  args?: { name?: string };
}

/** The most CPU time of one task on any page's main thread in the trace (the others idle). */
export function longestTaskCpuMs(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid} ${event.tid}`),
  );
  const cpu = traceEvents
    .filter((event) => event.name === 'RunTask' && mainThreads.has(`${event.pid} ${event.tid}`))
    .map((event) => (event.tdur ?? 0) / 1000);
  return Math.round(Math.max(0, ...cpu));
}
