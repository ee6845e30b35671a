import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDir } from '../../scripts/site-build/build-output';
import { runNginx, siteConfigForTest } from '../support/nginx';
import {
  expect,
  nginxForTests,
  nginxTestPort,
  skipWithoutNginx,
  test,
} from '../support/nginx-fixture';
import { sendRaw } from '../support/raw-http';
import { runReadmeHostingSteps } from '../support/readme-hosting-steps';
import { securityHeaderProblems } from '../support/security-headers';
import { viewportIndependent } from '../support/viewport';

skipWithoutNginx();

const siteFile = 'medication-docs.conf';

test.describe(
  'nginx recipe: the install steps of deploy/nginx/README.md',
  viewportIndependent,
  () => {
    test(
      "on a fresh Debian nginx, every host name then gets the site with its headers (the package's default site is off)",
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a test's fixtures from this pattern; this test needs none.
      async ({}, testInfo) => {
        const scratch = mkdtempSync(path.join(tmpdir(), 'nginx-install-'));
        try {
          // What Debian's nginx package installs: its mime.types and its default site, enabled.
          const etc = path.join(scratch, 'etc/nginx');
          mkdirSync(path.join(etc, 'sites-available'), { recursive: true });
          mkdirSync(path.join(etc, 'sites-enabled'));
          cpSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
          cpSync('/etc/nginx/sites-available/default', path.join(etc, 'sites-available/default'));
          symlinkSync(
            path.join(etc, 'sites-available/default'),
            path.join(etc, 'sites-enabled/default'),
          );

          const recorded = runReadmeHostingSteps(scratch);
          expect(recorded.at(-1), 'the last step reloads nginx').toBe('systemctl reload nginx');

          // Every enabled site as installed, on the test port; ours serves this checkout's build
          // (rsync was only recorded).
          const port = nginxTestPort(testInfo.parallelIndex, 'extra');
          const enabled = readdirSync(path.join(etc, 'sites-enabled'));
          const sites = Object.fromEntries(
            enabled.map((name) => [
              name,
              siteConfigForTest(readFileSync(path.join(etc, 'sites-enabled', name), 'utf8'), {
                name: `sites-enabled/${name}`,
                port,
                root: name === siteFile ? buildDir : undefined,
              }),
            ]),
          );
          expect(enabled).toContain(siteFile);

          const server = await runNginx({
            binary: nginxForTests(),
            port,
            dir: etc,
            sites,
          });
          try {
            for (const host of [
              'docs.medication-module.example.org',
              'other.example',
              '127.0.0.1',
            ]) {
              const answer = await sendRaw(
                port,
                `GET /docs/intro HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
              );
              expect(answer.status, host).toBe(200);
              expect(securityHeaderProblems(answer.headers), host).toEqual([]);
            }
          } finally {
            await server.stop();
          }
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    );
  },
);
