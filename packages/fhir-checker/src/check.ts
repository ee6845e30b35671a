import { Codes } from './codes';
import type { CheckerData } from './data';
import { indexDefinitions, isKnownResourceType, resourceTypesIn, typeSchema } from './definitions';
import { childPath, finding, sortFindings, type Finding } from './findings';
import { guideLinks, type GuideLink } from './guide-links';
import {
  containedFindings,
  containedIdsOf,
  dosageFindings,
  jsonRuleFindings,
  metaFindings,
  neverSentFindings,
  referenceFindings,
} from './rules';
import { fragmentInvariantFindings, resourceInvariantFindings } from './profile-invariants';
import { structureFindings } from './structure';
import { isPlainObject, walkFhir, type FhirNode } from './walk';
import { own } from './own';
import { invariantFindings } from './invariants';
import { containedMedication } from './infusion';
import { primitiveFindings } from './primitives';
import { characterFindings } from './characters';
import { checkTimeLimit } from './time-limit';

/** The guide that explains the elements of a type: its resource's element table. */
export function typeGuide(type: string | undefined): GuideLink {
  switch (type) {
    case 'MedicationRequest':
      return guideLinks.medicationRequestElements;
    case 'ServiceRequest':
      return guideLinks.serviceRequestElements;
    case 'Medication':
    case 'MedicationIngredient':
      return guideLinks.containedMedication;
    case 'Dosage':
    case 'DosageDoseAndRate':
      return guideLinks.dosageElements;
    case 'Timing':
    case 'TimingRepeat':
      return guideLinks.timingElements;
    case 'OperationOutcome':
    case 'OperationOutcomeIssue':
      return guideLinks.errors;
    case 'Bundle':
    case 'Parameters':
      return guideLinks.notifications;
    default:
      return guideLinks.examplesChecked;
  }
}

/** Elements whose rules a section of its own explains, by R4 element path. */
const elementGuides: Readonly<Record<string, GuideLink>> = {
  'MedicationRequest.status': guideLinks.medicationRequestStatus,
  'MedicationRequest.statusReason': guideLinks.statusReasons,
  'MedicationRequest.intent': guideLinks.intent,
  'MedicationRequest.category': guideLinks.category,
  'MedicationRequest.medication[x]': guideLinks.medicationForm,
  'MedicationRequest.basedOn': guideLinks.basedOn,
  'ServiceRequest.status': guideLinks.serviceRequestStatus,
  'ServiceRequest.code': guideLinks.serviceRequestCode,
  'Dosage.route': guideLinks.route,
  'Dosage.method': guideLinks.method,
  'Dosage.asNeeded[x]': guideLinks.asNeeded,
  'Dosage.doseAndRate.dose[x]': guideLinks.doseUnits,
  'Timing.code': guideLinks.timingCode,
  'Timing.repeat.when': guideLinks.eventTiming,
  'Timing.repeat.offset': guideLinks.eventTiming,
  'Medication.form': guideLinks.doseForm,
  'Medication.ingredient.strength': guideLinks.strength,
};

function nodeGuide(node: FhirNode): GuideLink {
  return (
    own(elementGuides, node.element.path) ??
    (node.element.path.startsWith('Timing.repeat.')
      ? guideLinks.timingElements
      : typeGuide(node.parentType))
  );
}

