import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { CheckerData } from '../src/data';
import { checkerData } from '../src/node/data';
import { splitCheckerData } from '../src/split';

const sources = path.resolve(__dirname, '../src');

/** What the built files carry: the checker's data and the docs its findings link into. */
export interface CheckerBuild {
  siteUrl: string;
  data?: CheckerData;
  /** The first lines of the file. */
  banner: string;
}

/** The data without the resource definitions, and each of those as JSON text (bundled-data.ts). */
function bundledJson(data: CheckerData, siteUrl: string): string {
  const split = splitCheckerData(data);
  const definitions = Object.fromEntries(
    Object.entries(split.definitions).map(([type, definition]) => [
      type,
      JSON.stringify(definition),
    ]),
  );
  return JSON.stringify({ data: split.data, definitions, siteUrl });
}

function bundled({ siteUrl, data }: CheckerBuild): EsbuildPlugin {
  return {
    name: 'checker-bundled',
    setup(builder) {
      builder.onResolve({ filter: /^@medication-check\/bundled$/ }, () => ({
        path: 'bundled',
        namespace: 'checker-bundled',
      }));
      builder.onLoad({ filter: /.*/, namespace: 'checker-bundled' }, () => ({
        contents: bundledJson(data ?? checkerData(), siteUrl),
        loader: 'json',
      }));
    },
  };
}

async function bundle(entry: string, options: CheckerBuild): Promise<string> {
  const result = await build({
    entryPoints: [path.join(sources, entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    legalComments: 'none',
    banner: { js: options.banner },
    logLevel: 'silent',
    plugins: [bundled(options)],
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.text;
}

/**
 * The checker's command (`medication-fhir-check`) as one ES module for Node: the command line,
 * the checker with @medplum/core, and the data, so it installs and runs with nothing to fetch.
 */
export const buildCheckerCli = (options: CheckerBuild): Promise<string> =>
  bundle('node/standalone.ts', options);

/** The checker as one ES module to import: `checkResource(json)` with the same data built in. */
export const buildCheckerModule = (options: CheckerBuild): Promise<string> =>
  bundle('published.ts', options);

/** The entry whose declarations the installable module's types are. */
export const checkerTypesEntry = path.join(sources, 'published.ts');
export const checkerSources = sources;
