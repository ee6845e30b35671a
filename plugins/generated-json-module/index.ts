import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface GeneratedJsonModuleOptions {
  /** The plugin's name, and its folder in Docusaurus's generated files. */
  name: string;
  /** The bare module name the site's code imports the JSON by (a bundler alias). */
  module: string;
  /** Builds the data, on every build and in the dev server when a watched file changes. */
  build: () => unknown;
  /** The files the data is built from. */
  watch: readonly string[];
}

/**
 * A plugin that writes data built in Node as a JSON file into Docusaurus's generated files and
 * lets the site's browser code import it by a module name: only the chunk that imports it loads
 * it, and the browser never reads the sources the data is built from.
 */
export function generatedJsonModule(
  context: Pick<LoadContext, 'generatedFilesDir'>,
  { name, module, build, watch }: GeneratedJsonModuleOptions,
): Plugin {
  const file = path.join(context.generatedFilesDir, name, `${name}.json`);
  return {
    name,
    loadContent() {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(build()));
      return Promise.resolve();
    },
    getPathsToWatch() {
      return [...watch];
    },
    configureWebpack() {
      return { resolve: { alias: { [module]: file } } };
    },
  };
}
