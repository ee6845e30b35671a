import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  capabilityStatementFile,
  conformanceFolder,
  sandboxHistoryFile,
  specFile,
} from '@medication-module/api-description';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { generatedJsonModule } from '../generated-json-module';

/** The name site code imports the sandbox data by (declared by the sandbox package). */
export const sandboxDataModule = '@medication-sandbox/data';

/**
 * Gives the site's browser code the sandbox data (packages/sandbox/src/types.ts) as a generated JSON
 * module: built from the API description, the sandbox history and the CapabilityStatement on
 * every build, so the browser never parses YAML and Send answers from the same data as
 * `npm run mock` and the downloadable sandbox. Only Send's chunk imports it, on first use.
 */
export default function sandboxPlugin(context: LoadContext): Plugin {
  return generatedJsonModule(context, {
    name: 'medication-sandbox',
    module: sandboxDataModule,
    build: buildSandboxData,
    watch: [
      specFile,
      sandboxHistoryFile,
      capabilityStatementFile,
      path.join(conformanceFolder, '*.json'),
    ],
  });
}
