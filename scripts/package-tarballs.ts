import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildCheckerCli,
  buildCheckerModule,
  checkerSources,
  checkerTypesEntry,
} from '@medication-module/fhir-checker/bundle';
import { checkerData } from '@medication-module/fhir-checker/node';
import {
  buildDosageRenderer,
  vectorsFile,
  vectorsSchemaFile,
  type DosageRendererUrls,
} from '@medication-module/dosage-text/bundle';
import {
  buildSandboxDownload,
  buildSandboxModule,
  sandboxSources,
  sandboxTypesEntry,
} from '@medication-module/sandbox/bundle';
import { writeDeclarations } from './declarations';
import { packPackage, type PackedPackage } from './pack-package';

/** The tools integrators install from the site, by their folder under packages/. */
export const toolPackages = ['dosage-text', 'sandbox', 'fhir-checker'] as const;
export type ToolPackage = (typeof toolPackages)[number];

export interface TarballSources {
  /** The docs' address, which the checker's findings link into. */
  siteUrl: string;
  /** Where the site serves the one-file sandbox and the renderer, named in their first lines. */
  sandboxUrl: string;
  rendererUrls: DosageRendererUrls;
}

export const packageDir = (name: ToolPackage | 'mcp-server'): string =>
  path.dirname(require.resolve(`@medication-module/${name}/package.json`));

export const licence =
  '// SPDX-License-Identifier: Apache-2.0 (https://www.apache.org/licenses/LICENSE-2.0)';

export function write(folder: string, file: string, text: string, executable = false): void {
  const target = path.join(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  if (executable) chmodSync(target, 0o755);
}

const checkerBanner = (siteUrl: string, what: string): string =>
  `// ${what} of the medication module developer docs (${siteUrl}), with @medplum/core (Apache-2.0), fhirpath and @lhncbc/ucum-lhc (their licences in dist/licenses/) built in.\n${licence}`;

/**
 * The licences of what the checker's built files carry besides @medplum/core, into `dist/licenses/`
 * of a package that ships them: both ask that a redistribution in binary form carries them.
 */
export function writeCheckerLicences(folder: string): void {
  for (const [dependency, file] of [
    ['fhirpath', 'fhirpath-LICENSE.md'],
    ['@lhncbc/ucum-lhc', 'ucum-lhc-LICENSE.md'],
  ] as const) {
    const licenceFile = path.join(
      path.dirname(require.resolve(`${dependency}/package.json`)),
      'LICENSE.md',
    );
    write(folder, `dist/licenses/${file}`, readFileSync(licenceFile, 'utf8'));
  }
}

/**
 * Each tool as one ES module to import, its data built in: the package's `dist/index.mjs`, and
 * what the MCP server's package carries of it (scripts/mcp-server-tarball.ts).
 */
export const toolModules: Record<ToolPackage, (sources: TarballSources) => Promise<string>> = {
  async 'dosage-text'({ rendererUrls }) {
    return (await buildDosageRenderer(rendererUrls)).module;
  },
  sandbox: () =>
    buildSandboxModule(
      `// The sandbox of the medication module's FHIR R4 API as a module: startSandbox() and answer().\n${licence}`,
    ),
  'fhir-checker': ({ siteUrl }) =>
    buildCheckerModule({
      siteUrl,
      data: checkerData(),
      banner: checkerBanner(siteUrl, 'The FHIR checker'),
    }),
};

const dists: Record<ToolPackage, (folder: string, sources: TarballSources) => Promise<void>> = {
  async 'dosage-text'(folder, { rendererUrls }) {
    const renderer = await buildDosageRenderer(rendererUrls);
    write(folder, 'dist/index.mjs', renderer.module);
    write(folder, 'dist/index.d.mts', renderer.declarations);
    copyFileSync(vectorsFile, path.join(folder, 'vectors.json'));
    copyFileSync(vectorsSchemaFile, path.join(folder, 'vectors.schema.json'));
  },
  async sandbox(folder, sources) {
    const { sandboxUrl } = sources;
    write(
      folder,
      'dist/cli.mjs',
      `#!/usr/bin/env node\n${await buildSandboxDownload(sandboxUrl)}`,
      true,
    );
    write(folder, 'dist/index.mjs', await toolModules.sandbox(sources));
    writeDeclarations(sandboxTypesEntry, sandboxSources, path.join(folder, 'dist/types'));
  },
  async 'fhir-checker'(folder, sources) {
    const { siteUrl } = sources;
    writeCheckerLicences(folder);
    write(
      folder,
      'dist/cli.mjs',
      `#!/usr/bin/env node\n${await buildCheckerCli({ siteUrl, data: checkerData(), banner: checkerBanner(siteUrl, 'The FHIR checker command') })}`,
      true,
    );
    write(folder, 'dist/index.mjs', await toolModules['fhir-checker'](sources));
    writeDeclarations(checkerTypesEntry, checkerSources, path.join(folder, 'dist/types'));
  },
};

/**
 * Packs each tool as integrators install it (`npm install <url of the .tgz>`): built files
 * only, runtime dependencies bundled in, so the tarball needs no registry.
 */
export async function packToolPackages(sources: TarballSources): Promise<PackedPackage[]> {
  const packed: PackedPackage[] = [];
  // One at a time: each build holds the checker's data or a bundle in memory.
  for (const name of toolPackages) {
    packed.push(await packPackage(packageDir(name), (folder) => dists[name](folder, sources)));
  }
  return packed;
}
