import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { tarballUrl } from '../../plugins/integration-downloads/downloads';
import { buildDir } from '../../scripts/site-build/build-output';

const run = promisify(execFile);

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command in `cwd` and gives its exit status and output, whatever the status. */
export async function outcome(
  file: string,
  args: readonly string[],
  cwd: string,
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * An empty folder with the tarball of `name` installed from the build, and nothing else: npm
 * with an empty cache, --offline and a registry address where nothing listens. The caller
 * removes the folder.
 */
export async function installedOffline(name: Parameters<typeof tarballUrl>[0]): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), `tarball-${name}-`));
  const cache = path.join(folder, '.empty-npm-cache');
  writeFileSync(path.join(folder, 'package.json'), '{ "private": true, "type": "module" }\n');
  const tarball = path.join(buildDir, tarballUrl(name));
  const install = await outcome(
    'npm',
    [
      'install',
      tarball,
      '--offline',
      `--cache=${cache}`,
      '--registry=http://127.0.0.1:9/',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
    ],
    folder,
  );
  expect(install.stderr.replace(/npm warn.*\n/gi, ''), `npm install ${tarball}`).toBe('');
  expect(install.code).toBe(0);
  rmSync(cache, { recursive: true, force: true });
  return folder;
}

/**
 * npm install and a few Node processes per test: seconds alone, far more on a busy machine. A
 * bound against a hang, not a speed target.
 */
export const installTimeout = 180_000;

/** A command the installed package put in `node_modules/.bin`. */
export const bin = (folder: string, name: string): string =>
  path.join(folder, 'node_modules/.bin', name);
