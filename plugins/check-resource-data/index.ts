import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkerData } from '../../scripts/check-resource/data';
import { conformanceFolder } from '../../scripts/fhir-conformance';
import { specFile } from '../../scripts/openapi-spec';
import { sandboxHistoryFile } from '../../scripts/sandbox/history';

const pluginName = 'check-resource-data';
/** The name site code imports the checker's data by (src/types/check-resource-data.d.ts). */
export const checkerDataModule = '@medication-check/data';

/**
 * Gives the "Check a resource" tool its data (src/check-resource/data.ts) as a generated JSON
 * module, built on every build from the same sources `npm run check-resource` and the test suite
 * read, so the page finds what they find. Only the checker's worker imports it, on first use.
 */
export default function checkResourceDataPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, pluginName, 'checker-data.json');
  return {
    name: pluginName,
    loadContent() {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(checkerData()));
      return Promise.resolve();
    },
    getPathsToWatch() {
      return [specFile, sandboxHistoryFile, path.join(conformanceFolder, '*.json')];
    },
    configureWebpack() {
      return { resolve: { alias: { [checkerDataModule]: file } } };
    },
  };
}
