import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleWithRspack } from '../../tests/support/rspack-bundle';
import { emitAssets } from './emit-assets';

const workDir = mkdtempSync(path.join(tmpdir(), 'emit-assets-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('emitAssets', () => {
  it('writes each file into the output at its path, and watches its sources', async () => {
    const source = path.join(workDir, 'description.yaml');
    writeFileSync(source, 'openapi: 3.0.3\n');
    writeFileSync(path.join(workDir, 'entry.js'), 'module.exports = 1;\n');
    const outputDir = path.join(workDir, 'out');
    const { errors, fileDependencies } = await bundleWithRspack({
      context: workDir,
      entry: './entry.js',
      outputDir,
      plugins: [
        emitAssets('test-downloads', [
          {
            target: 'openapi/description.yaml',
            content: () => readFileSync(source),
            dependencies: [source],
          },
          { target: 'fhir/Bundle-examples.json', content: () => '{}\n', dependencies: [] },
        ]),
      ],
    });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(outputDir, 'openapi/description.yaml'), 'utf8')).toBe(
      'openapi: 3.0.3\n',
    );
    expect(readFileSync(path.join(outputDir, 'fhir/Bundle-examples.json'), 'utf8')).toBe('{}\n');
    expect(fileDependencies).toContain(source);
  });

  it('leaves a JavaScript download as written when the build minimizes', async () => {
    const module = '// Read me.\nexport function readable(value) {\n  return value;\n}\n';
    writeFileSync(path.join(workDir, 'entry.js'), 'module.exports = 1;\n');
    const outputDir = path.join(workDir, 'minimized');
    const { errors } = await bundleWithRspack({
      context: workDir,
      entry: './entry.js',
      outputDir,
      minimize: true,
      plugins: [
        emitAssets('test-downloads', [
          { target: 'fhir/renderer.mjs', content: () => module, dependencies: [] },
        ]),
      ],
    });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(outputDir, 'fhir/renderer.mjs'), 'utf8')).toBe(module);
  });
});
