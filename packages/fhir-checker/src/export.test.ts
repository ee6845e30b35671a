import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkResource, groupFindings, reportToMarkdown, reportToOperationOutcome } from '.';
import { fhirPathOf } from './export';
import { checkerData } from './node/data';

/**
 * The report as a bug report takes it: an OperationOutcome that is itself valid R4, Markdown a
 * tracker shows, the findings grouped for a long report, and a check stopped by its time limit.
 */
const data = checkerData();
const broken = {
  resourceType: 'MedicationRequest',
  id: 'rx_1',
  status: 'paused',
  intent: 'order',
  priority: 'urgent',
  subject: { reference: 'Patient/pat-1042' },
  medicationCodeableConcept: { coding: [{ code: 'N02BE01' }] },
  note: [{ text: 'a | b' }],
};
const report = checkResource(JSON.stringify(broken), data);

describe('the OperationOutcome of a report', () => {
  const outcome = reportToOperationOutcome(report);

  it('has one issue per finding, with severity, code, FHIRPath expression and text', () => {
    expect(outcome.issue).toHaveLength(report.findings.length);
    expect(outcome.issue).toContainEqual({
      severity: 'error',
      code: 'code-invalid',
      details: { text: expect.stringMatching(/“paused” is not a code/) },
      diagnostics: 'required-binding (not-r4)',
      expression: ['MedicationRequest.status'],
    });
    expect(outcome.issue.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['value', 'business-rule', 'informational']),
    );
  });

  it('is valid R4 itself, and says so when there is nothing to report', () => {
    const checked = checkResource(JSON.stringify(outcome), data);
    expect(checked.findings.filter((found) => found.kind === 'not-r4')).toEqual([]);
    const clean = reportToOperationOutcome({ ...report, findings: [] });
    expect(clean.issue).toHaveLength(1);
    expect(checkResource(JSON.stringify(clean), data).counts.error).toBe(0);
  });

  it('writes paths as FHIRPath from the resource type', () => {
    expect(fhirPathOf('$.entry[2].resource.status', 'Bundle')).toBe(
      'Bundle.entry[2].resource.status',
    );
    expect(fhirPathOf('$', 'Patient')).toBe('Patient');
    expect(fhirPathOf('$["a b"]', undefined)).toBe('%resource.`a b`');
  });
});

describe('the Markdown of a report', () => {
  const markdown = reportToMarkdown(report, 'https://docs.example.org');

  it('counts each kind and lists each finding under its kind, linked to its guide', () => {
    expect(markdown).toMatch(
      /^## FHIR check: MedicationRequest\n\nNot valid R4: \d+ · Valid R4, not what the module sends: \d+ · Advice: \d+\n/,
    );
    expect(markdown).toContain('### Not valid R4');
    expect(markdown).toMatch(
      /\| `\$\.status` \| `required-binding` \| .* \| \[.*\]\(https:\/\/docs\.example\.org\/docs\//,
    );
  });

  it('keeps a table row one row, whatever the message holds', () => {
    const [first] = report.findings;
    if (!first) throw new Error('the broken resource has findings');
    const rows = reportToMarkdown(
      { ...report, findings: [{ ...first, message: 'a | b\nc', path: '$["x`y"]' }] },
      '',
    )
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows).toEqual([
      `| \`\`$["x\`y"]\`\` | \`${first.rule}\` | a \\| b c | [${first.guide.title}](${first.guide.href}) |`,
    ]);
  });
});

describe('groups of a long report', () => {
  it('counts findings by rule and by Bundle entry', () => {
    const entry = { resource: broken };
    const bundle = {
      resourceType: 'Bundle',
      id: 'b',
      type: 'collection',
      entry: [entry, entry, entry],
    };
    const groups = groupFindings(checkResource(JSON.stringify(bundle), data).findings);
    expect(groups.byRule.find((group) => group.rule === 'required-binding')?.count).toBe(3);
    expect(groups.byEntry.map((group) => group.entry)).toEqual(
      expect.arrayContaining(['$.entry[0]', '$.entry[1]', '$.entry[2]']),
    );
    expect(groups.byEntry.reduce((sum, group) => sum + group.count, 0)).toBe(
      groups.byRule.reduce((sum, group) => sum + group.count, 0),
    );
  });
});

describe('the time limit', () => {
  it('stops a check that runs past it with one finding, and leaves other checks unlimited', () => {
    const bundle = {
      resourceType: 'Bundle',
      id: 'b',
      type: 'collection',
      entry: Array.from({ length: 50 }, () => ({ resource: broken })),
    };
    const stopped = checkResource(JSON.stringify(bundle), data, { timeLimitMs: -1 });
    expect(stopped.findings.map((found) => `${found.kind} ${found.rule}`)).toEqual([
      'advice check-time-limit',
    ]);
    expect(checkResource(JSON.stringify(bundle), data).findings.length).toBeGreaterThan(50);
  });

  describe('on a clock that moves a second each time it is read, as on a very busy machine', () => {
    const bundle = JSON.stringify({
      resourceType: 'Bundle',
      id: 'b',
      type: 'collection',
      entry: Array.from({ length: 50 }, () => ({ resource: broken })),
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const slowClock = (): { reads: () => number } => {
      let time = 0;
      const now = vi.spyOn(Date, 'now').mockImplementation(() => (time += 1000));
      return { reads: () => now.mock.calls.length };
    };

    it('a stall limit lets a check that keeps moving finish, however long it takes in all', () => {
      const clock = slowClock();
      const finished = checkResource(bundle, data, { stallLimitMs: 5000 });
      // Far more than 5 s went by in all: every step is a read of the clock.
      expect(clock.reads()).toBeGreaterThan(50);
      expect(finished).toEqual(checkResource(bundle, data));
    });

    it('a limit on the whole check stops the same check', () => {
      slowClock();
      const stopped = checkResource(bundle, data, { timeLimitMs: 5000 });
      expect(stopped.findings.map((found) => found.message)).toEqual([
        expect.stringMatching(/^The check stopped after 5 s, before it was complete/),
      ]);
    });
  });
});
