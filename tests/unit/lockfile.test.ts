import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unrecordedOptionalDependencies, type Lockfile } from '../support/lockfile';

const repoRoot = path.resolve(__dirname, '../..');

describe('package-lock.json', () => {
  it('records every platform binary, so `npm ci` accepts it on any machine', () => {
    const lock = JSON.parse(
      readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'),
    ) as Lockfile;
    expect(unrecordedOptionalDependencies(lock)).toEqual([]);
  });

  it('notices a platform binary missing from a made-up lockfile, also when it is nested', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/tool': {
          version: '2.0.0',
          optionalDependencies: { 'tool-linux-x64': '2.0.0', 'tool-darwin-arm64': '2.0.0' },
        },
        'node_modules/tool-linux-x64': { version: '2.0.0' },
        'node_modules/host/node_modules/tool': {
          version: '1.0.0',
          optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-win32-x64': '1.0.0' },
        },
        'node_modules/host/node_modules/tool-linux-x64': { version: '1.0.0' },
        'node_modules/tool-win32-x64': { version: '2.0.0' },
      },
    };
    expect(unrecordedOptionalDependencies(lock)).toEqual([
      'node_modules/tool@2.0.0 needs tool-darwin-arm64',
    ]);
  });
});
