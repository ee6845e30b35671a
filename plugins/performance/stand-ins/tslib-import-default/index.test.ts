import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as standIn from './index';

const require = createRequire(import.meta.url);
const tslib = require('tslib') as Record<string, unknown> & typeof standIn;

describe('tslib stand-in', () => {
  // Which helpers the bundle's modules use is checked where they are bundled:
  // plugins/main-bundle/tslib-stand-in-guard.ts fails the build when one lacks here.
  it('exports tslib helpers only, under their tslib names', () => {
    const exported = Object.keys(standIn);
    expect(exported.length).toBeGreaterThan(0);
    for (const name of exported) expect(typeof tslib[name], name).toBe('function');
  });

  it('imports defaults as tslib does', () => {
    const plain = { applyTrailingSlash: () => '/' };
    const compiled = { __esModule: true, default: () => '/' };
    const fn = (): string => '/';
    const flaggedFn = Object.assign((): string => '/', { __esModule: true });
    for (const exports of [plain, compiled, fn, flaggedFn, null, undefined, 'text']) {
      expect(standIn.__importDefault(exports)).toEqual(tslib.__importDefault(exports));
    }
    expect(standIn.__importDefault(compiled)).toBe(compiled);
  });
});
