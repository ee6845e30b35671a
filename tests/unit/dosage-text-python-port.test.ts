import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/markdown-json-blocks';

/**
 * The frequency guide's "Use it or port it" shows a port of the Dosage renderer in Python, with
 * the standard library only, and its test loop over the published vectors. The code is run from
 * the guide itself, so the sample readers copy is the one that passes.
 */
const guide = 'docs/guides/medication-module/prescriptions/prescription-frequency.md';
const vectors = require.resolve('@medication-module/dosage-text/vectors.json');
const folder = mkdtempSync(path.join(tmpdir(), 'dosage-port-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function portFromGuide(): string {
  const text = readFileSync(path.join(repoRoot, guide), 'utf8');
  const section = text.slice(
    text.indexOf('### Use it or port it'),
    text.indexOf('### What it says'),
  );
  const blocks = [...section.matchAll(/^```python\n([\s\S]*?)^```$/gm)].map(
    (match) => match[1] ?? '',
  );
  expect(blocks, `${guide}: one python block in "Use it or port it"`).toHaveLength(1);
  return blocks[0] ?? '';
}

describe(`the Python port in ${guide}`, () => {
  it('compares its sentences with the vectors in every language, and none differs', () => {
    const script = path.join(folder, 'port.py');
    writeFileSync(script, portFromGuide());
    let output: string;
    try {
      output = execFileSync('python3', [script, vectors], { encoding: 'utf8' });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`the port failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    }
    const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m.exec(output);
    expect(summary, output).not.toBeNull();
    const [, passed = '0', failed = '0'] = summary ?? [];
    expect(Number(failed), output).toBe(0);
    // A subset, but a real one: every language of a dozen schedules or more.
    expect(Number(passed)).toBeGreaterThanOrEqual(48);
  });

  it('fails on a vector whose sentence it does not make', () => {
    const script = path.join(folder, 'port.py');
    writeFileSync(script, portFromGuide());
    const data = JSON.parse(readFileSync(vectors, 'utf8')) as {
      cases: { dosage: unknown; sentences: Record<string, string> | null }[];
    };
    const wrong = structuredClone(data);
    const daily = wrong.cases.find(
      (c) =>
        JSON.stringify(c.dosage) ===
        '{"timing":{"repeat":{"frequency":3,"period":1,"periodUnit":"d"}}}',
    );
    expect(daily).toBeDefined();
    if (daily?.sentences) daily.sentences.nl = '3 keer per dag';
    const broken = path.join(folder, 'broken.json');
    writeFileSync(broken, JSON.stringify(wrong));
    expect(() =>
      execFileSync('python3', [script, broken], { encoding: 'utf8', stdio: 'pipe' }),
    ).toThrow();
  });
});
