import {
  getDataType,
  isResourceType,
  OperationOutcomeError,
  validateResource,
  validateTypedValue,
} from '@medplum/core';
import { loadR4StructureDefinitions, valueSetCodes, expandValueSet } from './fhir-definitions';
import { isPlainObject, walkFhir, type FhirNode } from './fhir-walk';
import { codingProblems, quantityProblems } from './terminology-rules';
import type { ValidationProblem } from './validation-problem';

/**
 * Validates FHIR R4 JSON: a complete resource (it has `resourceType`) or a fragment of a declared
 * data type. Combines the official structure definitions (@medplum/core `validateResource` /
 * `validateTypedValue`: element names, types, cardinality, invariants) with the checks that
 * validator leaves out: required value-set bindings, FHIR JSON rules, contained references, and the
 * module's code-system rules.
 */

interface OutcomeIssue {
  severity?: string;
  details?: { text?: string };
  diagnostics?: string;
  expression?: string[];
}

function structureProblems(run: () => OutcomeIssue[], fragment: boolean): ValidationProblem[] {
  let issues: OutcomeIssue[];
  try {
    issues = run();
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    issues = (error.outcome.issue ?? []) as OutcomeIssue[];
  }
  // A fragment has no containing resource, so invariants on %rootResource (ref-1: a local
  // reference needs a contained target) cannot be evaluated; referenceProblems checks that instead.
  const applicable = fragment
    ? issues.filter((issue) => !issue.diagnostics?.includes('%rootResource'))
    : issues;
  // Warnings count too: the validator reports a conflicting choice (two medication[x]) as one.
  return applicable.map((issue) => ({
    path: issue.expression?.join(', ') ?? '$',
    rule: `FHIR R4 structure (${issue.severity ?? 'error'})`,
    message: issue.details?.text ?? issue.diagnostics ?? 'invalid',
  }));
}

/** FHIR JSON never has null, empty strings, empty arrays or empty objects. */
function jsonRuleProblems(value: unknown, path = '$'): ValidationProblem[] {
  const problem = (message: string): ValidationProblem[] => [{ path, rule: 'FHIR JSON', message }];
  if (value === null) return problem('null is not allowed');
  if (value === '') return problem('empty strings are not allowed');
  if (Array.isArray(value)) {
    if (value.length === 0) return problem('empty arrays are not allowed');
    return value.flatMap((item, i) => jsonRuleProblems(item, `${path}[${i}]`));
  }
  if (isPlainObject(value)) {
    if (Object.keys(value).length === 0) return problem('empty objects are not allowed');
    return Object.entries(value).flatMap(([k, v]) => jsonRuleProblems(v, `${path}.${k}`));
  }
  return [];
}

/**
 * BCP 13 (MIME types) is a grammar, not a list: the R4 mimetypes value set (CapabilityStatement.format,
 * Attachment.contentType) cannot be expanded, so its codes are checked against the grammar.
 */
const mimeType = /^[a-z]+\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;.+)?$/i;
const isMimeTypeValueSet = (valueSet: string): boolean =>
  valueSet.split('|')[0] === 'http://hl7.org/fhir/ValueSet/mimetypes';

function requiredBindingProblems(node: FhirNode): ValidationProblem[] {
  const { binding } = node.element;
  if (binding?.strength !== 'required' || !binding.valueSet) return [];
  const valueSet = binding.valueSet;
  const problem = (message: string): ValidationProblem[] => [
    { path: node.path, rule: `required binding ${valueSet}`, message },
  ];
  if (node.type === 'code' && typeof node.value === 'string') {
    if (isMimeTypeValueSet(valueSet)) {
      return mimeType.test(node.value) ? [] : problem(`"${node.value}" is not a MIME type`);
    }
    return valueSetCodes(valueSet).has(node.value)
      ? []
      : problem(`"${node.value}" is not in the value set`);
  }
  const codings =
    (node.type === 'Coding'
      ? [node.value]
      : node.type === 'CodeableConcept' && isPlainObject(node.value)
        ? node.value.coding
        : []) ?? [];
  if (!Array.isArray(codings) || codings.length === 0) return [];
  const expansion = expandValueSet(valueSet);
  const inSet = codings.some(
    (c) =>
      isPlainObject(c) &&
      typeof c.system === 'string' &&
      typeof c.code === 'string' &&
      expansion.get(c.system)?.has(c.code) === true,
  );
  return inSet ? [] : problem('no coding from the value set');
}

/** Medplum adds its own elements to Meta; none of them exists in FHIR R4. */
const medplumOnlyMetaElements = new Set([
  'project',
  'author',
  'onBehalfOf',
  'account',
  'accounts',
  'compartment',
]);

const relativeReference = /^([A-Z][A-Za-z]+)\/[A-Za-z0-9\-.]{1,64}$/;

