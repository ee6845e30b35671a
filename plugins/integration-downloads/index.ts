import type { Plugin } from '@docusaurus/types';
import { emitAssets, type EmittedFile } from '../../config/emit-assets';
import { postmanCollectionUrl } from '../../config/openapi-paths';
import { conformanceUrl } from '../../scripts/fhir-conformance';
import { loadSpec, specFile } from '../../scripts/openapi-spec';
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
 * Writes the downloads that are generated from openapi/medication.yaml into the build (and the dev
 * server): the Bundle of every example resource and the Postman collection. Generated on every
 * build, so neither can drift from the description.
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