/** The findings of one value: everything but the structure check walks the value once. */
function walkedFindings(
  type: string,
  value: Record<string, unknown>,
  data: CheckerData,
  codes: Codes,
): Finding[] {
  const found: Finding[] = [];
  const neverSent = new Set(data.module.neverSent);
  const resourceTypes = new Set(data.r4ResourceTypes);
  const resources = typeof value.resourceType === 'string';
  const containedIds = new Map<string, Set<string>>(
    resources ? [['$', containedIdsOf(value)]] : [],
  );
  // Each resource's contained Medication, by the resource's path: its Dosages' bag and strength.
  const medications = new Map<string, Record<string, unknown> | undefined>(
    resources ? [['$', containedMedication(value)]] : [],
  );
  if (resources) {
    found.push(...resourceInvariantFindings(data, value, '$'), ...containedFindings(value, '$'));
  } else {
    found.push(
      ...fragmentInvariantFindings(data, type, value, '$'),
      ...invariantFindings(data, type, [], value, '$', typeGuide(type)),
    );
  }
  if (type === 'Dosage') found.push(...dosageFindings(value, '$'));
  if (
    type === 'Reference' &&
    typeof value.reference === 'string' &&
    value.reference.startsWith('#')
  ) {
    found.push(
      finding(
        'error',
        'contained-reference',
        '$.reference',
        `“${value.reference}” points to a contained resource, but a fragment on its own has none.`,
        guideLinks.containedMedication,
      ),
    );
  }
  walkFhir(type, value, (node: FhirNode) => {
    checkTimeLimit();
    const guide = nodeGuide(node);
    if (node.path === node.resourcePath && isPlainObject(node.value)) {
      // A contained resource's references resolve in its container (R4: contained resources
      // share the container's contained list), so one contained resource may point to another.
      const container =
        node.key === 'contained'
          ? containedIds.get(node.path.slice(0, node.path.lastIndexOf('.contained[')) || '$')
          : undefined;
      containedIds.set(node.path, container ?? containedIdsOf(node.value));
      medications.set(node.path, containedMedication(node.value));
      found.push(
        ...resourceInvariantFindings(data, node.value, node.path),
        ...containedFindings(node.value, node.path),
      );
    }
    found.push(...codes.requiredBindingFindings(node, guide), ...metaFindings(node, guide));
    found.push(
      ...neverSentFindings(node, neverSent, resourceTypes),
      ...codes.moduleValueSetFindings(node),
    );
    // Resource.id is an R4 id, though its definition types it as a FHIRPath string.
    const resourceId = node.key === 'id' && node.path === childPath(node.resourcePath, 'id');
    found.push(
      ...primitiveFindings(resourceId ? 'id' : node.type, node.value, node.path, node.key, guide),
      ...characterFindings(node.type, node.element.path, node.value, node.path, guide),
    );
    if (/^[A-Z]/.test(node.type) && isPlainObject(node.value)) {
      const profiles = node.element.type
        .filter((type) => type.code === node.type)
        .flatMap((type) => type.profile ?? []);
      found.push(...invariantFindings(data, node.type, profiles, node.value, node.path, guide));
    }
    if (node.type === 'Coding' && isPlainObject(node.value))
      found.push(...codes.codingFindings(node.value, node.path, guide));
    if (
      [
        'Quantity',
        'Duration',
        'Age',
        'Distance',
        'Count',
        'SimpleQuantity',
        'MoneyQuantity',
      ].includes(node.type) &&
      isPlainObject(node.value)
    ) {
      found.push(...codes.quantityFindings(node.value, node.path, guide));
    }
    if (node.type === 'Reference')
      found.push(...referenceFindings(node, containedIds.get(node.resourcePath), data, guide));
    if (node.type === 'Dosage')
      found.push(...dosageFindings(node.value, node.path, medications.get(node.resourcePath)));
  });
  return found;
}

export interface CheckValueOptions {
  /** The R4 data type of a fragment (a value without resourceType): `Dosage`. */
  declaredType?: string;
}

const codesByData = new WeakMap<CheckerData, Codes>();

/**
 * Checks a FHIR R4 value, a resource or a fragment of a declared data type, of any type the data
 * describes. This is what the test suite runs on every example of the site; the page and the
 * command line run checkResource, which adds what is only about the module's own resources.
 */
export function checkFhirValue(
  value: unknown,
  data: CheckerData,
  options: CheckValueOptions = {},
): Finding[] {
  indexDefinitions(data, [
    ...resourceTypesIn(value),
    // The stand-in of each Bundle entry (structure.ts) is a Parameters.
    'Parameters',
    ...(options.declaredType === undefined ? [] : [options.declaredType]),
  ]);
  const problem = (rule: string, message: string): Finding[] => [
    finding('error', rule, '$', message, guideLinks.examplesChecked),
  ];
  if (!isPlainObject(value)) return problem('fhir-type', 'A FHIR resource is a JSON object.');
  const resourceType = typeof value.resourceType === 'string' ? value.resourceType : undefined;
  const { declaredType } = options;
  const type = resourceType ?? declaredType;
  if (!type)
    return problem(
      'fhir-type',
      'This is neither a resource (it has no resourceType) nor a value of a declared data type.',
    );
  if (resourceType && declaredType && resourceType !== declaredType) {
    return problem('fhir-type', `Declared as ${declaredType}, but it is a ${resourceType}.`);
  }
  if (resourceType ? !isKnownResourceType(data, resourceType) : !typeSchema(type)) {
    return problem(
      'fhir-type',
      data.r4ResourceTypes.includes(type)
        ? `${type} is an R4 resource the checker has no definitions for.`
        : `${type} is not a FHIR R4 ${resourceType ? 'resource type' : 'type'}.`,
    );
  }
  let codes = codesByData.get(data);
  if (!codes) {
    codes = new Codes(data);
    codesByData.set(data, codes);
  }
  const found = [
    ...structureFindings(value, type, typeGuide),
    ...jsonRuleFindings(value, '$', typeGuide(type)),
    ...walkedFindings(type, value, data, codes),
  ];
  // One finding per place and rule: a value that is null and empty is one mistake.
  const seen = new Set<string>();
  return sortFindings(
    found.filter((item) => {
      const key = `${item.path} ${item.rule}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}
