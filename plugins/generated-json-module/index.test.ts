import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { generatedJsonModule } from '.';

const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'generated-json-module-'));
afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

it('writes the data on each load and aliases the module name to it', async () => {
  let builds = 0;
  const plugin = generatedJsonModule(
    { generatedFilesDir },
    { name: 'example', module: '@example/data', build: () => ({ builds: ++builds }), watch: ['a'] },
  );
  await plugin.loadContent?.();
  await plugin.loadContent?.();
  const alias = (
    plugin.configureWebpack?.({} as never, false, {} as never, undefined) as {
      resolve: { alias: Record<string, string> };
    }
  ).resolve.alias['@example/data'];
  expect(JSON.parse(readFileSync(alias ?? '', 'utf8'))).toEqual({ builds: 2 });
  expect(plugin.getPathsToWatch?.()).toEqual(['a']);
});
