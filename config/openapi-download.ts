import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { openApiDownloadUrl, openApiSpecFile } from './openapi-paths';

const pluginName = 'openapi-download';

/**
 * Serves the OpenAPI description at the address the reference's download button links to
 * (`/openapi/medication.yaml`), copied from openapi/ at build and dev time so the repository keeps
 * a single copy. The client bundle emits it, which puts it in build/ and in the dev server alike.
 */
export function openApiDownloadPlugin(): Plugin {
  const source = path.resolve(__dirname, '..', openApiSpecFile);
  const target = openApiDownloadUrl.replace(/^\//, '');
  const emitSpec = {
    apply(compiler: Compiler): void {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.fileDependencies.add(source);
            compilation.emitAsset(
              target,
              new compiler.webpack.sources.RawSource(readFileSync(source)),
            );
          },
        );
      });
    },
  };
  return {
    name: pluginName,
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [emitSpec] };
    },
  };
}
