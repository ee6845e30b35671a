import { describe, expect, it } from 'vitest';
import { sandboxTokens } from '@medication-module/sandbox';
import { isSandboxToken } from './tokens';

describe("the sandbox's own tokens", () => {
  it('are told from a typed one', () => {
    for (const token of ['sandbox', ...Object.keys(sandboxTokens)]) {
      expect(isSandboxToken(token), token).toBe(true);
    }
    expect(isSandboxToken('my-test-token')).toBe(false);
    // Only own keys: a name every object inherits is a typed token like any other.
    expect(isSandboxToken('constructor')).toBe(false);
  });
});
