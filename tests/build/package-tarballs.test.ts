import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, responseExamples } from '@medication-module/api-description';
import { assertBuildExists } from '../../scripts/site-build/build-output';
import {
  bin,
  installedOffline,
  installTimeout,
  outcome,
  type Outcome,
} from '../support/offline-install';

/**
 * Each tool's tarball, as the site serves it, installs with npm into an empty folder with no
 * registry to reach (an empty cache, --offline and an address where nothing listens), and works
 * there: each command's help and one real call, the renderer's module on every test vector.
 */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function installed(name: Parameters<typeof installedOffline>[0]): Promise<string> {
  const folder = await installedOffline(name);
  folders.push(folder);
  return folder;
}

beforeAll(() => assertBuildExists());

describe('the renderer package', () => {
  it(
    'installs offline and renders every test vector from its ES module',
    async () => {
      const folder = await installed('dosage-text');
      writeFileSync(
        path.join(folder, 'vectors.mjs'),
        [
          "import { renderDosageText } from '@medication-module/dosage-text';",
          "import vectors from '@medication-module/dosage-text/vectors.json' with { type: 'json' };",
          'const wrong = vectors.cases.flatMap((c) => vectors.languages',
          '  .filter((language) => (renderDosageText(c.dosage, { language }) ?? null) !== (c.sentences?.[language] ?? null))',
          '  .map((language) => `${c.name} (${language})`));',
          'console.log(JSON.stringify({ cases: vectors.cases.length, wrong: wrong.map((c) => c.name) }));',
        ].join('\n'),
      );
      const result = await outcome(process.execPath, ['vectors.mjs'], folder);
      expect(result.stderr).toBe('');
      const { cases, wrong } = JSON.parse(result.stdout) as { cases: number; wrong: string[] };
      expect(cases).toBeGreaterThanOrEqual(150);
      expect(wrong).toEqual([]);
      const manifest = JSON.parse(
        readFileSync(
          path.join(folder, 'node_modules/@medication-module/dosage-text/package.json'),
          'utf8',
        ),
      ) as Record<string, unknown>;
      expect(manifest.license).toBe('Apache-2.0');
      expect(manifest.dependencies).toBeUndefined();
    },
    installTimeout,
  );
});

describe('the sandbox package', () => {
  it(
    'installs offline; its command helps, refuses a wrong option, and answers a GET',
    async () => {
      const folder = await installed('sandbox');
      const before = readdirSync(folder).sort();
      const help = await outcome(bin(folder, 'medication-sandbox'), ['--help'], folder);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('--port N');
      const wrong = await outcome(bin(folder, 'medication-sandbox'), ['--prot', '1'], folder);
      expect(wrong).toMatchObject({ code: 2, stdout: '' });
      expect(wrong.stderr).toContain('Unknown argument --prot');

      const server = spawn(bin(folder, 'medication-sandbox'), ['--port', '0'], { cwd: folder });
      try {
        const baseUrl = await new Promise<string>((resolve, reject) => {
          let printed = '';
          server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
            printed += chunk;
            const found = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed);
            if (found?.[1]) resolve(found[1]);
          });
          server.once('exit', (code) =>
            reject(new Error(`the sandbox exited (${code}): ${printed}`)),
          );
        });
        const response = await fetch(`${baseUrl}/metadata`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { resourceType: string }).resourceType).toBe(
          'CapabilityStatement',
        );
      } finally {
        server.kill();
      }
      expect(readdirSync(folder).sort()).toEqual(before);
    },
    installTimeout,
  );
});

describe('the checker package', () => {
  it(
    'installs offline; its command helps, checks a file, and says what is wrong with its input',
    async () => {
      const folder = await installed('fhir-checker');
      // 2.0.0 renamed rules a program may filter on: the installed copy says so, newest first.
      const installedDir = path.join(folder, 'node_modules/@medication-module/fhir-checker');
      const { version } = JSON.parse(
        readFileSync(path.join(installedDir, 'package.json'), 'utf8'),
      ) as { version: string };
      const changelog = readFileSync(path.join(installedDir, 'CHANGELOG.md'), 'utf8');
      expect(/^## (.+)$/m.exec(changelog)?.[1]).toBe(version);
      const [oralTablet] = responseExamples(loadSpec(), '/MedicationRequest/{id}', '200');
      writeFileSync(path.join(folder, 'good.json'), JSON.stringify(oralTablet?.value));
      writeFileSync(
        path.join(folder, 'bad.json'),
        JSON.stringify({ ...(oralTablet?.value as object), status: 'paused' }),
      );
      const before = readdirSync(folder).sort();
      const check = (...args: string[]): Promise<Outcome> =>
        outcome(bin(folder, 'medication-fhir-check'), args, folder);

      expect((await check('--help')).code).toBe(0);
      const both = await check('good.json', 'bad.json');
      expect(both.code).toBe(1);
      expect(both.stdout).toMatch(/^good\.json: [\s\S]*\n {2}0 errors, [\s\S]*\nbad\.json: /);
      expect(both.stdout).toContain('[required-binding, not valid R4]');
      const unknownOption = await check('--strictly', 'good.json');
      expect(unknownOption.code).toBe(2);
      expect(unknownOption.stderr).toContain('unknown option --strictly');
      // Valid R4, not what the module sends: fails only with --strict.
      writeFileSync(
        path.join(folder, 'urgent.json'),
        JSON.stringify({ ...(oralTablet?.value as object), priority: 'urgent' }),
      );
      expect((await check('urgent.json')).code).toBe(0);
      expect((await check('--strict', 'urgent.json')).code).toBe(1);
      const json = JSON.parse((await check('--json', 'urgent.json')).stdout) as Record<
        string,
        { findings: { kind: string; rule: string }[] }
      >;
      expect(json['urgent.json']?.findings).toContainEqual(
        expect.objectContaining({ kind: 'not-module', rule: 'never-sent' }),
      );
      rmSync(path.join(folder, 'urgent.json'));
      expect(await check('missing.json')).toMatchObject({
        code: 2,
        stderr: 'missing.json: no such file\n',
      });
      expect(await check('node_modules')).toMatchObject({
        code: 2,
        stderr: 'node_modules: is a folder, not a file\n',
      });
      expect(readdirSync(folder).sort()).toEqual(before);

      writeFileSync(
        path.join(folder, 'module.mjs'),
        [
          "import { checkResource } from '@medication-module/fhir-checker';",
          "import { readFileSync } from 'node:fs';",
          "console.log(JSON.stringify(checkResource(readFileSync('bad.json', 'utf8')).counts));",
        ].join('\n'),
      );
      const counts = await outcome(process.execPath, ['module.mjs'], folder);
      expect(JSON.parse(counts.stdout)).toMatchObject({ error: 1 });
    },
    installTimeout,
  );
});
