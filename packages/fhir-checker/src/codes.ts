import type { CheckerData, ModuleValueSet } from './data';
import { childPath, finding, type Finding } from './findings';
import { guideLinks, valueSetGuides, type GuideLink } from './guide-links';
import { isPlainObject, type FhirNode } from './walk';
import { own } from './own';
import { ucum } from './ucum';

/**
 * Codes: the R4 required bindings, the code systems the module uses and the shape of a code in
 * each, HL7 codes and displays against the R4 code systems, and the module's ValueSets for the
 * elements packages/api-description/src/terminology-bindings.ts binds.
 */

export const ATC = 'http://www.whocc.no/atc';
export const SNOMED_CT = 'http://snomed.info/sct';
export const EDQM = 'http://standardterms.edqm.eu';
export const UCUM = 'http://unitsofmeasure.org';
const hl7CodeSystem = /^http:\/\/terminology\.hl7\.org\/CodeSystem\/[A-Za-z0-9.-]+$/;

/** Longer than any code system URL a reader could have meant to write. */
const maxSystemLength = 256;

/**
 * `http://a.org///` without its trailing slashes, by one scan from the end: the regex `/\/+$/`
 * retries from every slash of a run, so 40,000 slashes took a minute.
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 47) end--;
  return text.slice(0, end);
}

/** OIDs and other names people use for the systems the module writes as URLs. */
const otherNames: Readonly<Record<string, string>> = {
  'urn:oid:2.16.840.1.113883.6.73': ATC,
  'urn:oid:2.16.840.1.113883.6.96': SNOMED_CT,
  'urn:oid:2.16.840.1.113883.6.8': UCUM,
  'urn:oid:0.4.0.127.0.16.1.1.2.1': EDQM,
};

/** ATC codes by level: a letter, two digits, a letter, a letter, two digits. */
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
 * A SNOMED CT concept id: 6 to 18 digits without a leading zero, with the partition identifier of
 * a concept (`00` international, `10` extension) in front of the check digit.
 */
export function isSnomedConceptId(code: string): boolean {
  return /^[1-9]\d{5,17}$/.test(code) && ['00', '10'].includes(code.slice(-3, -1));
}

/**
 * Longest UCUM code the checker parses. The longest code of UCUM's own tables is under 40
 * characters; a unit of thousands of characters is no unit, and the parser's cost grows with it.
 */
export const maxUcumLength = 200;

/**
 * A valid case-sensitive UCUM code, by the grammar and tables of the LHC's UCUM library (the one
 * the HL7 FHIRPath engine uses): `Cel`, `mm[Hg]`, `10*3/uL`, `{tbl}`; not `mcg`, `ml/hr`, `mEq`, `ea`.
 */
export function isUcumCode(code: string): boolean {
  if (code.length === 0 || code.length > maxUcumLength) return false;
  return ucum().validateUnitString(code, false).status === 'valid';
}

/** Kept for the docs' suite, which names it: every valid UCUM code is plausible. */
export const isPlausibleUcum = isUcumCode;

function ucumMessage(code: string): string {
  return code.length > maxUcumLength
    ? `This unit code is ${code.length} characters long: no UCUM unit is, so it is not parsed.`
    : `“${code}” is not a UCUM unit code (mg, mL, h, [iU], {tablet}; not mcg, ML, hr, IU, tbl).`;
}

/**
 * A SNOMED CT compositional expression, which R4 allows as a code (`71341001:272741003=7771000`):
 * concept ids joined by the grammar's operators, each optionally followed by its `|term|`. A
 * plausibility check in one linear pass, not the full grammar.
 */
export function isSnomedExpression(code: string): boolean {
  if (code.length > 4096 || !/[:+=]/.test(code)) return false;
  const parts = code.split('|');
  // Terms sit between pairs of bars: an odd number of parts means every bar is closed.
  if (parts.length % 2 === 0) return false;
  const outside = parts.filter((_, index) => index % 2 === 0).join(' ');
  if (!/^[0-9\s:=,+{}()<>!]*$/.test(outside)) return false;
  const ids = outside.match(/[0-9]+/g) ?? [];
  return ids.length > 0 && ids.every(isSnomedConceptId);
}

