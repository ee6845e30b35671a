import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumCandidates, headlessShellCandidates } from '../machine/chromium';
import { firstExecutable } from '../machine/executables';
import { findNginx } from '../machine/nginx';
import { pythonCandidates } from '../machine/python';
import type { HostFacts } from './plan';
import type { PackageManager, PieceId } from './pieces';

function onPath(name: string): string | undefined {
  return firstExecutable(
    (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
  );
}

/** Font files of Liberation Sans or Arial where Debian, Fedora and macOS put them. */
const fontFiles = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/msttcorefonts/Arial.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  '/Library/Fonts/Arial.ttf',
];

function hasDiagramFont(): boolean {
  // fontconfig knows fonts in any folder; without its command line tool, look where packages put them.
  const listed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (listed.status === 0 && /Liberation Sans|Arial/.test(listed.stdout)) return true;
  return fontFiles.some((file) => existsSync(file));
}

function hasPythonWithRequests(): boolean {
  return pythonCandidates.some(
    (candidate) =>
      spawnSync(candidate, ['-c', 'import requests'], { stdio: 'ignore' }).status === 0,
  );
}

const probes: Record<PieceId, () => boolean> = {
  chromium: () => firstExecutable(chromiumCandidates()) !== undefined,
  // No candidates (CHROMIUM_PATH chooses the browser, or macOS): nothing to look for.
  'headless-shell': () => {
    const candidates = headlessShellCandidates();
    return candidates.length === 0 || firstExecutable(candidates) !== undefined;
  },
  fonts: hasDiagramFont,
  nginx: () => findNginx() !== undefined,
  'python-requests': hasPythonWithRequests,
  curl: () => onPath('curl') !== undefined,
  java: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
};

export function absentPieces(ids: readonly PieceId[]): Set<PieceId> {
  return new Set(ids.filter((id) => !probes[id]()));
}

function isUbuntu(): boolean {
  try {
    return /^ID=ubuntu$/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

export function hostFacts(): HostFacts {
  const managers: PackageManager[] = ['apt-get', 'dnf', 'brew'];
  const chromiumPath = process.env.CHROMIUM_PATH;
  return {
    packageManager: managers.find((manager) => onPath(manager) !== undefined),
    isRoot: process.getuid?.() === 0,
    badChromiumPath:
      chromiumPath && firstExecutable([chromiumPath]) === undefined ? chromiumPath : undefined,
    snapOnlyChromium: isUbuntu(),
  };
}
