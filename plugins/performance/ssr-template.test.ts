import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaintId, afterFirstPaintLoader } from './ssr-template';

interface FakeEntryList {
  getEntriesByName(name: string): unknown[];
}
type ObserverCallback = (list: FakeEntryList, observer: { disconnect(): void }) => void;

/** Runs the loader against a page whose template holds `sources`, with what the test controls. */
function runLoader(sources: string[], { paintTiming }: { paintTiming: boolean }) {
  const appended: string[] = [];
  const observers: { callback: ObserverCallback; disconnected: boolean; options?: unknown }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: ObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const document = {
    getElementById: (id: string) =>
      id === afterFirstPaintId
        ? {
            content: {
              querySelectorAll: () => sources.map((src) => ({ getAttribute: () => src })),
            },
          }
        : null,
    createElement: () => ({ src: '', async: true }),
    body: {
      appendChild: (script: { src: string; async: boolean }) => {
        expect(script.async).toBe(false);
        appended.push(script.src);
      },
    },
  };
  const window = { PerformanceObserver };
  runInNewContext(afterFirstPaintLoader, {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  const paint = (name: string) => {
    for (const observer of observers.filter((each) => !each.disconnected)) {
      observer.callback(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        { disconnect: () => (observer.disconnected = true) },
      );
    }
  };
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return { appended, observers, paint, runFrames: () => run(frames), runTasks: () => run(tasks) };
}

describe('the after-first-paint loader (ssrTemplate)', () => {
  const sources = ['/assets/js/runtime~main.js', '/assets/js/1273.js', '/assets/js/main.js'];

  it('adds the held scripts, in order, in a task after the first contentful paint', () => {
    const page = runLoader(sources, { paintTiming: true });
    expect(page.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    page.runFrames();
    page.runTasks();
    page.paint('first-paint');
    page.runTasks();
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.runTasks();
    expect(page.appended).toEqual(sources);
    page.paint('first-contentful-paint');
    page.runTasks();
    expect(page.appended).toEqual(sources);
  });

  it('falls back on the first animation frame where the browser has no Paint Timing', () => {
    const page = runLoader(sources, { paintTiming: false });
    expect(page.observers).toEqual([]);
    page.runTasks();
    expect(page.appended).toEqual([]);
    page.runFrames();
    page.runTasks();
    expect(page.appended).toEqual(sources);
  });
});