/**
 * R4's comment on CapabilityStatement.format: "'xml', 'json' and 'ttl' are allowed, which describe
 * the simple encodings described in the specification … Otherwise, mime types are legal here."
 */
const shortFormat = (elementPath: string, code: string): boolean =>
  elementPath === 'CapabilityStatement.format' && ['xml', 'json', 'ttl'].includes(code);

const mediaType = /^[a-z]+\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;.+)?$/i;

/** The codings of a Coding or CodeableConcept value; none for any other. */
function codingsOf(node: FhirNode): unknown[] {
  if (node.type === 'Coding') return [node.value];
  if (
    node.type === 'CodeableConcept' &&
    isPlainObject(node.value) &&
    Array.isArray(node.value.coding)
  )
    return node.value.coding;
  return [];
}

export class Codes {
  private readonly allowed: ReadonlySet<string>;
  private readonly localCodes: ReadonlyMap<string, ReadonlySet<string>>;
  private readonly valueSets: ReadonlyMap<string, ModuleValueSet>;
  private readonly unchecked: ReadonlySet<string>;

  constructor(private readonly data: CheckerData) {
    const { module } = data;
    this.localCodes = new Map(
      module.codeSystems.map((system) => [system.url, new Set(system.codes)]),
    );
    this.valueSets = new Map(module.valueSets.map((valueSet) => [valueSet.id, valueSet]));
    this.allowed = new Set([
      UCUM,
      ...module.codeSystems.map((system) => system.url),
      ...module.valueSets.flatMap((valueSet) => valueSet.include.map((include) => include.system)),
    ]);
    this.unchecked = new Set(data.uncheckedHl7CodeSystems);
  }

  /** The systems a coding of the module may have: its ValueSets', its CodeSystems, UCUM and HL7's. */
  isAllowedSystem(system: string): boolean {
    return this.allowed.has(system) || hl7CodeSystem.test(system);
  }

