import { describe, it } from 'vitest';
import { layerOffReason, performanceLayerEnabled } from '../../plugins/performance/switch';

/** Whether the build under test has the performance layer (the same switch the build read). */
export const layerOn = performanceLayerEnabled();

/**
 * `describe` for build tests that measure the performance layer's work: with the layer off they
 * are skipped, and their name says why.
 */
export function describeLayer(name: string, tests: () => void): void {
  if (layerOn) describe(name, tests);
  else describe.skip(`${name} (skipped: ${layerOffReason})`, tests);
}

/** `it` for one build test that measures the performance layer's work, like describeLayer. */
export function itLayer(name: string, test: () => void): void {
  if (layerOn) it(name, test);
  else it.skip(`${name} (skipped: ${layerOffReason})`, test);
}
