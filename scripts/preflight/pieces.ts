/**
 * What the project needs besides Node and npm, and how each system package manager gets it.
 * Kept as data so the preflight, its test and the README say the same thing.
 */

export type Command = 'start' | 'build' | 'test';
export type PackageManager = 'apt-get' | 'dnf' | 'brew';
export type PieceId =
  'chromium' | 'headless-shell' | 'fonts' | 'nginx' | 'python-requests' | 'curl' | 'java';

export interface Piece {
  id: PieceId;
  /** What a reader calls it. */
  name: string;
  /** Why the project needs it. */
  purpose: string;
  neededBy: readonly Command[];
  /** The package per manager; absent where that manager has none (then `otherwise` says what to do). */
  packages: Partial<Record<PackageManager, string>>;
  otherwise: string;
  /** A piece that only makes a command faster: installed when the preflight may, never asked for. */
  optional?: true;
}

export const pieces: readonly Piece[] = [
  {
    id: 'chromium',
    name: 'Chromium (or Chrome)',
    purpose: 'draws the Mermaid diagrams during the build and runs the browser tests',
    neededBy: ['start', 'build', 'test'],
    packages: { 'apt-get': 'chromium', dnf: 'chromium', brew: '--cask google-chrome' },
    otherwise: 'install Chrome or Chromium, or set CHROMIUM_PATH to its executable',
  },
  {
    id: 'headless-shell',
    name: "Chromium's headless shell",
    purpose: 'runs the browser tests and draws the diagrams about a fifth faster than Chromium',
    neededBy: ['build', 'test'],
    packages: { 'apt-get': 'chromium-headless-shell' },
    otherwise: 'nothing: without it Chromium does the same work',
    optional: true,
  },
  {
    id: 'fonts',
    name: 'Liberation Sans (or Arial) font',
    purpose: 'the diagrams are measured in Arial metrics, which Liberation Sans shares',
    neededBy: ['start', 'build', 'test'],
    packages: {
      'apt-get': 'fonts-liberation',
      dnf: 'liberation-sans-fonts',
      brew: '--cask font-liberation',
    },
    otherwise: 'install the Liberation Sans or Arial font',
  },
  {
    id: 'nginx',
    name: 'nginx',
    purpose: 'the hosting tests serve the build through deploy/nginx/',
    neededBy: ['test'],
    packages: { 'apt-get': 'nginx', dnf: 'nginx', brew: 'nginx' },
    otherwise: 'install nginx, or set NGINX_PATH to its executable',
  },
  {
    id: 'python-requests',
    name: 'Python 3 with requests',
    purpose: "the API reference's Python samples are run against the sandbox",
    neededBy: ['test'],
    packages: { 'apt-get': 'python3-requests', dnf: 'python3-requests' },
    otherwise: 'python3 -m pip install requests',
  },
  {
    id: 'curl',
    name: 'curl',
    purpose: "the API reference's curl samples are run against the sandbox",
    neededBy: ['test'],
    packages: { 'apt-get': 'curl', dnf: 'curl', brew: 'curl' },
    otherwise: 'install curl',
  },
  {
    id: 'java',
    name: 'Java 8 or newer',
    purpose: 'runs the Nu Html Checker (vnu-jar) over the built pages',
    neededBy: ['test'],
    packages: {
      'apt-get': 'default-jre-headless',
      dnf: 'java-17-openjdk-headless',
      brew: 'openjdk',
    },
    otherwise: 'install a Java runtime (8 or newer) and put java on the PATH',
  },
];

export function piecesFor(command: Command): Piece[] {
  return pieces.filter((piece) => piece.neededBy.includes(command));
}
