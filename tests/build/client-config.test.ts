import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/machine/chromium';
import { builtFilesIn, readBuiltFile } from '../../scripts/site-build/build-output';

describe('site config in the browser bundles', () => {
  it('carries none of the build-only options of the diagram renderer', () => {
    const leaking = builtFilesIn('assets/js', '.js').filter((file) => {
      const text = readBuiltFile(file);
      return text.includes('launchOptions') || text.includes(chromiumLaunchOptions.executablePath);
    });
    expect(leaking).toEqual([]);
  });
});
