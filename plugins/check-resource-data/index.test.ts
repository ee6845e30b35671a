import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, expect, it } from 'vitest';
import { checkerData } from '@medication-module/fhir-checker/node';
import checkResourceDataPlugin, {
  allDefinitionsModule,
  checkerDataModule,
  checkerDefinitionsModule,
} from '.';

const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'check-resource-data-'));
afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

it('writes the data of npm run check-resource, each resource definition apart, importable by name', async () => {
  const plugin = checkResourceDataPlugin({ generatedFilesDir } as LoadContext);
  await plugin.loadContent?.();
  const { alias } = (
    plugin.configureWebpack?.({} as never, false, {} as never, undefined) as {
      resolve: { alias: Record<string, string> };
    }
  ).resolve;
  const core = alias[checkerDataModule] ?? '';
  const loaders = alias[checkerDefinitionsModule] ?? '';
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  const written = read(core) as { structureDefinitions: { name: string }[] };
  const folder = path.dirname(loaders);
  const apart = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => read(path.join(folder, file)) as { name: string });
  // Together they are the data of the command line, and no definition is in both.
  const full = JSON.parse(JSON.stringify(checkerData())) as typeof written;
  expect({
    ...written,
    structureDefinitions: [...written.structureDefinitions, ...apart].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  }).toEqual({
    ...full,
    structureDefinitions: [...full.structureDefinitions].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  });
  expect(apart.map((definition) => definition.name)).toContain('MedicationRequest');
  expect(written.structureDefinitions.map((definition) => definition.name)).not.toContain(
    'MedicationRequest',
  );
  // The loaders' module imports each file by a literal path, so each becomes a chunk of its own.
  const module = readFileSync(loaders, 'utf8');
  for (const definition of apart) expect(module).toContain(`import("./${definition.name}.json")`);
  // The page's fallback without a worker reads them all from one module.
  expect(read(alias[allDefinitionsModule] ?? '')).toEqual(
    Object.fromEntries(apart.map((definition) => [definition.name, definition])),
  );
}, 60_000);
