import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { splitCheckerData, type SplitCheckerData } from '@medication-module/fhir-checker';
import { checkerData } from '@medication-module/fhir-checker/node';
import { conformanceFolder } from '@medication-module/api-description';
import { specFile } from '@medication-module/api-description';
import { sandboxHistoryFile } from '@medication-module/api-description';
import { generatedJsonModule } from '../generated-json-module';

/** The name site code imports the checker's data by (src/types/check-resource-data.d.ts). */
export const checkerDataModule = '@medication-check/data';

/** The name the worker imports the loaders of the resource types' definitions by. */
export const checkerDefinitionsModule = '@medication-check/definitions';

/**
 * All resource definitions in one JSON module, for the page's fallback without a worker: a
 * dynamic import per type from the page's own code would add each chunk's name to the runtime
 * every page loads first.
 */
export const allDefinitionsModule = '@medication-check/definitions-all';

/**
 * The module of the definitions: one dynamic import per resource type, written out, so that the
 * bundler makes each definition a chunk of its own and the worker loads only those a check meets.
 */
function definitionsModule(types: readonly string[]): string {
  const loaders = types.map(
    (type) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(`./${type}.json`)}),`,
  );
  return `export default {\n${loaders.join('\n')}\n};\n`;
}

/**
 * Gives the "Check a resource" tool its data (packages/fhir-checker/src/data.ts) as generated
 * modules, built on every build from the same sources `npm run check-resource` and the test suite
 * read, so the page finds what they find: what every check reads as one JSON module, and each
 * resource type's definition as a chunk of its own. Only the checker's worker imports them, on
 * first use.
 */
export default function checkResourceDataPlugin(context: LoadContext): Plugin {
  let split: SplitCheckerData | undefined;
  const parts = (): SplitCheckerData => (split ??= splitCheckerData(checkerData()));
  const core = generatedJsonModule(context, {
    name: 'check-resource-data',
    module: checkerDataModule,
    build: () => parts().data,
    watch: [specFile, sandboxHistoryFile, path.join(conformanceFolder, '*.json')],
  });
  const folder = path.join(context.generatedFilesDir, 'check-resource-data', 'definitions');
  const loaders = path.join(folder, 'index.js');
  const all = path.join(context.generatedFilesDir, 'check-resource-data', 'all-definitions.json');
  return {
    ...core,
    async loadContent() {
      split = undefined;
      await core.loadContent?.();
      const { definitions } = parts();
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
      for (const [type, definition] of Object.entries(definitions))
        writeFileSync(path.join(folder, `${type}.json`), JSON.stringify(definition));
      writeFileSync(loaders, definitionsModule(Object.keys(definitions).sort()));
      writeFileSync(all, JSON.stringify(definitions));
    },
    configureWebpack(...args) {
      const configured = core.configureWebpack?.(...args) as {
        resolve: { alias: Record<string, string> };
      };
      return {
        resolve: {
          alias: {
            ...configured.resolve.alias,
            [checkerDefinitionsModule]: loaders,
            [allDefinitionsModule]: all,
          },
        },
      };
    },
  };
}
