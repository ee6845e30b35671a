import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { capabilityStatementFile, conformanceFolder } from '../../scripts/fhir-conformance';
import { specFile } from '../../scripts/openapi-spec';
import { buildSandboxData } from '../../scripts/sandbox/data';
import { sandboxHistoryFile } from '../../scripts/sandbox/history';

const pluginName = 'medication-sandbox';
/** The name site code imports the sandbox data by (src/types/sandbox-data.d.ts). */
export const sandboxDataModule = '@medication-sandbox/data';

/**
 * Gives the site's browser code the sandbox data (src/sandbox/types.ts) as a generated JSON
 * module: built from the API description, the sandbox history and the CapabilityStatement on
 * every build, so the browser never parses YAML and Send answers from the same data as
 * `npm run mock` and the downloadable sandbox. Only Send's chunk imports it, on first use.
 */
export default function sandboxPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, pluginName, 'sandbox-data.json');
  return {
    name: pluginName,
    loadContent() {
      const json = JSON.stringify(buildSandboxData());
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, json);
      return Promise.resolve();
    },
    getPathsToWatch() {
      return [
        specFile,
        sandboxHistoryFile,
        capabilityStatementFile,
        path.join(conformanceFolder, '*.json'),
      ];
    },
    configureWebpack() {
      return { resolve: { alias: { [sandboxDataModule]: file } } };
    },
  };
}
