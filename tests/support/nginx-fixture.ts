import { test as base } from './e2e-test';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';
import { findNginx } from '../../scripts/machine/nginx';
import { startNginx, type NginxServer } from './nginx';

const nginxBinary = findNginx();

/**
 * Each worker's servers listen on NGINX_TEST_PORT (default 4310) plus an offset
 * of their own plus the worker's index, so no two ever share a port: the build
 * through the recipe at +0, a test's own extra server at +20.
 */
export function nginxTestPort(parallelIndex: number, server: 'build' | 'extra'): number {
  return (
    Number(process.env.NGINX_TEST_PORT ?? 4310) + (server === 'extra' ? 20 : 0) + parallelIndex
  );
}

/** The nginx binary the hosting tests run; call only after skipWithoutNginx(). */
export function nginxForTests(): string {
  if (!nginxBinary) {
    throw new Error('nginx is not installed (npm test installs it or names the command to get it)');
  }
  return nginxBinary;
}

/**
 * Playwright tests against the production build served by nginx through
 * deploy/nginx/. Each worker runs its own nginx, so parallel workers never
 * share a server.
 */
export const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use, workerInfo) => {
      const binary = nginxForTests();
      assertBuildExists();
      const server = await startNginx({
        binary,
        port: nginxTestPort(workerInfo.parallelIndex, 'build'),
        root: buildDir,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

/** Call at the top of a spec file: outside CI a machine without nginx skips these tests; CI never does. */
export function skipWithoutNginx(): void {
  test.skip(
    !nginxBinary && !process.env.CI,
    'nginx is not installed: skipping the hosting tests (npm test installs it or names the command; in CI they always run)',
  );
}

export { expect } from './e2e-test';
