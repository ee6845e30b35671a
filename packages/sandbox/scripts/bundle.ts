import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { sandboxHistoryFile } from '@medication-module/api-description';
import { buildSandboxData } from '../src/node/data';
import type { SandboxData } from '../src/types';

const coreFolder = path.resolve(__dirname, '../src');
const transportFolder = path.join(coreFolder, 'node');
const entry = path.join(transportFolder, 'standalone.ts');
/** What the file may be built from: the core and the Node transport, never the YAML readers. */
const allowedTransport = [
  'standalone.ts',
  'published.ts',
  'cli.ts',
  'node-server.ts',
  'notify.ts',
].map((file) => path.join(transportFolder, file));
/** `jose` verifies client assertions (WebCrypto, no Node-only code); its licence is MIT. */
const joseFolder = path.dirname(require.resolve('jose', { paths: [coreFolder] }));
const isAllowedInput = (input: string): boolean =>
  path.dirname(input) === coreFolder ||
  allowedTransport.includes(input) ||
  input.startsWith(`${joseFolder}${path.sep}`);
const dataModule = '@medication-sandbox/data';

const bannerOf = (
  url: string,
): string => `// The sandbox of the medication module's FHIR R4 API, from the medication module developer
// docs (${url}). It holds example data only, never patient data.
//
//   node medication-sandbox.mjs [--port N] [--host H] [--notify URL [--notify-token T]]
//
// Node 20 or newer, nothing to install. It listens on http://127.0.0.1:4010 unless told
// otherwise and answers exactly like \`npm run mock\` in the docs' repository: the examples of
// the API reference with ETag and Last-Modified, 304, 401, 403, 404, 406, 410 and 429 as
// documented, GET /metadata and /.well-known/smart-configuration, and X-Sandbox-Time to replay
// a moment. \`--help\` says more; the getting-started guide's "Try it" section has the details.
// SPDX-License-Identifier: Apache-2.0 (https://www.apache.org/licenses/LICENSE-2.0)`;

/** The sources the file is built from, for watching. */
export function sandboxDownloadSources(): string[] {
  const typescript = (folder: string): string[] =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file));
  return [...typescript(coreFolder), ...typescript(transportFolder), sandboxHistoryFile];
}

function sandboxData(data: SandboxData): EsbuildPlugin {
  return {
    name: 'sandbox-data',
    setup(builder) {
      builder.onResolve({ filter: /^@medication-sandbox\/data$/ }, () => ({
        path: dataModule,
        namespace: 'sandbox-data',
      }));
      builder.onLoad({ filter: /.*/, namespace: 'sandbox-data' }, () => ({
        contents: JSON.stringify(data),
        loader: 'json',
      }));
    },
  };
}

/**
 * Builds the downloadable sandbox: the shared command line and Node transport over the core, and
 * the data, bundled by esbuild into one readable ES module for Node 20 that imports nothing but
 * Node's own modules. Fails when the bundle would take in anything else.
 */
export async function buildSandboxDownload(
  /** Where the docs serve the file, named in its first line. */
  url: string,
  data: SandboxData = buildSandboxData(),
): Promise<string> {
  return bundleWithData(entry, bannerOf(url), data);
}

/**
 * The sandbox as a module to import (the installable package's `dist/index.mjs`): the core and
 * `startSandbox`, with the same data built in.
 */
export async function buildSandboxModule(
  banner: string,
  data: SandboxData = buildSandboxData(),
): Promise<string> {
  return bundleWithData(path.join(transportFolder, 'published.ts'), banner, data);
}

async function bundleWithData(
  entryPoint: string,
  banner: string,
  data: SandboxData,
): Promise<string> {
  const result = await build({
    entryPoints: [entryPoint],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    legalComments: 'none',
    banner: { js: banner },
    logLevel: 'silent',
    plugins: [sandboxData(data)],
  });
  const outside = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('sandbox-data:'))
    .map((input) => path.resolve(input))
    .filter((input) => !isAllowedInput(input));
  if (outside.length > 0) {
    throw new Error(`The downloadable sandbox must not import ${outside.join(', ')}`);
  }
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote no sandbox');
  return output.text;
}

/** The entry whose declarations the installable module's types are, and its source folder. */
export const sandboxTypesEntry = path.join(transportFolder, 'published.ts');
export const sandboxSources = coreFolder;
