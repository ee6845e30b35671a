import type { Compiler } from 'webpack';

export interface EmittedFile {
  /** Path inside the build, without a leading slash, for example `openapi/medication.yaml`. */
  target: string;
  content: () => Buffer | string;
  /** Source files whose change should rebuild the file in the dev server. */
  dependencies: readonly string[];
}

/**
 * A bundler plugin (the webpack plugin API, which Rspack implements) for the client bundle that
 * writes files into the build and the dev server alike: downloads that are generated or copied
 * from elsewhere in the repository, not kept in static/, and that are no page (so they add no
 * route).
 */
export function emitAssets(name: string, files: readonly EmittedFile[]) {
  return {
    apply(compiler: Compiler): void {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const file of files) {
              file.dependencies.forEach((dependency) =>
                compilation.fileDependencies.add(dependency),
              );
              // A download is served as written: marked minimized, the production minimizer
              // leaves it alone (it would otherwise squeeze the renderer's readable .mjs).
              compilation.emitAsset(
                file.target,
                new compiler.webpack.sources.RawSource(file.content()),
                { minimized: true },
              );
            }
          },
        );
      });
    },
  };
}
