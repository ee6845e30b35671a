import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { sandboxHistoryFile } from '../../scripts/sandbox/history';
import { buildSandboxData } from '../../scripts/sandbox/data';
import type { SandboxData } from '../../src/sandbox/types';
import { sandboxDownloadUrl } from './downloads';

const repository = path.resolve(__dirname, '../..');
const coreFolder = path.join(repository, 'src/sandbox');
const transportFolder = path.join(repository, 'scripts/sandbox');
const entry = path.join(transportFolder, 'standalone.ts');
/** What the file may be built from: the core and the Node transport, never the YAML readers. */
const allowedInputs = [
  coreFolder,
  ...['standalone.ts', 'cli.ts', 'node-server.ts', 'notify.ts'].map((file) =>
    path.join(transportFolder, file),
  ),
];
const dataModule = '@medication-sandbox/data';

const banner = `// The sandbox of the medication module's FHIR R4 API, from the medication module developer
// docs (${sandboxDownloadUrl}). It holds example data only, never patient data.
//
//   node medication-sandbox.mjs [--port N] [--host H] [--notify URL [--notify-token T]]
//
// Node 20 or newer, nothing to install. It listens on http://127.0.0.1:4010 unless told
// otherwise and answers exactly like \`npm run mock\` in the docs' repository: the examples of
// the API reference with ETag and Last-Modified, 304, 401, 403, 404, 406, 410 and 429 as
// documented, GET /metadata and /.well-known/smart-configuration, and X-Sandbox-Time to replay
// a moment. \`--help\` says more; the getting-started guide's "Try it" section has the details.`;

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
  data: SandboxData = buildSandboxData(),
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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
    .filter((input) => !allowedInputs.some((allowed) => input.startsWith(allowed)));
  if (outside.length > 0) {
    throw new Error(`The downloadable sandbox must not import ${outside.join(', ')}`);
  }
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote no sandbox');
  return output.text;
}
