import type { Severity } from '@medication-module/fhir-checker';

const severityWords: Record<Severity, [string, string]> = {
  error: ['error', 'errors'],
  warning: ['warning', 'warnings'],
  information: ['note', 'notes'],
};

/** The word a finding's severity shows as: `error`, `warning`, `note`. */
export const severityWord = (severity: Severity): string => severityWords[severity][0];

// One formatter for every count: `toLocaleString('en')` makes a formatter at each call, and
// 5,500 group headings took ~50 ms of a task that way.
const numbers = new Intl.NumberFormat('en');

/** `6,050`: a count as the report shows it. */
export const formatCount = (count: number): string => numbers.format(count);

/** `1 error`, `120 warnings`: a count of findings of one severity. */
export const severityCount = (severity: Severity, count: number): string =>
  `${formatCount(count)} ${severityWords[severity][count === 1 ? 0 : 1]}`;

/** `1 finding`, `12 findings`. */
export const findingsCount = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'finding' : 'findings'}`;

/** `1 error, 2 warnings, 0 notes`: the report's heading, which takes the focus after a check. */
export function countsSentence(counts: Record<Severity, number>): string {
  return (Object.keys(severityWords) as Severity[])
    .map((severity) => severityCount(severity, counts[severity]))
    .join(', ');
}
