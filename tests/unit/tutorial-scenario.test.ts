import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMock } from '@medication-module/sandbox/node';
import { fencedBlocksOfFile, repoRoot } from '../support/markdown-json-blocks';

/**
 * The tutorial's end-to-end scenario runs, as printed, against the sandbox and prints exactly
 * the output the page shows: the sandbox serves every version the scenario asks for.
 */
const page = 'docs/intro.md';
const heading = '## End-to-end scenario';
const run = promisify(execFile);

function scenarioBlocks(): { script: string; output: string } {
  const lines = readFileSync(path.join(repoRoot, page), 'utf8').split('\n');
  const start = lines.indexOf(heading) + 1;
  const next = lines.findIndex((line, index) => index >= start && line.startsWith('## '));
  if (start === 0) throw new Error(`${page} has no "${heading}" section`);
  const inSection = fencedBlocksOfFile(page).filter(
    (block) => block.line > start && (next === -1 || block.line < next + 1),
  );
  const script = inSection.find((block) => block.language === 'js');
  const output = inSection.find((block) => block.language === 'text');
  if (!script || !output) throw new Error(`${page}: the scenario needs a js and a text block`);
  return { script: script.content, output: output.content };
}

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMockServer(0);
});
afterAll(async () => {
  await mock.close();
});

describe('tutorial: end-to-end scenario', () => {
  it('prints the output the page shows when run against the sandbox', async () => {
    const { script, output } = scenarioBlocks();
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, FHIR_BASE: mock.baseUrl },
      timeout: 30_000,
    });
    expect(stdout.trimEnd()).toBe(output.trimEnd());
  });

  it('stops and says so on a 404, a wrong base URL, instead of dropping what it tracks', async () => {
    const { script } = scenarioBlocks();
    const wrongBase = `${mock.baseUrl}/r4-test`;
    const failure = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, FHIR_BASE: wrongBase },
      timeout: 30_000,
    }).then(
      () => undefined,
      (error: unknown) => error as { stdout: string; stderr: string },
    );
    expect(failure, 'the script ran to its end against a wrong base URL').toBeDefined();
    expect(failure?.stdout ?? '').not.toMatch(/gone/);
    expect(failure?.stderr ?? '').toContain(`404 at ${wrongBase}; check the base URL`);
  });
});
