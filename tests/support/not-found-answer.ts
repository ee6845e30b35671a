import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { buildDir } from '../../scripts/site-build/build-output';
import { expect } from './e2e-test';
import { securityHeaderProblems } from './security-headers';

/** The site's not-found page as the build wrote it. */
export const notFoundPage = (): string => readFileSync(path.join(buildDir, '404.html'), 'utf8');

/** The recipe's answer for a path it does not serve: 404, the site's not-found page, never cached, every security header. */
export async function expectNotFoundAnswer(response: APIResponse, where: string): Promise<void> {
  expect(response.status(), where).toBe(404);
  expect(response.headers()['content-type'], where).toBe('text/html; charset=utf-8');
  expect(response.headers()['cache-control'], where).toBe('no-cache');
  expect(await response.text(), where).toBe(notFoundPage());
  expect(securityHeaderProblems(response.headersArray()), where).toEqual([]);
}
