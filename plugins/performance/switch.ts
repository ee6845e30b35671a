/** The environment variable that turns the performance layer off: `DOCS_PERFORMANCE=off`. */
export const performanceSwitch = 'DOCS_PERFORMANCE';

/**
 * Whether the site builds with the performance layer: on unless the switch says `off`. Tests
 * that measure the layer's work read the same switch, so run them with the environment the
 * build had. Any other value is refused rather than guessed at.
 */
export function performanceLayerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[performanceSwitch]?.trim().toLowerCase();
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${performanceSwitch} is "on" or "off", not "${env[performanceSwitch]}".`);
}

/** Why a test that measures the layer did not run. */
export const layerOffReason = `the performance layer is off (${performanceSwitch}=off): this test measures its work`;
