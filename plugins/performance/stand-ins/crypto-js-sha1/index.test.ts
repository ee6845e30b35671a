import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import standIn from './index';

interface Hash {
  toString(): string;
}
const cryptoJs = createRequire(import.meta.url)('crypto-js') as Record<string, unknown> & {
  SHA1(message: string): Hash;
};

describe('crypto-js stand-in', () => {
  it('exports only names the real package exports', () => {
    expect(Object.keys(standIn).filter((name) => !(name in cryptoJs))).toEqual([]);
  });

  it.each(['', 'bearerAuth', 'smart-on-fhir 🔒'])('hashes %j as crypto-js does', (message) => {
    expect(standIn.SHA1(message).toString()).toBe(cryptoJs.SHA1(message).toString());
  });
});