function referenceProblems(node: FhirNode, containedIds: Set<string>): ValidationProblem[] {
  if (!isPlainObject(node.value) || typeof node.value.reference !== 'string') return [];
  const reference = node.value.reference;
  const path = `${node.path}.reference`;
  if (reference.startsWith('#')) {
    return containedIds.has(reference.slice(1))
      ? []
      : [{ path, rule: 'contained reference', message: `no contained resource ${reference}` }];
  }
  if (/^https?:\/\//.test(reference)) return [];
  const type = relativeReference.exec(reference)?.[1];
  if (!type || !isResourceType(type)) {
    return [{ path, rule: 'reference format', message: `"${reference}" is not Type/id` }];
  }
  const targets = node.element.type
    .filter((t) => t.code === 'Reference')
    .flatMap((t) => t.targetProfile ?? [])
    .map((profile) => profile.split('/').pop());
  if (targets.length === 0 || targets.includes('Resource') || targets.includes(type)) return [];
  return [
    {
      path,
      rule: 'reference target',
      message: `${node.key} may point to ${targets.join(' | ')}, not ${type}`,
    },
  ];
}

function elementProblems(node: FhirNode, containedIds: Set<string>): ValidationProblem[] {
  const problems = requiredBindingProblems(node);
  if (node.parentType === 'Meta' && medplumOnlyMetaElements.has(node.key)) {
    problems.push({ path: node.path, rule: 'FHIR R4 Meta', message: `${node.key} is not R4` });
  }
  if (node.type === 'Coding' && isPlainObject(node.value)) {
    problems.push(...codingProblems(node.value, node.path));
  }
  if (['Quantity', 'Duration', 'Age', 'Distance', 'Count'].includes(node.type)) {
    problems.push(...quantityProblems(isPlainObject(node.value) ? node.value : {}, node.path));
  }
  if (node.type === 'Reference') problems.push(...referenceProblems(node, containedIds));
  return problems;
}

/** Every contained resource is referenced from its container (R4 invariant dom-3). */
function containedProblems(resource: Record<string, unknown>): ValidationProblem[] {
  const contained = Array.isArray(resource.contained) ? resource.contained : [];
  const text = JSON.stringify({ ...resource, contained: undefined });
  return contained.flatMap((item: unknown, i) => {
    const id = isPlainObject(item) ? item.id : undefined;
    if (typeof id !== 'string') {
      return [
        { path: `$.contained[${i}]`, rule: 'dom-3', message: 'contained resource has no id' },
      ];
    }
    return text.includes(`"#${id}"`)
      ? []
      : [{ path: `$.contained[${i}]`, rule: 'dom-3', message: `#${id} is never referenced` }];
  });
}

function containedIdsOf(resource: Record<string, unknown>): Set<string> {
  return new Set(
    (Array.isArray(resource.contained) ? resource.contained : [])
      .map((item: unknown) => (isPlainObject(item) ? item.id : undefined))
      .filter((id): id is string => typeof id === 'string'),
  );
}

export function validateFhirJson(value: unknown, declaredType?: string): ValidationProblem[] {
  loadR4StructureDefinitions();
  if (!isPlainObject(value)) {
    return [{ path: '$', rule: 'FHIR JSON', message: 'a FHIR value is a JSON object' }];
  }
  const resourceType = typeof value.resourceType === 'string' ? value.resourceType : undefined;
  const type = resourceType ?? declaredType;
  if (!type) {
    return [
      {
        path: '$',
        rule: 'FHIR type',
        message: 'neither a resource (no resourceType) nor a declared data type (fhir=Type)',
      },
    ];
  }
  if (resourceType && declaredType && resourceType !== declaredType) {
    return [
      { path: '$', rule: 'FHIR type', message: `declared ${declaredType}, is ${resourceType}` },
    ];
  }
  try {
    getDataType(type);
  } catch {
    return [{ path: '$', rule: 'FHIR type', message: `${type} is not an R4 type` }];
  }
  const structure = resourceType
    ? structureProblems(
        () => validateResource(value as unknown as Parameters<typeof validateResource>[0]),
        false,
      )
    : structureProblems(() => validateTypedValue({ type, value }), true);
  // A local reference (#id) points into the resource that holds it: in a Bundle, its entry's.
  const containedByResource = new Map([['$', containedIdsOf(value)]]);
  const walked: ValidationProblem[] = [];
  walkFhir(type, value, (node) => {
    if (isPlainObject(node.value) && typeof node.value.resourceType === 'string') {
      containedByResource.set(node.path, containedIdsOf(node.value));
    }
    const holder = [...containedByResource.keys()]
      .filter((path) => path === '$' || node.path.startsWith(`${path}.`))
      .reduce((longest, path) => (path.length > longest.length ? path : longest), '$');
    walked.push(...elementProblems(node, containedByResource.get(holder) ?? new Set()));
  });
  const rootReference =
    type === 'Reference' && typeof value.reference === 'string' && value.reference.startsWith('#')
      ? [
          {
            path: '$.reference',
            rule: 'contained reference',
            message: 'a fragment has no contained resources',
          },
        ]
      : [];
  return [
    ...structure,
    ...rootReference,
    ...jsonRuleProblems(value),
    ...walked,
    ...(resourceType ? containedProblems(value) : []),
  ];
}
