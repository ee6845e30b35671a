import { test as base } from './e2e-test';
import { assertBuildExists, buildDir } from './build-output';
import { findNginx, startNginx, type NginxServer } from './nginx';

const nginxBinary = findNginx();

/**
 * Playwright tests against the production build served by nginx through
 * deploy/nginx/. Each worker runs its own nginx on NGINX_TEST_PORT (default
 * 4310) plus its worker index, so parallel workers never share a server.
 */
export const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use, workerInfo) => {
      if (!nginxBinary) {
        throw new Error(
          'nginx is not installed (npm test installs it or names the command to get it)',
        );
      }
      assertBuildExists();
      const server = await startNginx({
        binary: nginxBinary,
        port: Number(process.env.NGINX_TEST_PORT ?? 4310) + workerInfo.parallelIndex,
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
