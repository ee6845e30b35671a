import { spawnSync } from 'node:child_process';
import { missingMessage, plan } from './plan';
import { piecesFor, type Command } from './pieces';
import { absentPieces, hostFacts } from './probe';

/**
 * Runs first in `npm start`, `npm run build` and `npm test`: finds what the command needs
 * besides Node and npm, installs it with apt-get when it may (root on Debian or Ubuntu), and
 * otherwise stops with one message naming every missing piece and the command that gets it.
 */

const commands: readonly Command[] = ['start', 'build', 'test'];

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function main(): number {
  const command = process.argv[2] as Command;
  if (!commands.includes(command)) {
    console.error(`usage: preflight ${commands.join('|')}`);
    return 2;
  }
  const ids = piecesFor(command).map((piece) => piece.id);
  const host = hostFacts();
  const first = plan(command, absentPieces(ids), host);
  let updated = false;
  const install = (packages: string[]): boolean =>
    (updated ||= aptGet(['update', '-qq'])) &&
    aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]);

  if (first.autoInstall.length > 0) {
    console.log(
      `preflight: installing ${first.autoInstall.join(' ')} with apt-get ` +
        `(needed by ${first.missing.map((piece) => piece.name).join(', ')})`,
    );
    if (!install(first.autoInstall))
      console.error('preflight: apt-get did not finish; what is still missing follows.');
  }
  if (first.speedUps.length > 0) {
    console.log(
      `preflight: installing ${first.speedUps.join(' ')} with apt-get (optional, faster)`,
    );
    if (!install(first.speedUps))
      console.warn(
        'preflight: the optional packages did not install; the command runs without them.',
      );
  }
  if (first.missing.length === 0) return 0;

  const still = plan(command, absentPieces(ids), host).missing;
  if (still.length === 0) return 0;
  const message = missingMessage(command, still, host);
  if (command === 'start') {
    // The dev server works without a browser; the diagrams then show their source.
    console.warn(`${message}\nStarting anyway: until then each diagram shows its Mermaid source.`);
    return 0;
  }
  console.error(message);
  return 1;
}

process.exitCode = main();
