import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as shim from './index';

const require = createRequire(import.meta.url);
const tslib = require('tslib') as Record<string, unknown> & typeof shim;

describe('tslib stand-in for @docusaurus/utils-common', () => {
  it('provides every tslib helper the module calls', () => {
    const source = readFileSync(require.resolve('@docusaurus/utils-common/lib/index.js'), 'utf8');
    const used = new Set(
      [...source.matchAll(/\btslib_\d+\.(\w+)/g)].map((match) => match[1] ?? ''),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((helper) => !(helper in shim))).toEqual([]);
  });

  it('imports defaults as tslib does', () => {
    const plain = { applyTrailingSlash: () => '/' };
    const compiled = { __esModule: true, default: () => '/' };
    const fn = (): string => '/';
    const flaggedFn = Object.assign((): string => '/', { __esModule: true });
    for (const exports of [plain, compiled, fn, flaggedFn, null, undefined, 'text']) {
      expect(shim.__importDefault(exports)).toEqual(tslib.__importDefault(exports));
    }
    expect(shim.__importDefault(compiled)).toBe(compiled);
  });
});
