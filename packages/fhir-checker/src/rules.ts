import type { CheckerData } from './data';
import { readDosage, type DosageDifference } from './dosage-meaning';
import { childPath, finding, type Finding } from './findings';
import { guideLinks, type GuideLink } from './guide-links';
import { infusionFindings } from './infusion';
import { isPlainObject, type FhirNode } from './walk';

/**
 * The FHIR JSON rules the R4 validator leaves out, references and contained resources, what the
 * module never sends (from the one walker of the description) and what a Dosage's text and
 * structure say. The module's other rules are its profiles' invariants (profile-invariants.ts).
 */

/**
 * The rules about what the medication module sends, as opposed to what FHIR R4 allows and how codes
 * are written in their systems: a Dosage test vector, for one, is R4 without being the module's.
 */
export const moduleRules: readonly string[] = [
  'module-value-set',
  'module-code-system',
  'never-sent',
  'dosage-text-differs',
  'infusion-rate',
  'invisible-character',
];

/** A finding about what the module sends: a rule of `moduleRules`, or an invariant of its profiles. */
export const isModuleFinding = (found: Finding): boolean =>
  moduleRules.includes(found.rule) || found.profile !== undefined;

/** FHIR JSON never has null, empty strings, empty arrays or empty objects. */
export function jsonRuleFindings(value: unknown, path: string, guide: GuideLink): Finding[] {
  const found: Finding[] = [];
  const visit = (item: unknown, at: string, placeholder = false): void => {
    const problem = (what: string): void => {
      found.push(
        finding(
          'error',
          'fhir-json',
          at,
          `${what}: FHIR JSON leaves an absent value out instead.`,
          guide,
        ),
      );
    };
    if (item === null) {
      if (!placeholder) problem('null');
    } else if (item === '') problem('An empty string');
    else if (Array.isArray(item)) {
      if (item.length === 0) problem('An empty array');
      item.forEach((child, index) => visit(child, childPath(at, index)));
    } else if (isPlainObject(item)) {
      const entries = Object.entries(item);
      if (entries.length === 0) problem('An empty object');
      for (const [key, child] of entries) {
        // R4 JSON: in a list of primitives and its `_name` twin, null stands for the half an
        // item does not have, where the other list has that item.
        const twin = item[key.startsWith('_') ? key.slice(1) : `_${key}`];
        if (Array.isArray(child) && Array.isArray(twin)) {
          child.forEach((part, index) =>
            visit(part, childPath(childPath(at, key), index), twin[index] != null),
          );
        } else visit(child, childPath(at, key));
      }
    }
  };
  visit(value, path);
  return found;
}

/** Medplum's Meta has elements of its own; none of them is R4. */
const medplumOnlyMetaElements = new Set([
  'project',
  'author',
  'onBehalfOf',
  'account',
  'accounts',
  'compartment',
]);

export function metaFindings(node: FhirNode, guide: GuideLink): Finding[] {
  return node.parentType === 'Meta' && medplumOnlyMetaElements.has(node.key)
    ? [
        finding(
          'error',
          'meta-not-r4',
          node.path,
          `Meta has no element “${node.key}” in FHIR R4 (it is a Medplum server's own).`,
          guide,
        ),
      ]
    : [];
}

const relativeReference =
  /^([A-Z][A-Za-z]+)\/[A-Za-z0-9\-.]{1,64}(\/_history\/[A-Za-z0-9\-.]{1,64})?$/;

export function referenceFindings(
  node: FhirNode,
  containedIds: ReadonlySet<string> | undefined,
  data: CheckerData,
  guide: GuideLink,
): Finding[] {
  if (!isPlainObject(node.value) || typeof node.value.reference !== 'string') return [];
  const reference = node.value.reference;
  const path = childPath(node.path, 'reference');
  if (reference.startsWith('#')) {
    if (containedIds === undefined) {
      return [
        finding(
          'error',
          'contained-reference',
          path,
          `“${reference}” points to a contained resource, but a fragment on its own has none.`,
          guideLinks.containedMedication,
        ),
      ];
    }
    return containedIds.has(reference.slice(1))
      ? []
      : [
          finding(
            'error',
            'contained-reference',
            path,
            `“${reference}” points to no contained resource: there is no contained resource with the id “${reference.slice(1)}”.`,
            guideLinks.containedMedication,
          ),
        ];
  }
  if (/^(https?:\/\/|urn:uuid:|urn:oid:)/.test(reference)) return [];
  const type = relativeReference.exec(reference)?.[1];
  if (!type || !data.r4ResourceTypes.includes(type)) {
    return [
      finding(
        'error',
        'reference-format',
        path,
        `“${reference}” is not a reference: write Type/id (Patient/pat-1042), an absolute URL, or #id of a contained resource.`,
        guide,
      ),
    ];
  }
  const targets = node.element.type
    .filter((t) => t.code === 'Reference')
    .flatMap((t) => t.targetProfile ?? [])
    .map((profile) => profile.split('/').pop() ?? profile);
  if (targets.length === 0 || targets.includes('Resource') || targets.includes(type)) return [];
  return [
    finding(
      'error',
      'reference-target',
      path,
      `“${node.key}” may point to ${targets.join(' | ')} in R4, not to a ${type}.`,
      guide,
    ),
  ];
}

