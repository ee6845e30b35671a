import { sandboxTokens } from '@medication-module/sandbox';

/** The tokens a fill puts in: `sandbox`, and those that get the sandbox's 401, 403 and 429. */
export const isSandboxToken = (token: string): boolean =>
  token === 'sandbox' || Object.hasOwn(sandboxTokens, token);
