import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { shallowMemoObjectUsers } from '../../config/webpack-main-bundle';
import { renderToStaticMarkup } from '../../tests/support/render-static';
import * as standIn from './index';

// The theme's entry module needs Docusaurus' client aliases; these tests only need to know
// that the stand-in passes the two hooks through (its public index exports them, see below).
vi.mock('@docusaurus/theme-common', () => ({
  useEvent: () => undefined,
  ReactContextError: Error,
}));

const require = createRequire(import.meta.url);
const themeCommonIndex = require.resolve('@docusaurus/theme-common');
const themeCommonLib = path.dirname(themeCommonIndex);

/** The theme-common modules that import from utils/reactUtils, with the names they import. */
function reactUtilsImporters(): { file: string; names: string[] }[] {
  return readdirSync(themeCommonLib, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const source = readFileSync(path.join(themeCommonLib, file), 'utf8');
      const imported = /import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+(?:utils\/)?reactUtils'/.exec(
        source,
      )?.[1];
      if (imported === undefined) return [];
      const names = imported
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return [{ file: path.join(themeCommonLib, file), names }];
    });
}

describe('useShallowMemoObject stand-in for @docusaurus/theme-common', () => {
  const importers = reactUtilsImporters();

  it('is given to exactly the theme modules that use useShallowMemoObject', () => {
    expect(importers.length).toBeGreaterThan(2);
    const users = importers.filter(({ names }) => names.includes('useShallowMemoObject'));
    expect(users.map(({ file }) => shallowMemoObjectUsers.test(file))).toEqual(
      users.map(() => true),
    );
    const others = importers.filter(({ names }) => !names.includes('useShallowMemoObject'));
    expect(others.filter(({ file }) => shallowMemoObjectUsers.test(file))).toEqual([]);
  });

  it('exports everything those modules import from reactUtils', () => {
    const needed = importers
      .filter(({ file }) => shallowMemoObjectUsers.test(file))
      .flatMap(({ names }) => names);
    expect(needed).toContain('useShallowMemoObject');
    expect(needed.filter((name) => !(name in standIn))).toEqual([]);
    const publicExports = readFileSync(themeCommonIndex, 'utf8');
    const passedThrough = Object.keys(standIn).filter((name) => name !== 'useShallowMemoObject');
    expect(
      passedThrough.filter(
        (name) => !new RegExp(`export \\{[^}]*\\b${name}\\b`).test(publicExports),
      ),
    ).toEqual([]);
  });

  it('returns the object it is given, without comparing strings by locale', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const options = { subtree: false, attributes: true, childList: false, characterData: false };
    let returned: object | undefined;
    function Probe() {
      returned = standIn.useShallowMemoObject(options);
      return null;
    }
    renderToStaticMarkup(<Probe />);
    expect(returned).toBe(options);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });
});
