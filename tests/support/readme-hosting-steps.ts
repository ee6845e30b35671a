import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Steps that would build, install packages, publish the build or touch the running nginx: only recorded. */
const recordedCommands = ['npm', 'apt-get', 'rsync', 'nginx', 'systemctl'];
/** Steps that change nginx's configuration files: run for real, inside the scratch tree. */
const fileCommands = ['mkdir', 'cp', 'ln', 'rm'];

/** The hosting recipe: nginx's folder documents it, and the test runs exactly what it shows. */
export const hostingReadme = 'deploy/nginx/README.md';
const installHeading = 'Install on Debian';

/** The commands of the first ```bash block under the hosting README's install heading, without comments. */
export function readmeHostingCommands(): string[] {
  const readme = readFileSync(path.join(repoRoot, hostingReadme), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${installHeading}\n`));
  const block = /```bash\n([\s\S]*?)```/.exec(section ?? '')?.[1];
  if (block === undefined) {
    throw new Error(`${hostingReadme} has no \`\`\`bash block under "## ${installHeading}"`);
  }
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Runs the hosting README's install steps from the repository root with /etc/nginx and
 * /srv moved into `scratch`: the file steps change scratch/etc/nginx as they
 * would change the real one, the others are only recorded. A step the test does
 * not know, or a path that would still leave the scratch tree, stops it before
 * anything runs. Returns the recorded steps, in order.
 */
export function runReadmeHostingSteps(scratch: string): string[] {
  const commands = readmeHostingCommands().map((line) =>
    line
      .replaceAll('/etc/nginx/', `${path.join(scratch, 'etc/nginx')}/`)
      .replaceAll('/srv/', `${path.join(scratch, 'srv')}/`),
  );
  for (const step of commands.flatMap((line) => line.split('&&'))) {
    const words = step.trim().split(/\s+/);
    const [command = '', ...args] = words[0] === 'sudo' ? words.slice(1) : words;
    if (recordedCommands.includes(command)) continue;
    if (!fileCommands.includes(command)) {
      throw new Error(`${hostingReadme} step "${step.trim()}": the test does not know ${command}`);
    }
    const outside = args.find((arg) => arg.startsWith('/') && !arg.startsWith(`${scratch}/`));
    if (outside) throw new Error(`${hostingReadme} step "${step.trim()}" would touch ${outside}`);
  }

  const bin = path.join(scratch, 'bin');
  const log = path.join(scratch, 'recorded-steps');
  mkdirSync(bin, { recursive: true });
  writeFileSync(log, '');
  const shims: [string, string][] = [
    ['sudo', 'exec "$@"'],
    ...recordedCommands.map((name): [string, string] => [name, `echo "${name} $*" >> "${log}"`]),
  ];
  for (const [name, body] of shims) {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  }

  const result = spawnSync('bash', ['-euo', 'pipefail', '-c', commands.join('\n')], {
    cwd: repoRoot,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.status !== 0) {
    throw new Error(`${hostingReadme} steps failed (${result.status}):\n${result.stderr}`);
  }
  return readFileSync(log, 'utf8').split('\n').filter(Boolean);
}
