import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/files-under';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';

const byteOrderMark = '\uFEFF';

describe('built stylesheets', () => {
  it('carry no byte-order mark after their start, where it would void the next selector', () => {
    assertBuildExists();
    const stylesheets = filesUnder(path.join(buildDir, 'assets')).filter((file) =>
      file.endsWith('.css'),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    const marked = stylesheets.flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      const at = css.indexOf(byteOrderMark, 1);
      return at < 0
        ? []
        : [`${path.relative(buildDir, file)} at ${at}: …${css.slice(at - 60, at + 40)}…`];
    });
    expect(marked).toEqual([]);
  });
});
