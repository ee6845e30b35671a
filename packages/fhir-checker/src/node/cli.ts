import { readFileSync, statSync } from 'node:fs';
import {
  checkResource,
  maxInputBytes,
  tooLarge,
  type CheckerData,
  type CheckReport,
  type Finding,
  type FindingKind,
} from '..';

/**
 * The checker of the "Check a resource" tool on the command line, with the same data and so the
 * same findings: `npm run check-resource` in the docs' repository and the `medication-fhir-check`
 * command of the installed package. Exits 1 when a file is not valid R4 (with `--strict`, also
 * when it is valid R4 but not what the module sends), 2 on wrong use.
 */

export interface CheckerCli {
  /** How the command is typed, for its usage line. */
  command: string;
  /** The checker's data, asked for once and only when a file is checked. */
  data: () => CheckerData;
  /** The docs site the guide links of the findings point into. */
  siteUrl: string;
}

const usageOf = (
  command: string,
): string => `usage: ${command} [--explain] [--json] [--strict] FILE…

Checks each FILE, the JSON of a FHIR R4 resource, as the "Check a resource" tool of the docs
does: against R4 in full, then against what the medication module sends (MedicationRequest,
ServiceRequest, OperationOutcome, a notification Bundle). Each finding is of one kind: not-r4
(not valid FHIR R4), not-module (valid R4, but not what the module sends) or advice.
--explain also prints what the resource means for a client; --json prints the reports as JSON,
each finding with its kind, rule, severity, path and message; --strict makes not-module findings
fail too. Exit status: 0 every file valid R4, 1 a file not valid R4 (or, with --strict, not what
the module sends), 2 wrong use.`;

const options = ['--explain', '--json', '--strict', '--help'];

const kindWords: Record<FindingKind, string> = {
  'not-r4': 'not valid R4',
  'not-module': 'not what the module sends',
  advice: 'advice',
};

/** What went wrong reading a file, in words. */
function unreadable(file: string, error: unknown): Error {
  const reasons: Record<string, string> = {
    ENOENT: 'no such file',
    EACCES: 'cannot be read (permission denied)',
    EPERM: 'cannot be read (permission denied)',
    EISDIR: 'is a folder, not a file',
  };
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return new Error(`${file}: ${reasons[code] ?? (error as Error).message}`);
}

function reportOf(file: string, data: () => CheckerData): CheckReport {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    throw unreadable(file, error);
  }
  // Refused before reading, as the page refuses a dropped file by its size.
  if (size > maxInputBytes)
    return {
      findings: [tooLarge(size)],
      explanations: [],
      counts: { error: 1, warning: 0, information: 0 },
    };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw unreadable(file, error);
  }
  return checkResource(text, data());
}

const line = (item: Finding, siteUrl: string): string =>
  `  ${item.severity.padEnd(11)} ${item.path}  [${item.rule}, ${kindWords[item.kind]}]\n              ${item.message}\n              → ${item.guide.title}: ${siteUrl}${item.guide.href}`;

function printReport(
  file: string,
  report: CheckReport,
  withExplanations: boolean,
  siteUrl: string,
): void {
  const [first] = report.explanations;
  console.log(`${file}${first ? `: ${first.title}` : ''}`);
  report.findings.forEach((item) => console.log(line(item, siteUrl)));
  const { error, warning, information } = report.counts;
  console.log(
    `  ${error} error${error === 1 ? '' : 's'}, ${warning} warning${warning === 1 ? '' : 's'}, ${information} note${information === 1 ? '' : 's'}`,
  );
  if (!withExplanations) return;
  for (const resource of report.explanations) {
    console.log(`\n  ${resource.title} (${resource.path})`);
    for (const section of resource.sections) {
      console.log(`    ${section.heading}`);
      section.lines.forEach((text) => console.log(`      ${text}`));
    }
  }
}

/** Runs the command line on `args`; the exit status it returns. */
export function runCheckerCli(args: readonly string[], cli: CheckerCli): number {
  const usage = usageOf(cli.command);
  // A reader that stops reading (`| head`) ends the output, not the command with a stack.
  process.stdout.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  let built: CheckerData | undefined;
  const data = (): CheckerData => (built ??= cli.data());
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && !options.includes(arg));
  if (args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  if (files.length === 0 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `unknown option ${unknown.join(', ')}\n\n${usage}` : usage);
    return 2;
  }
  let failed = false;
  const reports: Record<string, CheckReport> = {};
  for (const file of files) {
    let report: CheckReport;
    try {
      report = reportOf(file, data);
    } catch (error) {
      console.error((error as Error).message);
      return 2;
    }
    const failing = args.includes('--strict') ? ['not-r4', 'not-module'] : ['not-r4'];
    failed ||= report.findings.some((item) => failing.includes(item.kind));
    if (args.includes('--json')) reports[file] = report;
    else printReport(file, report, args.includes('--explain'), cli.siteUrl);
  }
  if (args.includes('--json')) console.log(JSON.stringify(reports, null, 2));
  return failed ? 1 : 0;
}
