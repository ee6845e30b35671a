import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { emitAssets } from './emit-assets';
import { openApiDownloadUrl, openApiSpecFile } from './openapi-paths';

const pluginName = 'openapi-download';

/**
 * Serves the OpenAPI description at the address the reference's download button links to
 * (`/openapi/medication.yaml`), copied from openapi/ at build and dev time so the repository keeps
 * a single copy. The client bundle emits it, which puts it in build/ and in the dev server alike.
 */
export function openApiDownloadPlugin(): Plugin {
  const source = path.resolve(__dirname, '..', openApiSpecFile);
  const emitSpec = emitAssets(pluginName, [
    {
      target: openApiDownloadUrl.replace(/^\//, ''),
      content: () => readFileSync(source),
      dependencies: [source],
    },
  ]);
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [emitSpec] };
    },
  };
}
