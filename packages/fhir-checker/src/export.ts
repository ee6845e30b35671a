import type { CheckReport } from '.';
import type { Finding, FindingKind, Severity } from './findings';
import { parsePath } from './json-path';

/**
 * A check's report in the two forms a bug report wants: an R4 OperationOutcome (what FHIR tools
 * read) and Markdown (what an issue tracker shows). Both are built from the report alone, in the
 * reader's browser or the command line: nothing is sent anywhere.
 */

/** OperationOutcome.issue.code (R4 IssueType, a required binding) for each rule. */
function issueType(item: Finding): string {
  if (item.kind === 'advice') return 'informational';
  if (item.kind === 'not-module') return 'business-rule';
  switch (item.rule) {
    case 'invariant':
      return 'invariant';
    case 'required-element':
      return 'required';
    case 'input-too-large':
    case 'input-too-deep':
      return 'too-long';
    case 'wrong-format':
    case 'control-character':
      return 'value';
    case 'unknown-element':
    case 'wrong-type':
    case 'cardinality':
    case 'choice-type':
    case 'fhir-json':
    case 'structure':
    case 'json-syntax':
      return 'structure';
    default:
      return /code|binding|ucum|snomed|atc|edqm/.test(item.rule) ? 'code-invalid' : 'invalid';
  }
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A finding's JSON path as a FHIRPath expression from the resource type:
 * `$.dosageInstruction[0].route` → `MedicationRequest.dosageInstruction[0].route`.
 */
export function fhirPathOf(path: string, resourceType: string | undefined): string {
  const root =
    resourceType !== undefined && identifier.test(resourceType) ? resourceType : '%resource';
  return parsePath(path)
    .map((step) =>
      typeof step === 'number'
        ? `[${step}]`
        : `.${identifier.test(step) ? step : `\`${step.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``}`,
    )
    .reduce((expression, step) => expression + step, root);
}

const outcomeSeverity: Readonly<Record<Severity, string>> = {
  error: 'error',
  warning: 'warning',
  information: 'information',
};

export interface OperationOutcomeIssue {
  severity: string;
  code: string;
  details: { text: string };
  diagnostics: string;
  expression: string[];
}

export interface ReportOperationOutcome {
  resourceType: 'OperationOutcome';
  issue: OperationOutcomeIssue[];
}

/** The report as an R4 OperationOutcome: one issue per finding, in the report's order. */
export function reportToOperationOutcome(report: CheckReport): ReportOperationOutcome {
  const issue = report.findings.map((item) => ({
    severity: outcomeSeverity[item.severity],
    code: issueType(item),
    details: { text: item.message },
    diagnostics: `${item.rule} (${item.kind})`,
    expression: [fhirPathOf(item.path, report.resourceType)],
  }));
  // R4 requires at least one issue (OperationOutcome.issue 1..*): a clean check says so.
  return {
    resourceType: 'OperationOutcome',
    issue:
      issue.length > 0
        ? issue
        : [
            {
              severity: 'information',
              code: 'informational',
              details: {
                text: 'No findings: valid FHIR R4, and what the medication module sends.',
              },
              diagnostics: 'no-findings (advice)',
              expression: [report.resourceType ?? '%resource'],
            },
          ],
  };
}

export const kindTitles: Readonly<Record<FindingKind, string>> = {
  'not-r4': 'Not valid R4',
  'not-module': 'Valid R4, not what the module sends',
  advice: 'Advice',
};

/** Text in a Markdown table cell: pipes escaped, lines joined, backticks kept literal. */
const cell = (text: string): string =>
  text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replaceAll(/\r?\n/g, ' ');

const code = (text: string): string => {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${cell(text)}${fence}`;
};

/** The report as Markdown for a bug report: counts, then a table per kind, each finding linked to its guide section. */
export function reportToMarkdown(
  report: CheckReport,
  siteUrl: string,
  title = 'FHIR check',
): string {
  const kinds: FindingKind[] = ['not-r4', 'not-module', 'advice'];
  const count = (kind: FindingKind): number =>
    report.findings.filter((item) => item.kind === kind).length;
  const lines = [
    `## ${title}${report.resourceType === undefined ? '' : `: ${report.resourceType}`}`,
    '',
    kinds.map((kind) => `${kindTitles[kind]}: ${count(kind)}`).join(' · '),
  ];
  for (const kind of kinds) {
    const items = report.findings.filter((item) => item.kind === kind);
    if (items.length === 0) continue;
    lines.push(
      '',
      `### ${kindTitles[kind]}`,
      '',
      '| Path | Rule | Finding | Guide |',
      '| --- | --- | --- | --- |',
    );
    for (const item of items) {
      lines.push(
        `| ${code(item.path)} | ${code(item.rule)} | ${cell(item.message)} | [${cell(item.guide.title)}](${siteUrl}${item.guide.href}) |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
