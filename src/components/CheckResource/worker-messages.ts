import type { CheckReport } from '@medication-module/fhir-checker';

/** What the page posts to the checker's worker, and what it answers. */
export interface CheckRequest {
  id: number;
  text: string;
}

/**
 * The report comes in parts, each a message of its own: the page reads (deserialises) each
 * message in one task, and a 5,500-entry Bundle's report read at once blocked it 214 ms. The
 * parts carry findings and explanations in order; the last one (`done`) carries the rest.
 */
export type CheckAnswer =
  | { id: number; findings: CheckReport['findings']; explanations: CheckReport['explanations'] }
  | { id: number; done: Omit<CheckReport, 'findings' | 'explanations'> };

/** Items a part carries: an explanation weighs about ten findings. */
const findingsPerPart = 1_000;
const explanationsPerPart = 100;

export function answerParts(id: number, report: CheckReport): CheckAnswer[] {
  const { findings, explanations, ...rest } = report;
  const parts: CheckAnswer[] = [];
  for (let at = 0; at < findings.length; at += findingsPerPart) {
    parts.push({ id, findings: findings.slice(at, at + findingsPerPart), explanations: [] });
  }
  for (let at = 0; at < explanations.length; at += explanationsPerPart) {
    parts.push({
      id,
      findings: [],
      explanations: explanations.slice(at, at + explanationsPerPart),
    });
  }
  return [...parts, { id, done: rest }];
}

/** The report again, from its parts in the order they came. */
export function reportFromParts(
  parts: Exclude<CheckAnswer, { done: unknown }>[],
  done: Omit<CheckReport, 'findings' | 'explanations'>,
): CheckReport {
  return {
    ...done,
    findings: parts.flatMap((part) => part.findings),
    explanations: parts.flatMap((part) => part.explanations),
  };
}
