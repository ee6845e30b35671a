import { accessSync, constants } from 'node:fs';

/** The first of `candidates` that this user may execute; `undefined` when none. */
export function firstExecutable(candidates: readonly (string | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string => {
    if (!candidate) return false;
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
