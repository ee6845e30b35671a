import { readFileSync } from 'node:fs';
import type { Plugin } from '@docusaurus/types';
import { openApiDownloadUrl, postmanCollectionUrl } from '../../config/openapi-paths';
import { conformanceUrl } from '../../scripts/fhir-conformance';
import { loadSpec, specFile } from '../../scripts/openapi-spec';
import { emitAssets, type EmittedFile } from './emit-assets';
import { examplesBundle } from './examples-bundle';
import { postmanCollection } from './postman-collection';

const pluginName = 'integration-downloads';

/** Where the Bundle of the OpenAPI examples is served, beside the hand-written conformance resources. */
export const examplesBundleUrl = `${conformanceUrl}Bundle-medication-module-examples.json`;

interface Downloads {
  bundle: string;
  collection: string;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes the downloads that come from openapi/medication.yaml into the build (and the dev server):
 * the description itself, at the address the API reference's download button links to, the Bundle
 * of every example resource and the Postman collection. Copied and generated on every build, so
 * none can drift from the description, and the repository keeps a single copy of it.
 */
export default function integrationDownloadsPlugin(): Plugin {
  return {
    name: pluginName,
    async loadContent(): Promise<Downloads> {
      return {
        bundle: json(examplesBundle(loadSpec())),
        collection: json(await postmanCollection()),
      };
    },
    getPathsToWatch() {
      return [specFile];
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) return {};
      // Docusaurus hands back what loadContent returned.
      const { bundle, collection } = content as Downloads;
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
      ];
      return { plugins: [emitAssets(pluginName, files)] };
    },
  };
}
