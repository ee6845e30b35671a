import { createRequire } from 'node:module';
import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

type Pako = Record<string, unknown> & {
  inflate(data: Uint8Array): Uint8Array;
  ungzip(data: Uint8Array): Uint8Array;
};

/** The entry plugins/api-explorer-bundle resolves `pako` to, as the bundler resolves it. */
const inflateEntry = 'pako/lib/inflate.js';

describe("pako's inflate half, which API pages get instead of all of pako", () => {
  it('is an entry pako exports publicly', () => {
    // Node applies the package's `exports` map as the bundler does: a path it does not list
    // throws ERR_PACKAGE_PATH_NOT_EXPORTED here (as `pako/index.js` does).
    expect(() => require.resolve(inflateEntry)).not.toThrow();
    expect(() => require.resolve('pako/index.js')).toThrow(/not defined by "exports"/);
  });

  const full = require('pako') as Pako;
  const half = require(inflateEntry) as Pako;

  it('exports the inflating part of the full package, under the same names', () => {
    expect(Object.keys(half)).toEqual(expect.arrayContaining(['inflate', 'ungzip']));
    for (const name of Object.keys(half)) {
      expect(full, name).toHaveProperty(name);
      expect(typeof half[name], name).toBe(typeof full[name]);
    }
    expect(half.constants).toEqual(full.constants);
  });

  it('inflates what the OpenAPI plugin writes, as the full package does', () => {
    // The plugin deflates each operation with Node's zlib; the theme reads it with ungzip.
    const operation = Buffer.from(JSON.stringify({ operationId: 'getThing', responses: {} }));
    for (const compressed of [deflateSync(operation), gzipSync(operation)]) {
      for (const method of ['ungzip', 'inflate'] as const) {
        const inflated = half[method](compressed);
        expect(Buffer.from(inflated).equals(operation), method).toBe(true);
        expect(inflated, method).toEqual(full[method](compressed));
      }
    }
  });
});
