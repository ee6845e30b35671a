import type { CheckerData } from '../data';
import { childPath } from '../findings';
import { orderDetails, people, premedicationOrder, version } from './context';
import { dosageSections } from './dosage';
import { prescribedMedication, standaloneMedication } from './medication';
import { bundleSection, subscriptionStatus } from './notification';
import { outcomeSection } from './outcome';
import { orderStatus, prescriptionStatus } from './request-status';
import type { ExplanationSection, ResourceExplanation } from './types';
import { list, obj, text } from './words';

export type { ExplanationSection, ResourceExplanation } from './types';

/** Moves a section written for a resource at `$` to where the resource sits. */
const rebase = (section: ExplanationSection, path: string): ExplanationSection =>
  path === '$' ? section : { ...section, path: `${path}${section.path.slice(1)}` };

function sectionsOf(
  type: string,
  resource: Record<string, unknown>,
  data: CheckerData,
): ExplanationSection[] {
  switch (type) {
    case 'MedicationRequest':
      return [
        prescriptionStatus(resource, data),
        prescribedMedication(resource, data),
        ...dosageSections(resource),
        ...[premedicationOrder(resource), people(resource)].filter(
          (section) => section !== undefined,
        ),
        version(resource, type),
      ];
    case 'ServiceRequest':
      return [
        orderStatus(resource),
        orderDetails(resource, data),
        ...[people(resource)].filter((s) => s !== undefined),
        version(resource, type),
      ];
    case 'Medication':
      return [standaloneMedication(resource, data)];
    case 'OperationOutcome':
      return [outcomeSection(resource)];
    case 'Parameters':
      return [subscriptionStatus(resource)];
    case 'Bundle':
      return [bundleSection(resource)];
    default:
      return [];
  }
}

function titleOf(type: string, resource: Record<string, unknown>): string {
  const id = text(resource.id);
  const versionId = text(obj(resource.meta)?.versionId);
  const status = text(resource.status);
  return `${type}${id ? ` ${id}` : ''}${versionId ? `, version ${versionId}` : ''}${status ? `: ${status}` : ''}`;
}

/**
 * What a resource means for a client, section by section; for a Bundle, the Bundle and then each
 * entry's resource. Never throws on odd input: every value is read with its JSON type checked.
 */
export function explain(value: unknown, data: CheckerData, path = '$'): ResourceExplanation[] {
  const resource = obj(value);
  const type = text(resource?.resourceType);
  if (!resource || !type) return [];
  const own: ResourceExplanation = {
    path,
    resourceType: type,
    id: text(resource.id),
    title: titleOf(type, resource),
    sections: sectionsOf(type, resource, data).map((section) => rebase(section, path)),
  };
  if (type !== 'Bundle') return [own];
  const entries = list(resource.entry).flatMap((entry, index) =>
    explain(
      obj(entry)?.resource,
      data,
      childPath(childPath(childPath(path, 'entry'), index), 'resource'),
    ),
  );
  return [own, ...entries];
}
