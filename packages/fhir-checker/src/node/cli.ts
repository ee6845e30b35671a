import { readFileSync, statSync } from 'node:fs';
import { siteUrl } from '../../config/site';
import {
  checkResource,
  maxInputBytes,
  tooLarge,
  type CheckReport,
  type Finding,
} from '../../src/check-resource';
import { checkerData } from './data';

/**
 * `npm run check-resource FILE…`: the checker of the "Check a resource" tool on the command line,
 * with the same data and so the same findings. Exits 1 when a file has an error, 2 on wrong use.
 */

const usage = `usage: npm run check-resource -- [--explain] [--json] FILE…

Checks each FILE, the JSON of a resource the medication module sends (MedicationRequest,
ServiceRequest, OperationOutcome, a notification Bundle) as the "Check a resource" tool of the
docs does. --explain also prints what the resource means for a client; --json prints the reports
as JSON. Exit status: 0 no errors (warnings allowed), 1 errors, 2 wrong use.`;

function reportOf(file: string): CheckReport {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    throw new Error(
      `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  // Refused before reading, as the page refuses a dropped file by its size.
  if (size > maxInputBytes)
    return {
      findings: [tooLarge(size)],
      explanations: [],
      counts: { error: 1, warning: 0, information: 0 },
    };
  return checkResource(readFileSync(file, 'utf8'), data());
}

let built: ReturnType<typeof checkerData> | undefined;
const data = (): ReturnType<typeof checkerData> => (built ??= checkerData());

const line = (item: Finding): string =>
  `  ${item.severity.padEnd(11)} ${item.path}  [${item.rule}]\n              ${item.message}\n              → ${item.guide.title}: ${siteUrl}${item.guide.href}`;

function printReport(file: string, report: CheckReport, withExplanations: boolean): void {
  const [first] = report.explanations;
  console.log(`${file}${first ? `: ${first.title}` : ''}`);
  report.findings.forEach((item) => console.log(line(item)));
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

function main(args: readonly string[]): number {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter(
    (arg) => arg.startsWith('--') && !['--explain', '--json', '--help'].includes(arg),
  );
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
      report = reportOf(file);
    } catch (error) {
      console.error((error as Error).message);
      return 2;
    }
    failed ||= report.counts.error > 0;
    if (args.includes('--json')) reports[file] = report;
    else printReport(file, report, args.includes('--explain'));
  }
  if (args.includes('--json')) console.log(JSON.stringify(reports, null, 2));
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
