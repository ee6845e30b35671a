import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('Root', () => {
  it('provides the context that useIsBrowser() reads', () => {
    const hook = require.resolve('@docusaurus/core/lib/client/exports/useIsBrowser.js');
    const imported = /import\s*\{\s*Context\s*\}\s*from\s*'([^']+)'/.exec(
      readFileSync(hook, 'utf8'),
    )?.[1];
    expect(imported).toBeDefined();
    expect(require.resolve(path.resolve(path.dirname(hook), imported ?? ''))).toBe(
      require.resolve('@docusaurus/core/lib/client/browserContext'),
    );
  });
});
