/**
 * The resources the medication module sends: the two it serves (MedicationRequest,
 * ServiceRequest), the Medication it contains in a MedicationRequest, the OperationOutcome of
 * every error answer, and the Bundles it posts as notifications, whose entry is a Parameters
 * resource (the Backport SubscriptionStatus). The page and the command line check only these.
 */
export const moduleResourceTypes = [
  'MedicationRequest',
  'ServiceRequest',
  'Medication',
  'OperationOutcome',
  'Bundle',
  'Parameters',
] as const;

export type ModuleResourceType = (typeof moduleResourceTypes)[number];

export function isModuleResourceType(type: string): type is ModuleResourceType {
  return (moduleResourceTypes as readonly string[]).includes(type);
}
