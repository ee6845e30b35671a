import { checkerData, r4ValueSetCodes } from '@medication-module/fhir-checker/node';
import { checkFhirValue } from '@medication-module/fhir-checker';
import type { CheckerData } from '@medication-module/fhir-checker';
import { indexDefinitions } from '@medication-module/fhir-checker';
import { isModuleFinding } from '@medication-module/fhir-checker';
import type { Finding } from '@medication-module/fhir-checker';

/**
 * The test suite's side of "one checker, two users": the examples of the site are checked with
 * packages/fhir-checker, the checker of the page and of `npm run check-resource`, with data built
 * from the same sources. The suite also checks the conformance resources of packages/api-description/static/fhir/, so its
 * data describes their types too, and every HL7 code system of R4.
 */
export const conformanceResourceTypes = ['CapabilityStatement', 'ValueSet', 'CodeSystem'];

let data: CheckerData | undefined;

/** Built once per test file: reading the R4 definitions takes seconds on a busy machine. */
export function siteCheckerData(): CheckerData {
  data ??= checkerData({ extraTypes: conformanceResourceTypes, hl7CodeSystems: 'all' });
  return data;
}

let pageData: CheckerData | undefined;

/** The data of the page and of `npm run check-resource`: the module's resource types only. */
export function pageCheckerData(): CheckerData {
  pageData ??= checkerData();
  return pageData;
}

/** Puts the R4 definitions into @medplum/core's index, for tests that read types from it. */
export function loadR4StructureDefinitions(): void {
  indexDefinitions(siteCheckerData());
}

/**
 * What stops an example from being one: every error and warning of the checker, and a code
 * outside the examples' own subset (an experimental ValueSet, which the site's examples keep to).
 */
export function exampleFindings(value: unknown, declaredType?: string): Finding[] {
  return checkFhirValue(value, siteCheckerData(), { declaredType }).filter(
    (found) => found.severity !== 'information' || found.rule === 'example-value-set',
  );
}

/** A problem of an example: a finding of the checker, or of a test's own rule. */
export type ExampleProblem = Pick<Finding, 'path' | 'rule' | 'message'>;

/** The findings that make a value invalid R4 or its codes malformed, whoever sent it. */
export function r4Findings(value: unknown, declaredType?: string): Finding[] {
  return exampleFindings(value, declaredType).filter((found) => !isModuleFinding(found));
}

export function formatFindings(findings: readonly ExampleProblem[]): string {
  return findings.map((f) => `  at ${f.path} [${f.rule}]: ${f.message}`).join('\n');
}

/** The codes of an R4 value set, whatever their system (for value sets R4 lists exactly). */
export const valueSetCodes = r4ValueSetCodes;

/** The concepts (code to official display) of an R4 HL7 code system, or undefined. */
export function codeSystemConcepts(url: string): Map<string, string> | undefined {
  const concepts = siteCheckerData().hl7CodeSystems[url];
  return concepts ? new Map(Object.entries(concepts)) : undefined;
}
