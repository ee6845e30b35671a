import { codeSystemConcepts } from './fhir-definitions';
import type { ValidationProblem } from './validation-problem';

/**
 * Code-system rules of the medication module's examples, beyond what FHIR R4 itself checks: which
 * systems may appear, and what a well-formed code looks like in each of them.
 */

export const ATC = 'http://www.whocc.no/atc';
export const SNOMED_CT = 'http://snomed.info/sct';
export const EDQM = 'http://standardterms.edqm.eu';
export const UCUM = 'http://unitsofmeasure.org';
const HL7_CODE_SYSTEM = /^http:\/\/terminology\.hl7\.org\/CodeSystem\/[A-Za-z0-9.-]+$/;

/** The hospital's local product catalogue, documented in the "Identifying the medication" guide. */
export const LOCAL_PRODUCT_CATALOGUE = 'https://fhir.example.org/CodeSystem/local-product';
/** The hospital's order types: ServiceRequest.code, documented on the ServiceRequest guide. */
export const LOCAL_ORDER_TYPE = 'https://fhir.example.org/CodeSystem/order-type';
/** The one order type the module publishes; no SNOMED CT concept names a premedication order. */
const localOrderTypes: readonly string[] = ['anesthesia-premedication'];

export function isAllowedSystem(system: string): boolean {
  return (
    [ATC, SNOMED_CT, EDQM, UCUM, LOCAL_PRODUCT_CATALOGUE, LOCAL_ORDER_TYPE].includes(system) ||
    HL7_CODE_SYSTEM.test(system)
  );
}

/** ATC codes by level: 1 letter, then 2 digits, 1 letter, 1 letter and 2 digits. */
const atcLevels: readonly RegExp[] = [
  /^[A-Z]$/,
  /^[A-Z]\d{2}$/,
  /^[A-Z]\d{2}[A-Z]$/,
  /^[A-Z]\d{2}[A-Z]{2}$/,
  /^[A-Z]\d{2}[A-Z]{2}\d{2}$/,
];

export function atcLevel(code: string): number | undefined {
  const index = atcLevels.findIndex((pattern) => pattern.test(code));
  return index === -1 ? undefined : index + 1;
}

/**
 * A SNOMED CT concept id: 6 to 18 digits without a leading zero, with the concept partition
 * identifier (`00` international, `10` extension) in front of the check digit.
 */
export function isSnomedConceptId(code: string): boolean {
  return /^[1-9]\d{5,17}$/.test(code) && ['00', '10'].includes(code.slice(-3, -1));
}

/**
 * UCUM codes plausible in medication data: a metric prefix (k, m, u, n, p, d, c) on gram, litre,
 * mole, equivalent, unit, katal, metre or second; the time units min, h, d, wk, mo, a; [iU], [IU],
 * [drp] and %; with exponents and annotations, combined by `.` and `/`. Rejects the usual
 * mistakes: `mcg`, `ML`, `hr`, `day`, `tab`, `IU` without brackets.
 */
const ucumComponent =
  /^(?:\{[^{}]*\}|\d+|(?:(?:[kmunpdc]?(?:g|L|l|mol|eq|U|kat|m|s))|min|h|d|wk|mo|a|\[iU\]|\[IU\]|\[drp\]|%)(?:[+-]?\d+)?(?:\{[^{}]*\})?)$/;

export function isPlausibleUcum(code: string): boolean {
  const body = code.startsWith('/') ? code.slice(1) : code;
  const components = body.split(/[./](?![^{]*\})/);
  return components.length > 0 && components.every((part) => ucumComponent.test(part));
}

function hl7CodeProblems(
  system: string,
  code: string,
  display: string | undefined,
  path: string,
): ValidationProblem[] {
  const concepts = codeSystemConcepts(system);
  if (!concepts) {
    return [{ path, rule: 'HL7 code system', message: `${system} is not an R4 HL7 code system` }];
  }
  const concept = concepts.get(code);
  if (!concept) {
    return [{ path, rule: 'HL7 code system', message: `code "${code}" is not in ${system}` }];
  }
  if (display !== undefined && concept.display !== undefined && display !== concept.display) {
    return [
      {
        path,
        rule: 'HL7 display',
        message: `display "${display}" differs from the official "${concept.display}" for ${code}`,
      },
    ];
  }
  return [];
}

export interface CodingLike {
  system?: unknown;
  code?: unknown;
  display?: unknown;
}

export function codingProblems(coding: CodingLike, path: string): ValidationProblem[] {
  const system = typeof coding.system === 'string' ? coding.system : undefined;
  const code = typeof coding.code === 'string' ? coding.code : undefined;
  const display = typeof coding.display === 'string' ? coding.display : undefined;
  if (system === undefined) {
    return code === undefined
      ? []
      : [{ path, rule: 'coding system', message: `code "${code}" has no system` }];
  }
  if (!isAllowedSystem(system)) {
    return [{ path, rule: 'code system allow-list', message: `system ${system} is not allowed` }];
  }
  if (code === undefined) return [{ path, rule: 'coding code', message: `${system} without code` }];
  const problem = (rule: string, message: string): ValidationProblem[] => [{ path, rule, message }];
  switch (system) {
    case ATC: {
      const level = atcLevel(code);
      if (level === undefined) return problem('ATC level pattern', `"${code}" is no ATC code`);
      if (level !== 5) {
        return problem('ATC level 5', `"${code}" is level ${level}; the module sends level 5`);
      }
      return [];
    }
    case SNOMED_CT:
      return isSnomedConceptId(code)
        ? []
        : problem('SNOMED CT concept id', `"${code}" is not a valid SNOMED CT concept id`);
    case EDQM:
      return /^\d{8}$/.test(code)
        ? []
        : problem('EDQM standard term', `"${code}" is not an 8-digit EDQM code`);
    case UCUM:
      return isPlausibleUcum(code)
        ? []
        : problem('UCUM plausible', `"${code}" is not a plausible UCUM code`);
    case LOCAL_PRODUCT_CATALOGUE:
      return [];
    case LOCAL_ORDER_TYPE:
      return localOrderTypes.includes(code)
        ? []
        : problem('local order type', `"${code}" is not an order type of ${system}`);
    default:
      return hl7CodeProblems(system, code, display, path);
  }
}

export function quantityProblems(quantity: CodingLike, path: string): ValidationProblem[] {
  const system = typeof quantity.system === 'string' ? quantity.system : undefined;
  if (system === undefined) return [];
  if (!isAllowedSystem(system)) {
    return [{ path, rule: 'code system allow-list', message: `system ${system} is not allowed` }];
  }
  const code = typeof quantity.code === 'string' ? quantity.code : undefined;
  if (code === undefined) {
    return [
      { path, rule: 'Quantity code', message: `a Quantity with system ${system} needs a code` },
    ];
  }
  if (system === UCUM) {
    return isPlausibleUcum(code)
      ? []
      : [{ path, rule: 'UCUM plausible', message: `"${code}" is not a plausible UCUM code` }];
  }
  // Quantity.unit is a free display text, so only the code is checked against the code system.
  return HL7_CODE_SYSTEM.test(system) ? hl7CodeProblems(system, code, undefined, path) : [];
}
