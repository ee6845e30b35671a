import { test } from './e2e-test';
import { nginxBinary } from './nginx';

/*
 * The hosting specs' imports. Their `nginx` fixture (the build served through deploy/nginx/,
 * one server per worker) is defined with the others in e2e-test.ts, so that every browser test
 * can run in the same worker.
 */
export { expect, test } from './e2e-test';
export { nginxForTests, nginxTestPort } from './nginx';

/** Call at the top of a spec file: outside CI a machine without nginx skips these tests; CI never does. */
export function skipWithoutNginx(): void {
  test.skip(
    !nginxBinary && !process.env.CI,
    'nginx is not installed: skipping the hosting tests (npm test installs it or names the command; in CI they always run)',
  );
}
