import { bundledData, bundledSiteUrl } from './bundled-data';
import { checkResource as checkWith, type CheckReport } from '.';

export { groupFindings, reportToMarkdown, reportToOperationOutcome } from '.';

export type {
  CheckReport,
  EntryGroup,
  FindingGroups,
  ReportOperationOutcome,
  RuleGroup,
  ExplanationSection,
  Finding,
  FindingKind,
  GuideLink,
  ResourceExplanation,
  Severity,
} from '.';

/** The docs site the findings' guide links (`guide.href`) are relative to. */
export const docsUrl: string = bundledSiteUrl;

/**
 * The entry of the installable package: checks the JSON text (or parsed value) of a resource the
 * medication module sends, as the docs' "Check a resource" tool does, with the data the docs were
 * built with.
 */
export function checkResource(input: unknown): CheckReport {
  return checkWith(input, bundledData);
}