  /** The allowed system a wrong one was probably meant to be. */
  private meant(system: string): string | undefined {
    const named = own(otherNames, system);
    if (named) return named;
    // No allowed system is near this long: a longer one is no misspelling of one.
    if (system.length > maxSystemLength) return undefined;
    const plain = (url: string): string =>
      withoutTrailingSlashes(
        url
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, ''),
      );
    return [...this.allowed].find((candidate) => plain(candidate) === plain(system));
  }

  private systemFinding(system: string, path: string, guide: GuideLink): Finding {
    const meant = this.meant(system);
    if (meant) {
      return finding(
        'warning',
        'code-system-uri',
        path,
        `The system is written “${system}”; the module writes it “${meant}”, exactly. Clients compare system URIs character by character, so this coding would not be recognised.`,
        meant === ATC ? guideLinks.atcInFhir : guide,
      );
    }
    return finding(
      'warning',
      'code-system-not-used',
      path,
      `The module uses no code system “${system}”: its codes come from ATC, SNOMED CT, EDQM, UCUM, HL7 code systems and the hospital's own CodeSystems.`,
      guide,
    );
  }

  private hl7Findings(
    system: string,
    code: string,
    display: string | undefined,
    path: string,
  ): Finding[] {
    const concepts = own(this.data.hl7CodeSystems, system);
    if (!concepts) {
      if (this.unchecked.has(system)) {
        return [
          finding(
            'information',
            'code-not-checked',
            path,
            `${system}#${code} is not checked here: no element the module sends binds that code system.`,
            guideLinks.examplesChecked,
          ),
        ];
      }
      // As the HL7 validator does: a system it has no definition of is not checked, not wrong
      // (HL7 publishes code systems after R4, and the definitions lack a few of R4's own).
      return [
        finding(
          'warning',
          'code-system-unknown',
          path,
          `${system} is no code system the R4 definitions hold, so ${code} is not checked: check the URL.`,
          guideLinks.examplesChecked,
          'advice',
        ),
      ];
    }
    const official = own(concepts, code);
    if (official === undefined) {
      return [
        finding(
          'error',
          'hl7-code',
          path,
          `“${code}” is not a code of ${system}.`,
          guideLinks.examplesChecked,
        ),
      ];
    }
    if (display !== undefined && official !== '' && display !== official) {
      return [
        finding(
          'warning',
          'hl7-display',
          path,
          `The display “${display}” differs from the official “${official}” of ${code}; the module sends the official display.`,
          guideLinks.examplesChecked,
        ),
      ];
    }
    return [];
  }

  /** A Coding's system, code and, for HL7 systems, display. */
  codingFindings(coding: Record<string, unknown>, path: string, guide: GuideLink): Finding[] {
    const system = typeof coding.system === 'string' ? coding.system : undefined;
    const code = typeof coding.code === 'string' ? coding.code : undefined;
    const display = typeof coding.display === 'string' ? coding.display : undefined;
    if (system === undefined) {
      return code === undefined
        ? []
        : [
            finding(
              'information',
              'coding-without-system',
              path,
              `The code “${code}” has no system: R4 allows it, but no client can tell what it means.`,
              guide,
            ),
          ];
    }
    if (!this.isAllowedSystem(system)) return [this.systemFinding(system, path, guide)];
    if (code === undefined) {
      return [
        finding(
          'information',
          'coding-without-code',
          path,
          `A coding of ${system} without a code: R4 allows it (a display alone), but no client can act on it.`,
          guide,
        ),
      ];
    }
    const problem = (
      severity: 'error' | 'warning',
      rule: string,
      message: string,
      link = guide,
    ): Finding[] => [finding(severity, rule, path, message, link)];
    switch (system) {
      case ATC: {
        const level = atcLevel(code);
        if (level === undefined)
          return problem(
            'error',
            'atc-code',
            `“${code}” is not an ATC code (a letter, two digits, two letters, two digits).`,
            guideLinks.atcLevels,
          );
        return level === 5
          ? []
          : problem(
              'warning',
              'atc-level',
              `“${code}” is ATC level ${level}; the module sends the substance, level 5.`,
              guideLinks.atcLevels,
            );
      }
      case SNOMED_CT:
        return isSnomedConceptId(code) || isSnomedExpression(code)
          ? []
          : problem('error', 'snomed-ct-id', `“${code}” is not a SNOMED CT concept id.`);
      case EDQM:
        return /^\d{8}$/.test(code)
          ? []
          : problem(
              'error',
              'edqm-code',
              `“${code}” is not an EDQM standard term code (8 digits).`,
            );
      case UCUM:
        return isUcumCode(code)
          ? []
          : problem('error', 'ucum-code', ucumMessage(code), guideLinks.doseUnits);
    }
    const local = this.localCodes.get(system);
    if (local) {
      return local.has(code)
        ? []
        : problem(
            'warning',
            'module-code-system',
            `“${code}” is not a concept of the module's CodeSystem ${system}.`,
          );
    }
    return this.hl7Findings(system, code, display, path);
  }

  /** A Quantity's, Duration's… system and code. */
  quantityFindings(quantity: Record<string, unknown>, path: string, guide: GuideLink): Finding[] {
    const system = typeof quantity.system === 'string' ? quantity.system : undefined;
    if (system === undefined) return [];
    if (!this.isAllowedSystem(system)) return [this.systemFinding(system, path, guide)];
    const code = typeof quantity.code === 'string' ? quantity.code : undefined;
    if (code === undefined) {
      return [
        finding(
          'information',
          'quantity-without-code',
          path,
          `A quantity with the system ${system} but no code: R4 allows it (qty-3 needs a system only when there is a code), but “unit” is only its display, so no client can convert it.`,
          guideLinks.doseUnits,
        ),
      ];
    }
    if (system === UCUM) {
      return isUcumCode(code)
        ? []
        : [finding('error', 'ucum-code', path, ucumMessage(code), guideLinks.doseUnits)];
    }
    // Quantity.unit is free display text: only the code is looked up.
    return hl7CodeSystem.test(system) ? this.hl7Findings(system, code, undefined, path) : [];
  }

  /** Codes of an element with a required R4 binding must be in its value set. */
  requiredBindingFindings(node: FhirNode, guide: GuideLink): Finding[] {
    const { binding } = node.element;
    if (binding?.strength !== 'required' || !binding.valueSet) return [];
    const url = binding.valueSet.split('|')[0] ?? binding.valueSet;
    const name = url.split('/').pop() ?? url;
    const expansion = own(this.data.requiredValueSets, url);
    const codings = codingsOf(node);
    const codeValue =
      node.type === 'code' && typeof node.value === 'string' ? node.value : undefined;
    if (codeValue === undefined && codings.length === 0) return [];
    if (!expansion || expansion.kind === 'not-expandable') {
      return [
        finding(
          'warning',
          'binding-not-checked',
          node.path,
          `The codes of “${node.key}” could not be checked against the R4 value set ${name}: ${expansion?.reason ?? 'it is not in the data'}.`,
          guide,
        ),
      ];
    }
    if (codeValue !== undefined) {
      const ok =
        expansion.kind === 'media-type'
          ? mediaType.test(codeValue) || shortFormat(node.element.path, codeValue)
          : Object.values(expansion.codes).some((codes) => codes.includes(codeValue));
      if (ok) return [];
      const allowed =
        expansion.kind === 'codes' ? [...new Set(Object.values(expansion.codes).flat())] : [];
      const list =
        allowed.length > 0 && allowed.length <= 12 ? ` Allowed: ${allowed.join(', ')}.` : '';
      return [
        finding(
          'error',
          'required-binding',
          node.path,
          `“${codeValue}” is not a code of the R4 value set ${name}, which “${node.key}” must use.${list}`,
          guide,
        ),
      ];
    }
    if (expansion.kind !== 'codes') return [];
    const inSet = codings.some(
      (coding) =>
        isPlainObject(coding) &&
        typeof coding.system === 'string' &&
        typeof coding.code === 'string' &&
        own(expansion.codes, coding.system)?.includes(coding.code) === true,
    );
    return inSet
      ? []
      : [
          finding(
            'error',
            'required-binding',
            node.path,
            `No coding of “${node.key}” is from the R4 value set ${name}, which it must use.`,
            guide,
          ),
        ];
  }

  /**
   * A code of an element the module binds must be in the module's ValueSet for it. A coding of a
   * system the ValueSet does not include is not judged (FHIR allows more codings beside).
   */
  moduleValueSetFindings(node: FhirNode): Finding[] {
    const valueSetId = own(this.data.module.bindings, node.element.path);
    const valueSet = valueSetId === undefined ? undefined : this.valueSets.get(valueSetId);
    if (!valueSet) return [];
    const guide = own(valueSetGuides, valueSet.id) ?? guideLinks.examplesChecked;
    const judge = (system: string | undefined, code: string, path: string): Finding[] => {
      const includes = valueSet.include.filter(
        (include) => system === undefined || include.system === system,
      );
      if (includes.length === 0) return [];
      if (includes.some((include) => include.concepts.some((concept) => concept.code === code)))
        return [];
      const label = system === undefined ? `“${code}”` : `${system}#${code}`;
      // An example subset is never a rule: production data holds codes outside it.
      if (valueSet.experimental) {
        return [
          finding(
            'information',
            'example-value-set',
            path,
            `${label} is not among the codes of the examples (“${valueSet.title}”), an experimental subset: the module sends others too, so this is no fault.`,
            guide,
          ),
        ];
      }
      return [
        finding(
          'warning',
          'module-value-set',
          path,
          `${label} is not in the module's ValueSet “${valueSet.title}” for ${node.element.path}: the module never sends this code here.`,
          guide,
        ),
      ];
    };
    if (node.type === 'code' && typeof node.value === 'string')
      return judge(undefined, node.value, node.path);
    const codings = codingsOf(node);
    return codings.flatMap((coding: unknown, index) => {
      if (!isPlainObject(coding) || typeof coding.code !== 'string') return [];
      const path =
        node.type === 'Coding' ? node.path : childPath(childPath(node.path, 'coding'), index);
      return judge(
        typeof coding.system === 'string' ? coding.system : undefined,
        coding.code,
        path,
      );
    });
  }
}
