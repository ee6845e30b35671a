import { describe, expect, it } from 'vitest';
import type { CheckReport, Finding, ResourceExplanation } from '@medication-module/fhir-checker';
import { answerParts, reportFromParts, type CheckAnswer } from './worker-messages';

const report = (findings: number, explanations: number): CheckReport => ({
  resourceType: 'Bundle',
  findings: Array.from(
    { length: findings },
    (_, index) => ({ rule: `rule-${index}`, path: `$.entry[${index}]` }) as unknown as Finding,
  ),
  explanations: Array.from(
    { length: explanations },
    (_, index) => ({ title: `entry ${index}` }) as unknown as ResourceExplanation,
  ),
  counts: { error: findings, warning: 0, information: 0 },
});

describe("the worker's answer in parts", () => {
  it('carries a long report in parts, and the page puts it back together in order', () => {
    const long = report(6_050, 5_500);
    const parts = answerParts(7, long);
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.every((part) => part.id === 7)).toBe(true);
    const last = parts.at(-1);
    if (!last || !('done' in last)) throw new Error('The last part is not the end.');
    const items = parts.filter(
      (part): part is Exclude<CheckAnswer, { done: unknown }> => !('done' in part),
    );
    expect(reportFromParts(items, last.done)).toEqual(long);
  });

  it('sends an empty report as its end alone', () => {
    const empty = report(0, 0);
    const parts = answerParts(1, empty);
    expect(parts).toEqual([{ id: 1, done: { resourceType: 'Bundle', counts: empty.counts } }]);
  });
});