export function containedIdsOf(resource: Record<string, unknown>): Set<string> {
  return new Set(
    (Array.isArray(resource.contained) ? resource.contained : [])
      .map((item: unknown) => (isPlainObject(item) ? item.id : undefined))
      .filter((id): id is string => typeof id === 'string'),
  );
}

/** Every contained resource has an id and is referenced from its container (R4 invariant dom-3). */
export function containedFindings(resource: Record<string, unknown>, path: string): Finding[] {
  if (!Array.isArray(resource.contained)) return [];
  const contained: unknown[] = resource.contained;
  return contained.flatMap((item: unknown, index) => {
    // The container, or another contained resource, may point to it (not the resource itself).
    const text = JSON.stringify({
      ...resource,
      contained: contained.filter((_, other) => other !== index),
    });
    const at = childPath(childPath(path, 'contained'), index);
    const id = isPlainObject(item) ? item.id : undefined;
    if (typeof id !== 'string') {
      return [
        finding(
          'error',
          'contained-unreferenced',
          at,
          'A contained resource needs an id, so that its container can point to it (R4 rule dom-3).',
          guideLinks.containedMedication,
        ),
      ];
    }
    return text.includes(`"#${id}"`)
      ? []
      : [
          finding(
            'error',
            'contained-unreferenced',
            at,
            `Nothing in the resource points to “#${id}”: R4 (rule dom-3) allows a contained resource only when its container references it.`,
            guideLinks.containedMedication,
          ),
        ];
  });
}

/** The never-sent list's names for a node: its path from the resource, and Element's for data types. */
export function neverSentFindings(
  node: FhirNode,
  neverSent: ReadonlySet<string>,
  resourceTypes: ReadonlySet<string>,
): Finding[] {
  const inherited = resourceTypes.has(node.parentType) ? undefined : `Element.${node.key}`;
  if (!neverSent.has(node.rooted) && (inherited === undefined || !neverSent.has(inherited)))
    return [];
  const root = node.rooted.split('.')[0];
  const guide =
    root === 'MedicationRequest'
      ? guideLinks.medicationRequestNeverSent
      : root === 'ServiceRequest'
        ? guideLinks.serviceRequestNeverSent
        : guideLinks.neverSent;
  return [
    finding(
      'warning',
      'never-sent',
      node.path,
      `“${node.key}” is valid R4, but the module never sends it here: this did not come from the module.`,
      guide,
    ),
  ];
}

const differenceWords = (difference: DosageDifference): string =>
  `${difference.part}: the text says ${difference.text}, the structure ${difference.structure}`;

/**
 * What a Dosage's text and structure say agreeing, and an infusion's rate, volume and duration
 * agreeing (the volume may come from the `medication` the Dosage gives). That a Dosage has text
 * and keeps the schedule rule are invariants of the MedicationRequest profile.
 */
export function dosageFindings(
  dosage: unknown,
  path: string,
  medication?: Record<string, unknown>,
): Finding[] {
  if (!isPlainObject(dosage)) return [];
  const found = infusionFindings(dosage, path, medication);
  if (typeof dosage.text !== 'string') return found;
  const { differences } = readDosage(dosage);
  if (differences.length > 0) {
    found.push(
      finding(
        'warning',
        'dosage-text-differs',
        childPath(path, 'text'),
        `The text and the structure say different things (${differences.map(differenceWords).join('; ')}). One of them is wrong: show the text and report the difference.`,
        guideLinks.referenceRendering,
      ),
    );
  }
  return found;
}
