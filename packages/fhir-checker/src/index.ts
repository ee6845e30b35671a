import { checkFhirValue, typeGuide } from './check';
import type { CheckerData } from './data';
import { readingDosagesOnce } from './dosage-meaning';
import { explain, type ResourceExplanation } from './explain';
import { childPath, finding, sortFindings, type Finding, type Severity } from './findings';
import { guideLinks } from './guide-links';
import { readInput } from './input';
import { isModuleResourceType, moduleResourceTypes } from './resource-types';
import { isPlainObject } from './walk';
import { otherVersionOf, versionFindings } from './fhir-version';
import { TimeLimitReached, withTimeLimit, type TimeLimits } from './time-limit';

export type { CheckerData } from './data';
export type { ExplanationSection, ResourceExplanation } from './explain';
export type { Finding, FindingKind, Severity } from './findings';
export type { GuideLink } from './guide-links';
export { formatSize, maxDepth, maxInputBytes, readInput, tooLarge, utf8Length } from './input';
export type { ReadInput } from './input';
// The pieces the docs' own suite validates its examples with, beside the whole check.
export { guideLinks };
export { walkFhir, type FhirNode } from './walk';
export { definitionsToRead, elementForProperty, indexDefinitions } from './definitions';
export { splitCheckerData, type SplitCheckerData } from './split';
export { dosageFindings, isModuleFinding, moduleRules } from './rules';
export { profileInvariants } from './profile-invariants';
export {
  ATC,
  Codes,
  EDQM,
  SNOMED_CT,
  atcLevel,
  isPlausibleUcum,
  isSnomedConceptId,
  isUcumCode,
  withoutTrailingSlashes,
} from './codes';
export type { ModuleData, ProfileInvariant, ValueSetExpansion } from './data';
export { moduleResourceTypes };

export interface CheckReport {
  /** The resource type checked; undefined when the input was refused before that. */
  resourceType?: string;
  /** Errors first, then warnings and information, each group in path order. */
  findings: Finding[];
  /** The resource and, for a Bundle, each entry's, explained. */
  explanations: ResourceExplanation[];
  counts: Record<Severity, number>;
}

const sentWhere =
  'The module answers reads with a MedicationRequest, a ServiceRequest or an OperationOutcome, posts notifications as a history Bundle, and sends a Medication only contained in a prescription.';

function report(
  findings: Finding[],
  explanations: ResourceExplanation[] = [],
  resourceType?: string,
): CheckReport {
  const sorted = sortFindings(findings);
  const counts: Record<Severity, number> = { error: 0, warning: 0, information: 0 };
  for (const item of sorted) counts[item.severity]++;
  return { resourceType, findings: sorted, explanations, counts };
}

/** Findings about which resources the module sends at all: the input's, and its entries'. */
function typeFindings(type: string, value: Record<string, unknown>): Finding[] {
  if (type === 'Medication') {
    return [
      finding(
        'information',
        'resource-type-not-sent',
        '$',
        `A Medication on its own: ${sentWhere}`,
        guideLinks.medicationForm,
      ),
    ];
  }
  if (type === 'Parameters') {
    return [
      finding(
        'information',
        'resource-type-not-sent',
        '$',
        'A Parameters resource on its own: the module sends one only as the SubscriptionStatus entry of a notification Bundle.',
        guideLinks.notifications,
      ),
    ];
  }
  if (type !== 'Bundle' || !Array.isArray(value.entry)) return [];
  return value.entry.flatMap((entry: unknown, index) => {
    const resource =
      isPlainObject(entry) && isPlainObject(entry.resource) ? entry.resource : undefined;
    const entryType =
      typeof resource?.resourceType === 'string' ? resource.resourceType : undefined;
    if (entryType === undefined || isModuleResourceType(entryType)) return [];
    const path = childPath(childPath(childPath('$', 'entry'), index), 'resource');
    return [
      finding(
        'warning',
        'resource-type-not-sent',
        path,
        `The module never sends a ${entryType} in a notification; it is checked as FHIR R4 only.`,
        guideLinks.neverSent,
      ),
    ];
  });
}

