import { afterEach } from 'vitest';

/*
 * Vitest runs a file's tests one after another in microtasks, so a file of many synchronous
 * tests (the checker corpus: 455 resources) holds its worker's event loop for the whole file.
 * Meanwhile the worker keeps reporting progress to Vitest's main process, each call with a fixed
 * 60 s deadline, and the answers wait unread. On a busy machine the file takes over 60 s, and
 * when the loop is free again Node runs the expired deadlines before it reads the answers: a
 * run in which every test passed failed with 15 `Timeout calling "onTaskUpdate"` errors, with
 * two whole suites at once on this 2-core machine. Giving the loop one turn after each test
 * lets it read the answers as they come; a turn costs microseconds.
 */
afterEach(eventLoopTurn);

/**
 * One turn of the event loop. The same holds inside one test that works synchronously for
 * seconds (a property run over hundreds of generated inputs, every code block of the site):
 * beside a second whole suite one such test took 59 s. Those tests take a turn between steps.
 */
export function eventLoopTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}
