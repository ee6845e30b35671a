import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, builtRoutes } from '../../scripts/site-build/build-output';
import { contractRoutes } from '../support/route-contract';

describe('route contract', () => {
  const routes = builtRoutes();

  it(`lists each of its ${contractRoutes.length} routes once`, () => {
    expect(
      contractRoutes.filter((route, index) => contractRoutes.indexOf(route) !== index),
    ).toEqual([]);
  });

  it('builds no route outside the contract', () => {
    expect(routes.filter((route) => !contractRoutes.includes(route))).toEqual([]);
  });

  it('builds every route of the contract', () => {
    expect(contractRoutes.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('builds a not-found page for every other path', () => {
    expect(existsSync(path.join(buildDir, '404.html'))).toBe(true);
  });
});
