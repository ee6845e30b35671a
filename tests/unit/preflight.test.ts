import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingMessage, plan, type HostFacts } from '../../scripts/preflight/plan';
import { piecesFor, type PieceId } from '../../scripts/preflight/pieces';

/** The Debian packages a fresh Debian 12 machine lacks for `npm test` (issue 19). */
const debianPackage: Record<PieceId, string> = {
  chromium: 'chromium',
  'headless-shell': 'chromium-headless-shell',
  fonts: 'fonts-liberation',
  nginx: 'nginx',
  'python-requests': 'python3-requests',
  curl: 'curl',
  java: 'default-jre-headless',
};

const debianUser: HostFacts = { packageManager: 'apt-get', isRoot: false };
const debianRoot: HostFacts = { packageManager: 'apt-get', isRoot: true };
const mac: HostFacts = { packageManager: 'brew', isRoot: false };
const unknownSystem: HostFacts = { packageManager: undefined, isRoot: false };

describe('preflight plan', () => {
  const testPieces = piecesFor('test').filter((piece) => !piece.optional);

  it('covers every piece a fresh machine lacks for npm test', () => {
    expect(
      piecesFor('test')
        .map((piece) => piece.id)
        .sort(),
    ).toEqual(Object.keys(debianPackage).sort());
  });

  describe.each(testPieces)('when only $name is missing', (piece) => {
    const absent = new Set([piece.id]);

    it('as root on Debian, installs its package and nothing else', () => {
      expect(plan('test', absent, debianRoot)).toEqual({
        missing: [piece],
        autoInstall: [debianPackage[piece.id]],
        speedUps: [],
      });
    });

    it('as a user on Debian, names it and the sudo apt-get command', () => {
      const { missing, autoInstall } = plan('test', absent, debianUser);
      expect(autoInstall).toEqual([]);
      const message = missingMessage('test', missing, debianUser);
      expect(message).toContain(piece.name);
      expect(message).toContain(
        `sudo apt-get install -y --no-install-recommends ${debianPackage[piece.id]}`,
      );
    });

    it('on macOS, names it and a Homebrew or pip command', () => {
      const message = missingMessage('test', plan('test', absent, mac).missing, mac);
      expect(message).toContain(piece.name);
      expect(message).toMatch(/brew install|pip install/);
    });

    it('without a known package manager, names it and what to install', () => {
      const message = missingMessage(
        'test',
        plan('test', absent, unknownSystem).missing,
        unknownSystem,
      );
      expect(message).toContain(`${piece.name}: ${piece.otherwise}`);
    });
  });

  it('names every missing piece in one message with one install command', () => {
    const all = new Set(testPieces.map((piece) => piece.id));
    const message = missingMessage('test', plan('test', all, debianUser).missing, debianUser);
    for (const piece of testPieces) expect(message).toContain(piece.name);
    expect(message.match(/apt-get install/g)).toHaveLength(1);
  });

  it('installs the headless shell apart when it may, and never asks for it', () => {
    const absent = new Set<PieceId>(['headless-shell', 'nginx']);
    expect(plan('test', absent, debianRoot)).toMatchObject({
      missing: [{ id: 'nginx' }],
      autoInstall: ['nginx'],
      speedUps: [debianPackage['headless-shell']],
    });
    const { missing, speedUps } = plan('test', new Set<PieceId>(['headless-shell']), debianUser);
    expect(missing).toEqual([]);
    expect(speedUps).toEqual([]);
    const ubuntuRoot: HostFacts = { ...debianRoot, snapOnlyChromium: true };
    expect(plan('test', absent, ubuntuRoot).speedUps).toEqual([]);
  });

  it('asks the build only for what the build uses', () => {
    const { missing } = plan('build', new Set<PieceId>(['nginx', 'curl', 'fonts']), debianUser);
    expect(missing.map((piece) => piece.id)).toEqual(['fonts']);
  });

  it('on Ubuntu, installs the rest with apt-get and asks for a browser by hand', () => {
    const ubuntuRoot: HostFacts = { ...debianRoot, snapOnlyChromium: true };
    const { missing, autoInstall } = plan(
      'test',
      new Set<PieceId>(['chromium', 'nginx']),
      ubuntuRoot,
    );
    expect(autoInstall).toEqual(['nginx']);
    const message = missingMessage('test', missing, ubuntuRoot);
    expect(message).toContain('apt-get install -y --no-install-recommends nginx\n');
    expect(message).toContain(
      'Chromium (or Chrome): install Chrome or Chromium, or set CHROMIUM_PATH',
    );
  });

  it('never installs a browser over a CHROMIUM_PATH that is set but wrong', () => {
    const host: HostFacts = { ...debianRoot, badChromiumPath: '/opt/chrome/missing' };
    const { missing, autoInstall } = plan('test', new Set<PieceId>(['chromium']), host);
    expect(autoInstall).toEqual([]);
    expect(missingMessage('test', missing, host)).toContain(
      'CHROMIUM_PATH=/opt/chrome/missing is not an executable file',
    );
  });
});

describe('preflight command', () => {
  const root = path.resolve(__dirname, '../..');
  const tsxCli = require.resolve('tsx/cli');

  function preflight(command: string, env: NodeJS.ProcessEnv) {
    return spawnSync(process.execPath, [tsxCli, 'scripts/preflight/index.ts', command], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
  }

  it('stops npm test with the message when a piece is missing on the PATH', () => {
    // An empty PATH: no curl and no package manager to install it with.
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'preflight-path-'));
    const result = preflight('test', { HOME: process.env.HOME, PATH: emptyDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm test needs what this machine lacks');
    expect(result.stderr).toContain('curl: install curl');
  });

  it('lets CHROMIUM_PATH win: a wrong one fails the build, even where a browser is installed', () => {
    const result = preflight('build', { ...process.env, CHROMIUM_PATH: '/nonexistent/chrome' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROMIUM_PATH=/nonexistent/chrome is not an executable file');
  });

  it('lets npm start run without a browser, with a warning', () => {
    const result = preflight('start', { ...process.env, CHROMIUM_PATH: '/nonexistent/chrome' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('each diagram shows its Mermaid source');
  });
});
