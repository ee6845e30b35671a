import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** Every script of the theme's code block: the component and its parts (content, lines, buttons). */
function themeCodeBlockScripts(): string[] {
  const dir = path.dirname(
    require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/index.js'),
  );
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

describe('CodeBlock', () => {
  it('pins useIsBrowser() for the theme code block, whose only use of it is the remount key', () => {
    const readers = themeCodeBlockScripts().filter((file) =>
      readFileSync(file, 'utf8').includes('useIsBrowser'),
    );
    expect(readers.map((file) => path.basename(file))).toEqual(['index.js']);
    expect(readFileSync(readers[0] ?? '', 'utf8')).toMatch(/key=\{String\(isBrowser\)\}/);
  });
});
