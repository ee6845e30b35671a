import { readFileSync } from 'node:fs';
import type { Plugin } from '@docusaurus/types';
import { openApiDownloadUrl, postmanCollectionUrl } from '../../config/openapi-paths';
import { conformanceUrl } from '../../scripts/fhir-conformance';
import { loadSpec, specFile } from '../../scripts/openapi-spec';
import {
  buildDosageRenderer,
  dosageRendererSources,
  dosageRendererTypesUrl,
  dosageRendererUrl,
  type DosageRenderer,
} from './dosage-renderer';
import { emitAssets, type EmittedFile } from './emit-assets';
import { examplesBundle } from './examples-bundle';
import { postmanCollection } from './postman-collection';
import {
  buildSandboxDownload,
  sandboxDownloadSources,
  sandboxDownloadUrl,
} from './sandbox-download';

const pluginName = 'integration-downloads';

/** Where the Bundle of the OpenAPI examples is served, beside the hand-written conformance resources. */
export const examplesBundleUrl = `${conformanceUrl}Bundle-medication-module-examples.json`;

interface Downloads {
  bundle: string;
  collection: string;
  renderer: DosageRenderer;
  sandbox: string;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes the generated downloads into the build (and the dev server): from
 * openapi/medication.yaml the description itself, at the address the API reference's download
 * button links to, the Bundle of every example resource and the Postman collection; from
 * src/dosage-text the reference Dosage renderer as one ES module with its declarations; from
 * src/sandbox and scripts/sandbox the sandbox as one file for Node. Copied
 * and generated on every build, so none can drift from its source, and the repository keeps a
 * single copy of each.
 */
export default function integrationDownloadsPlugin(): Plugin {
  return {
    name: pluginName,
    async loadContent(): Promise<Downloads> {
      return {
        bundle: json(examplesBundle(loadSpec())),
        collection: json(await postmanCollection()),
        renderer: await buildDosageRenderer(),
        sandbox: await buildSandboxDownload(),
      };
    },
    getPathsToWatch() {
      return [specFile, ...dosageRendererSources(), ...sandboxDownloadSources()];
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) return {};
      // Docusaurus hands back what loadContent returned.
      const { bundle, collection, renderer, sandbox } = content as Downloads;
      const files: EmittedFile[] = [
        // Read when emitted, so the dev server serves the description as it is edited.
        {
          target: openApiDownloadUrl.slice(1),
          content: () => readFileSync(specFile),
          dependencies: [specFile],
        },
        { target: examplesBundleUrl.slice(1), content: () => bundle, dependencies: [] },
        {
          target: postmanCollectionUrl.slice(1),
          content: () => collection,
          dependencies: [],
        },
        { target: dosageRendererUrl.slice(1), content: () => renderer.module, dependencies: [] },
        {
          target: dosageRendererTypesUrl.slice(1),
          content: () => renderer.declarations,
          dependencies: [],
        },
        { target: sandboxDownloadUrl.slice(1), content: () => sandbox, dependencies: [] },
      ];
      return { plugins: [emitAssets(pluginName, files)] };
    },
  };
}
