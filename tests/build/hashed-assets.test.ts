import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/files-under';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';

describe('build/assets', () => {
  it('holds only files named after their content hash, which nginx caches as immutable', () => {
    assertBuildExists();
    const unhashed = filesUnder(path.join(buildDir, 'assets'))
      .map((file) => path.relative(buildDir, file))
      .filter((file) => !/[.-][0-9a-f]{8,}\./.test(path.basename(file)));
    expect(unhashed).toEqual([]);
  });
});
