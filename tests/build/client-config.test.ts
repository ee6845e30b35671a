import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../config/chromium';
import { buildDir } from '../support/build-output';

describe('site config in the browser bundles', () => {
  it('carries none of the build-only options of the diagram renderer', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const leaking = readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const text = readFileSync(path.join(jsDir, file), 'utf8');
        return (
          text.includes('launchOptions') || text.includes(chromiumLaunchOptions.executablePath)
        );
      });
    expect(leaking).toEqual([]);
  });
});
