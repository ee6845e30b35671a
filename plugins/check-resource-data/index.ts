import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkerData } from '@medication-module/fhir-checker/node';
import { conformanceFolder } from '@medication-module/api-description';
import { specFile } from '@medication-module/api-description';
import { sandboxHistoryFile } from '@medication-module/api-description';
import { generatedJsonModule } from '../generated-json-module';

/** The name site code imports the checker's data by (src/types/check-resource-data.d.ts). */
export const checkerDataModule = '@medication-check/data';

/**
 * Gives the "Check a resource" tool its data (packages/fhir-checker/src/data.ts) as a generated JSON
 * module, built on every build from the same sources `npm run check-resource` and the test suite
 * read, so the page finds what they find. Only the checker's worker imports it, on first use.
 */
export default function checkResourceDataPlugin(context: LoadContext): Plugin {
  return generatedJsonModule(context, {
    name: 'check-resource-data',
    module: checkerDataModule,
    build: checkerData,
    watch: [specFile, sandboxHistoryFile, path.join(conformanceFolder, '*.json')],
  });
}