/**
 * Checks what a reader pasted, dropped or picked: the text (or an already parsed value) of one
 * resource the medication module sends, or a Bundle of them. Returns the findings, each with a
 * JSON path, a sentence and the guide section that explains it, and the explanation of what the
 * resource means for a client. Never throws: bad input is a finding.
 */
export function checkResource(
  input: unknown,
  data: CheckerData,
  options: CheckOptions = {},
): CheckReport {
  try {
    return withTimeLimit(options, () => readingDosagesOnce(() => checkInput(input, data)));
  } catch (error) {
    if (!(error instanceof TimeLimitReached)) throw error;
    const seconds = Math.round(error.limitMs / 1000);
    return report([
      finding(
        'warning',
        'check-time-limit',
        '$',
        `${error.bound === 'timeLimitMs' ? `The check stopped after ${seconds} s` : `The check stopped at a step that took over ${seconds} s`}, before it was complete, so nothing is reported: check a part of it (one resource, or a Bundle of fewer entries), or run the command line, which has no time limit.`,
        guideLinks.examplesChecked,
        'advice',
      ),
    ]);
  }
}

/**
 * Bounds on the check's time (none when both are undefined); when one is reached, the report is
 * one `check-time-limit` finding. The page's worker sets the stall limit, so a hostile paste
 * cannot keep it busy while an honest Bundle finishes on a busy machine; the page's own thread,
 * where no worker starts, sets the whole check's time limit.
 */
export type CheckOptions = TimeLimits;

function checkInput(input: unknown, data: CheckerData): CheckReport {
  let value = input;
  if (typeof input === 'string') {
    const read = readInput(input);
    if (!read.ok) return report([read.finding]);
    value = read.value;
  }
  if (!isPlainObject(value)) {
    return report([
      finding(
        'error',
        'fhir-type',
        '$',
        `A FHIR resource is a JSON object; this is ${Array.isArray(value) ? 'an array' : `a ${value === null ? 'null' : typeof value}`}.`,
        guideLinks.readingResponse,
      ),
    ]);
  }
  const type = value.resourceType;
  if (typeof type !== 'string') {
    return report([
      finding(
        'error',
        'resource-type-missing',
        '$',
        'There is no resourceType, so this is no FHIR resource: every answer of the API starts with it. To check a part of a resource, paste the whole resource.',
        guideLinks.readingResponse,
      ),
    ]);
  }
  if (!data.r4ResourceTypes.includes(type)) {
    const other = otherVersionOf(type);
    return report(
      [
        finding(
          'error',
          'resource-type-not-r4',
          '$.resourceType',
          other
            ? `${JSON.stringify(type)} is a resource of FHIR ${other}, not of R4: the module speaks R4 (4.0.1) only.`
            : `${JSON.stringify(type)} is not a FHIR R4 resource type. ${sentWhere}`,
          guideLinks.resourcesServed,
        ),
      ],
      [],
      type,
    );
  }
  if (!isModuleResourceType(type)) {
    return report(
      [
        finding(
          'information',
          'resource-type-not-sent',
          '$.resourceType',
          `The module never sends a ${type}: it is checked as FHIR R4 only. ${sentWhere}`,
          guideLinks.resourcesServed,
        ),
        ...versionFindings(value, type),
        ...checkFhirValue(value, data),
      ],
      [],
      type,
    );
  }
  // First: the check puts the definitions the explanation reads into the validator's index.
  const findings = [
    ...typeFindings(type, value),
    ...versionFindings(value, type),
    ...checkFhirValue(value, data),
  ];
  let explanations: ResourceExplanation[];
  try {
    explanations = explain(value, data);
  } catch {
    // The explanation reads every value with its type checked; a failure here must not hide the findings.
    explanations = [];
  }
  return report(findings, explanations, type);
}

export { checkFhirValue, typeGuide };
export {
  fhirPathOf,
  kindTitles,
  reportToMarkdown,
  reportToOperationOutcome,
  type ReportOperationOutcome,
} from './export';
export { groupFindings, type EntryGroup, type FindingGroups, type RuleGroup } from './groups';
