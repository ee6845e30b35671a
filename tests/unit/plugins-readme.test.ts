import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../support/markdown-json-blocks';

const plugins = path.join(repoRoot, 'plugins');

it('plugins/README.md lists every plugin, and every plugin has its README', () => {
  const folders = readdirSync(plugins, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const readme = readFileSync(path.join(plugins, 'README.md'), 'utf8');
  expect(folders.filter((name) => !readme.includes(`| [${name}](${name}/) |`))).toEqual([]);
  expect(
    folders.filter((name) => !readdirSync(path.join(plugins, name)).includes('README.md')),
  ).toEqual([]);
});
