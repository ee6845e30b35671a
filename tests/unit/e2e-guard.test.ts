import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2eDir = path.resolve(__dirname, '../e2e');
const specs = readdirSync(e2eDir).filter((file) => file.endsWith('.spec.ts'));

/** Fixtures whose `test` runs under the site guard of tests/support/e2e-test.ts. */
const guardedSources = ['../support/e2e-test', '../support/nginx-fixture'];

describe('browser specs', () => {
  it('exist', () => {
    expect(specs.length).toBeGreaterThan(0);
  });

  // The guard fails a test on console errors, uncaught exceptions and requests leaving
  // 127.0.0.1; a spec that took `test` from Playwright directly would run unwatched.
  it.each(specs)('%s takes `test` from the guarded fixture', (spec) => {
    const source = readFileSync(path.join(e2eDir, spec), 'utf8');
    const testImport = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].find(
      ([, names = '']) => names.split(',').some((name) => name.trim() === 'test'),
    );
    expect(guardedSources).toContain(testImport?.[2]);
  });
});
