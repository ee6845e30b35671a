import type { useHistory } from '@docusaurus/router';

/** Where the "Check a resource" tool lives: a section of the MedicationRequest guide. */
export const checkerPath = '/docs/guides/medication-module/fhir-resources/medication-request';
export const checkerHash = '#check-a-resource';

/**
 * Opens the checker with a text to check (a response of the Try it panel). The text travels in
 * the browser history's state, which never leaves the page: not in the URL, not in storage; the
 * checker removes it from there as soon as it has read it, so no reload finds it again.
 */
export interface CheckerHandoff {
  checkResourceText: string;
}

export function openChecker(history: ReturnType<typeof useHistory>, text: string): void {
  const state: CheckerHandoff = { checkResourceText: text };
  history.push({ pathname: checkerPath, hash: checkerHash, state });
}

export function handedOffText(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const text = (state as Partial<CheckerHandoff>).checkResourceText;
  return typeof text === 'string' ? text : undefined;
}
