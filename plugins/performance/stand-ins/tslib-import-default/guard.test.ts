import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import * as tslibStandIn from './index';
import { bundleWithRspack } from '../../../../tests/support/rspack-bundle';
import { tslibHelpers, tslibHelpersIn, tslibStandInGuard } from './guard';

const standInFile = path.resolve(__dirname, 'index.ts');
const workDir = mkdtempSync(path.join(tmpdir(), 'tslib-stand-in-guard-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Modules as TypeScript compiles them with importHelpers, CommonJS and ES module output. */
const modules = {
  'import-default.js': `"use strict";
const tslib_1 = require("tslib");
const greeting_1 = tslib_1.__importDefault(require("./greeting.js"));
module.exports = greeting_1.default("reader");`,
  'greeting.js': `module.exports = (name) => "Hello, " + name;`,
  'awaiter.js': `"use strict";
const tslib_1 = require("tslib");
module.exports = () => tslib_1.__awaiter(void 0, void 0, void 0, function* () { return 1; });`,
  'assign.mjs': `import { __assign } from "tslib";
export const merged = __assign({}, { a: 1 });`,
};

interface Bundled {
  errors: string[];
  /** What the entry module exports, when the bundle was written. */
  run: () => unknown;
}

/** Bundles one entry with tslib resolved to the stand-in, as plugins/main-bundle does. */
async function bundle(entry: keyof typeof modules): Promise<Bundled> {
  for (const [name, source] of Object.entries(modules)) {
    writeFileSync(path.join(workDir, name), source);
  }
  const outputDir = path.join(workDir, `out-${entry}`);
  const { errors } = await bundleWithRspack({
    context: workDir,
    entry: `./${entry}`,
    outputDir,
    alias: { tslib$: standInFile },
    plugins: [tslibStandInGuard({ file: standInFile, helpers: Object.keys(tslibStandIn) })],
  });
  return {
    errors,
    run: () => {
      const module = { exports: {} as unknown };
      runInNewContext(readFileSync(path.join(outputDir, 'bundle.js'), 'utf8'), {
        module,
        exports: module.exports,
      });
      return module.exports;
    },
  };
}

describe('tslibHelpersIn', () => {
  it('finds the helpers a CommonJS or ES module names', () => {
    expect(tslibHelpersIn(modules['import-default.js'])).toEqual(['__importDefault']);
    expect(tslibHelpersIn(modules['assign.mjs'])).toEqual(['__assign']);
  });

  it('knows every helper of the installed tslib', () => {
    expect(tslibHelpers).toEqual(
      expect.arrayContaining(['__importDefault', '__awaiter', '__assign']),
    );
  });
});

describe('tslibStandInGuard', () => {
  it('lets a module through that uses only the helpers the stand-in has, and it runs', async () => {
    const { errors, run } = await bundle('import-default.js');
    expect(errors).toEqual([]);
    expect(run()).toBe('Hello, reader');
  });

  it('fails the build for a CommonJS module calling a helper the stand-in lacks', async () => {
    const { errors } = await bundle('awaiter.js');
    expect(errors.join('\n')).toMatch(
      /awaiter\.js uses tslib's __awaiter, which the tslib stand-in/,
    );
  });

  it('fails the build for an ES module importing a helper the stand-in lacks', async () => {
    const { errors } = await bundle('assign.mjs');
    expect(errors.join('\n')).toMatch(
      /assign\.mjs uses tslib's __assign, which the tslib stand-in/,
    );
  });
});
