import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vectorsFile } from './bundle';
import { buildDosageRenderer, dosageRendererSources, type DosageRenderer } from './bundle';

const folder = mkdtempSync(path.join(tmpdir(), 'dosage-renderer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let renderer: DosageRenderer;
beforeAll(async () => {
  renderer = await buildDosageRenderer({
    module: '/dosage-text.mjs',
    vectors: '/dosage-text-vectors.json',
  });
  writeFileSync(path.join(folder, 'dosage-text.mjs'), renderer.module);
  writeFileSync(path.join(folder, 'dosage-text.d.mts'), renderer.declarations);
  copyFileSync(vectorsFile, path.join(folder, 'dosage-text-vectors.json'));
}, 60_000);

/** Runs every vector through the downloaded module, in a Node process of its own. */
const runVectors = `
import { readFileSync } from 'node:fs';
import { renderDosageText } from './dosage-text.mjs';
const { cases, languages } = JSON.parse(readFileSync('./dosage-text-vectors.json', 'utf8'));
const wrong = cases.flatMap((c) =>
  languages
    .map((language) => ({
      name: c.name,
      language,
      expected: c.sentences === null ? null : c.sentences[language],
      got: renderDosageText(c.dosage, { language }) ?? null,
    }))
    .filter((c) => c.got !== c.expected),
);
console.log(JSON.stringify({ cases: cases.length, wrong }));
`;

describe('the published Dosage renderer (/fhir/dosage-text.mjs)', () => {
  it('states its licence, Apache-2.0, in the header of the module and of its declarations', () => {
    for (const file of [renderer.module, renderer.declarations]) {
      expect(file.split('\n').slice(0, 15).join('\n')).toMatch(
        /SPDX-License-Identifier: Apache-2\.0/,
      );
    }
  });

  it('is one ES module without imports', () => {
    expect(renderer.module).toMatch(/^export \{/m);
    expect(renderer.module).not.toMatch(/^\s*import\b|\bimport\s*\(|\brequire\s*\(/m);
  });

  it('runs standalone from an empty folder and renders every vector to its sentence in every language', () => {
    writeFileSync(path.join(folder, 'run-vectors.mjs'), runVectors);
    const output = execFileSync(process.execPath, ['run-vectors.mjs'], {
      cwd: folder,
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as { cases: number; wrong: unknown[] };
    const { cases } = JSON.parse(readFileSync(vectorsFile, 'utf8')) as { cases: unknown[] };
    expect(result.cases).toBe(cases.length);
    expect(result.wrong).toEqual([]);
  });

  it('comes with declarations that type a strict TypeScript caller', () => {
    const caller = path.join(folder, 'caller.mts');
    writeFileSync(
      caller,
      [
        "import { languages, maxListLength, renderDosageText } from './dosage-text.mjs';",
        'const sentence: string | undefined = renderDosageText({ asNeededBoolean: true });',
        "const dutch: string | undefined = renderDosageText({ asNeededBoolean: true }, { language: 'nl-BE' });",
        'const tags: readonly string[] = languages;',
        'const limit: number = maxListLength;',
        '// @ts-expect-error the result may be undefined',
        'const wrong: string = renderDosageText(null);',
        '// @ts-expect-error the options are an object',
        "const badOptions = renderDosageText(null, 'nl');",
        'export { sentence, dutch, tags, limit, wrong, badOptions };',
      ].join('\n'),
    );
    const program = ts.createProgram([caller], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      target: ts.ScriptTarget.ES2020,
      // The smallest standard library keeps the check to a second.
      lib: ['lib.es5.d.ts'],
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 30_000);

  it('is built from the renderer sources, tests left out', () => {
    const sources = dosageRendererSources().map((file) => path.basename(file));
    expect(sources).toContain('index.ts');
    expect(sources.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });
});
