import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  licenceProblems,
  readInstalledPackages,
  type InstalledPackage,
  type LicencePolicy,
} from '../support/dependency-licences';

const repoRoot = path.resolve(__dirname, '../..');
const policy = JSON.parse(
  readFileSync(path.join(repoRoot, 'licenses/allow-list.json'), 'utf8'),
) as LicencePolicy;

describe('dependency licences', () => {
  it('every installed package (runtime and dev) is on the allow-list or a reviewed exception', () => {
    const { packages, problems } = readInstalledPackages(repoRoot);
    expect(packages.length).toBeGreaterThan(100);
    expect([...problems, ...licenceProblems(packages, policy)]).toEqual([]);
  });

  it('gives every exception a reason', () => {
    for (const [name, exception] of Object.entries(policy.exceptions)) {
      expect(exception.reason.length, name).toBeGreaterThan(40);
    }
  });
});

describe('licence check on a made-up tree', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'licence-check-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const install = (location: string, manifest: object): void => {
    mkdirSync(path.join(root, location), { recursive: true });
    writeFileSync(path.join(root, location, 'package.json'), JSON.stringify(manifest));
  };

  it('reads legacy licence fields and notices a tree that differs from the lockfile', () => {
    writeFileSync(
      path.join(root, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': { name: 'site' },
          'node_modules/legacy': { version: '1.0.0' },
          'node_modules/stale': { version: '2.0.0' },
          'node_modules/gone': { version: '1.0.0' },
          'node_modules/other-platform': { version: '1.0.0', optional: true },
        },
      }),
    );
    install('node_modules/legacy', {
      name: 'legacy',
      version: '1.0.0',
      licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }],
    });
    install('node_modules/stale', { name: 'stale', version: '1.9.0', license: 'MIT' });

    const { packages, problems } = readInstalledPackages(root);
    expect(packages.map((pkg) => [pkg.name, pkg.declared])).toEqual([
      ['legacy', 'MIT OR Apache-2.0'],
      ['stale', 'MIT'],
    ]);
    expect(problems).toEqual([
      'node_modules/stale is 1.9.0 on disk but 2.0.0 in package-lock.json: run npm ci',
      'node_modules/gone is in package-lock.json but not installed: run npm ci',
    ]);
  });

  it('rejects copyleft, missing and unreviewed licences and unused exceptions', () => {
    const pkg = (name: string, declared: string | null, version = '1.0.0'): InstalledPackage => ({
      name,
      version,
      location: `node_modules/${name}`,
      dev: false,
      declared,
    });
    const problems = licenceProblems(
      [
        pkg('fine', '(MIT OR GPL-3.0-only)'),
        pkg('copyleft', 'GPL-3.0-only'),
        pkg('silent', null),
        pkg('reviewed', 'MPL-2.0'),
        pkg('bumped', 'MPL-2.0', '2.0.0'),
        pkg('relicensed', 'SSPL-1.0'),
      ],
      {
        allowed: ['MIT'],
        exceptions: {
          reviewed: { version: '1.0.0', declared: 'MPL-2.0', reason: 'reviewed' },
          bumped: { version: '1.0.0', declared: 'MPL-2.0', reason: 'reviewed' },
          relicensed: { declared: 'MPL-2.0', reason: 'reviewed' },
          removed: { declared: 'MIT', reason: 'reviewed' },
        },
      },
    );
    expect(problems).toEqual([
      'copyleft@1.0.0 (node_modules/copyleft): licence "GPL-3.0-only" is not on the allow-list',
      'silent@1.0.0 (node_modules/silent): declares no licence; read its licence file and add a reviewed exception',
      'bumped@2.0.0 (node_modules/bumped): the exception in licenses/allow-list.json was reviewed for version 1.0.0; review this version and update it',
      'relicensed@1.0.0 (node_modules/relicensed): licence "SSPL-1.0" is not on the allow-list',
      'exception for relicensed in licenses/allow-list.json: no installed version declares "MPL-2.0"; review and update or remove it',
      'exception for removed in licenses/allow-list.json: package is not installed; remove it',
    ]);
  });
});
