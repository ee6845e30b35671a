import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkerData } from './data';
import { runCheckerCli } from './cli';

/**
 * The command line's exit status follows the finding kinds: 1 only when a file is not valid R4,
 * and with --strict also when it is valid R4 but not what the module sends.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'checker-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const file = (name: string, value: unknown): string => {
  const target = path.join(folder, name);
  writeFileSync(target, JSON.stringify(value));
  return target;
};

const patient = file('patient.json', { resourceType: 'Patient', id: 'pat-1042' });
const badId = file('bad-id.json', { resourceType: 'Patient', id: 'pat_1042' });
const urgent = file('urgent.json', {
  resourceType: 'ServiceRequest',
  id: 'sr-1',
  status: 'active',
  intent: 'order',
  priority: 'urgent',
  code: { text: 'premedication' },
  subject: { reference: 'Patient/pat-1042' },
});

function run(...args: string[]): { code: number; out: string } {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => lines.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => lines.push(text));
  const code = runCheckerCli(args, {
    command: 'check',
    data: () => checkerData(),
    siteUrl: 'https://docs.example.org',
  });
  vi.restoreAllMocks();
  return { code, out: lines.join('\n') };
}

describe('the command line', () => {
  it('passes valid R4 of any type, and fails what is not valid R4', () => {
    expect(run(patient).code).toBe(0);
    const failed = run(patient, badId);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('[wrong-format, not valid R4]');
  });

  it('passes what is valid R4 but not what the module sends, unless --strict', () => {
    const plain = run(urgent);
    expect(plain.out).toContain('not what the module sends');
    expect(plain.code).toBe(0);
    expect(run('--strict', urgent).code).toBe(1);
  });

  it('gives each finding its kind in --json', () => {
    const reports = JSON.parse(run('--json', badId, urgent).out) as Record<
      string,
      {
        findings: { kind: string; rule: string; severity: string; path: string; message: string }[];
      }
    >;
    expect(reports[badId]?.findings).toContainEqual(
      expect.objectContaining({
        kind: 'not-r4',
        rule: 'wrong-format',
        severity: 'error',
        path: '$.id',
      }),
    );
    expect(reports[urgent]?.findings.map((found) => found.kind)).toContain('not-module');
  });

  it('refuses an unknown option', () => {
    expect(run('--strictly', patient)).toMatchObject({
      code: 2,
      out: expect.stringContaining('unknown option --strictly'),
    });
  });
});
