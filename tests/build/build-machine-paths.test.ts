import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/files-under';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';

/** The checkout the build ran in: the repository root, two levels above this file. */
const checkout = path.resolve(__dirname, '../..');

describe('the published files and the build machine', () => {
  it("name no path inside the checkout (a CI runner's user name and directory layout)", () => {
    assertBuildExists();
    // With the separator after it, so that only paths into the checkout count; JSON
    // may write each slash as \/.
    const prefixes = [`${checkout}${path.sep}`, `${checkout}${path.sep}`.replaceAll('/', '\\/')];
    const leaks = filesUnder(buildDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const at = Math.max(...prefixes.map((prefix) => text.indexOf(prefix)));
      return at < 0
        ? []
        : [`${path.relative(buildDir, file)}: …${text.slice(Math.max(0, at - 40), at + 80)}…`];
    });
    expect(leaks).toEqual([]);
  });
});
