import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, expect, it } from 'vitest';
import { checkerData } from '@medication-module/fhir-checker/node';
import checkResourceDataPlugin, { checkerDataModule } from '.';

const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'check-resource-data-'));
afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

it('writes the data of npm run check-resource and makes it importable by its module name', async () => {
  const plugin = checkResourceDataPlugin({ generatedFilesDir } as LoadContext);
  await plugin.loadContent?.();
  const alias = (
    plugin.configureWebpack?.({} as never, false, {} as never, undefined) as {
      resolve: { alias: Record<string, string> };
    }
  ).resolve.alias[checkerDataModule];
  expect(alias).toBeDefined();
  expect(JSON.parse(readFileSync(alias ?? '', 'utf8'))).toEqual(
    JSON.parse(JSON.stringify(checkerData())),
  );
}, 60_000);
