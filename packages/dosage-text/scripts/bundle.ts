import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';

/** The renderer's sources: every file the published module is built from. */
export const dosageRendererFolder = path.resolve(__dirname, '../src');
/** The test vectors: the cases every renderer of a Dosage is checked against. */
export const vectorsFile = path.resolve(__dirname, '../static/fhir/dosage-text-vectors.json');
/** The JSON Schema of the vectors' format, for ports that read them. */
export const vectorsSchemaFile = path.resolve(
  __dirname,
  '../static/fhir/dosage-text-vectors.schema.json',
);
/** The folder a site publishes as it is (Docusaurus `staticDirectories`): the vectors in `fhir/`. */
export const publishedFolder = path.resolve(__dirname, '../static');
const entry = path.join(dosageRendererFolder, 'index.ts');

export interface DosageRenderer {
  /** One ES module without imports. */
  module: string;
  /** Its TypeScript declarations. */
  declarations: string;
}

/** Where the docs serve the module and its test vectors, named in its first lines. */
export interface DosageRendererUrls {
  module: string;
  vectors: string;
}

const bannerOf = (
  urls: DosageRendererUrls,
): string => `// The reference rendering of a FHIR R4 Dosage as one sentence in English, Dutch, French or
// German, from the medication module developer docs, served at ${urls.module} beside its
// test vectors (${urls.vectors}). Built from the docs' @medication-module/dosage-text package:
// one ES module without dependencies. Port it, or test your own renderer against the vectors.
//
// Copyright 2025 the authors of the medication module developer docs
// SPDX-License-Identifier: Apache-2.0
// Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file
// except in compliance with the License. You may obtain a copy of the License at
// https://www.apache.org/licenses/LICENSE-2.0. Unless required by applicable law or agreed to
// in writing, software distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied. See the License for
// the specific language governing permissions and limitations under the License.`;

/** The TypeScript sources of the renderer, tests left out, for watching. */
export function dosageRendererSources(): string[] {
  return readdirSync(dosageRendererFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dosageRendererFolder, file));
}

/**
 * Builds the published renderer from packages/dosage-text: esbuild bundles it into one readable ES
 * module (no minifying: integrators read it to port it), TypeScript writes its declarations.
 * Fails when the bundle would take in anything from outside packages/dosage-text, so the download
 * stays free of dependencies.
 */
export async function buildDosageRenderer(urls: DosageRendererUrls): Promise<DosageRenderer> {
  const banner = bannerOf(urls);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    write: false,
    metafile: true,
    legalComments: 'none',
    banner: { js: banner },
    logLevel: 'silent',
  });
  const outside = Object.keys(result.metafile.inputs).filter(
    (input) => path.dirname(path.resolve(input)) !== dosageRendererFolder,
  );
  if (outside.length > 0) {
    throw new Error(`The published Dosage renderer must not import ${outside.join(', ')}`);
  }
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild wrote no Dosage renderer');
  const declarations = ts.transpileDeclaration(readFileSync(entry, 'utf8'), {
    fileName: entry,
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
  });
  const problems = (declarations.diagnostics ?? []).map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
  if (problems.length > 0) throw new Error(`Dosage renderer declarations: ${problems.join('; ')}`);
  return { module: output.text, declarations: `${banner}\n${declarations.outputText}` };
}
