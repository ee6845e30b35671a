import { piecesFor, type Command, type PackageManager, type Piece, type PieceId } from './pieces';

export interface HostFacts {
  /** The package manager on this machine, if it is one the preflight knows. */
  packageManager: PackageManager | undefined;
  isRoot: boolean;
  /** Set when CHROMIUM_PATH names a file that is not an executable: a setting to fix, not a package to install. */
  badChromiumPath?: string;
  /** Ubuntu's apt has Chromium only as a snap, which containers cannot run: the browser comes by hand there. */
  snapOnlyChromium?: boolean;
}

/** A piece apt-get must not be asked for on this host, though it has a package elsewhere. */
function byHandOnly(piece: Piece, host: HostFacts): boolean {
  return (
    (piece.id === 'chromium' || piece.id === 'headless-shell') &&
    (host.badChromiumPath !== undefined || host.snapOnlyChromium === true)
  );
}

export interface Plan {
  /** What the command cannot run without (optional pieces are never in it). */
  missing: Piece[];
  /** apt-get packages the preflight installs itself (as root on Debian or Ubuntu). */
  autoInstall: string[];
  /** Optional pieces' apt-get packages, installed apart so that a failure there stops nothing. */
  speedUps: string[];
}

/** Which pieces `command` lacks, and which of them the preflight may install without asking. */
export function plan(command: Command, absent: ReadonlySet<PieceId>, host: HostFacts): Plan {
  const lacking = piecesFor(command).filter((piece) => absent.has(piece.id));
  const canInstall = host.packageManager === 'apt-get' && host.isRoot;
  const installable = (pieces: Piece[]): string[] =>
    canInstall
      ? pieces
          .filter((piece) => !byHandOnly(piece, host))
          .map((piece) => piece.packages['apt-get'])
          .filter((name): name is string => name !== undefined)
      : [];
  const missing = lacking.filter((piece) => !piece.optional);
  return {
    missing,
    autoInstall: installable(missing),
    speedUps: installable(lacking.filter((piece) => piece.optional)),
  };
}

function installCommand(manager: PackageManager, packages: string[], isRoot: boolean): string {
  const sudo = isRoot ? '' : 'sudo ';
  switch (manager) {
    case 'apt-get':
      return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
    case 'dnf':
      return `${sudo}dnf install -y ${packages.join(' ')}`;
    case 'brew': {
      const casks = packages
        .filter((name) => name.startsWith('--cask '))
        .map((name) => name.slice(7));
      const formulae = packages.filter((name) => !name.startsWith('--cask '));
      return [
        formulae.length > 0 ? `brew install ${formulae.join(' ')}` : '',
        casks.length > 0 ? `brew install --cask ${casks.join(' ')}` : '',
      ]
        .filter(Boolean)
        .join(' && ');
    }
  }
}

/**
 * The one message a reader sees when something is missing: every piece with why it is needed,
 * then the commands that get them on this machine.
 */
export function missingMessage(
  command: Command,
  missing: readonly Piece[],
  host: HostFacts,
): string {
  const lines = [
    `npm ${command === 'test' ? 'test' : `run ${command}`} needs what this machine lacks:`,
  ];
  for (const piece of missing) {
    const detail =
      piece.id === 'chromium' && host.badChromiumPath !== undefined
        ? `CHROMIUM_PATH=${host.badChromiumPath} is not an executable file`
        : piece.purpose;
    lines.push(`  - ${piece.name}: ${detail}`);
  }
  const manager = host.packageManager;
  const viaManager = missing.filter(
    (piece) => manager && piece.packages[manager] && !byHandOnly(piece, host),
  );
  const byHand = missing.filter((piece) => !viaManager.includes(piece));
  lines.push('Get them with:');
  if (manager && viaManager.length > 0) {
    const packages = viaManager.map((piece) => piece.packages[manager] ?? '');
    lines.push(`  ${installCommand(manager, packages, host.isRoot)}`);
  }
  for (const piece of byHand) {
    const hint =
      piece.id === 'chromium' && host.badChromiumPath !== undefined
        ? 'point CHROMIUM_PATH at an installed Chrome or Chromium, or unset it'
        : piece.otherwise;
    lines.push(`  ${piece.name}: ${hint}`);
  }
  return lines.join('\n');
}
