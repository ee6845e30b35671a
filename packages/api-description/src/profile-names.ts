/**
 * The module's FHIR profiles by name: the one list of which resources have a profile and at which
 * canonical URL. @medication-module/fhir-package generates each profile under this URL, and the
 * CapabilityStatement names the same URLs in `rest.resource.supportedProfile`.
 */

/** The canonical base of the module's conformance resources (its ValueSets and CodeSystems). */
export const fhirCanonical = 'https://fhir.example.org';

export interface ProfiledType {
  type: string;
  id: string;
  name: string;
  title: string;
  description: string;
}

/** The resources the module sends, each with the profile of how it sends them. */
export const profiledTypes: readonly ProfiledType[] = [
  {
    type: 'MedicationRequest',
    id: 'medication-module-medicationrequest',
    name: 'MedicationModuleMedicationRequest',
    title: 'Medication module MedicationRequest',
    description:
      'A prescription as the medication module sends it: the elements it never sends are prohibited, what it always sends is required, its codes come from its value sets and its rules are invariants.',
  },
  {
    type: 'ServiceRequest',
    id: 'medication-module-servicerequest',
    name: 'MedicationModuleServiceRequest',
    title: 'Medication module ServiceRequest',
    description:
      'The anesthesia premedication order of one surgery as the medication module sends it.',
  },
  {
    type: 'Medication',
    id: 'medication-module-medication',
    name: 'MedicationModuleMedication',
    title: 'Medication module contained Medication',
    description:
      'The Medication the module contains in a prescription (diluted infusions, compounded preparations, products whose strength the client needs).',
  },
];

export const profileUrl = (profiled: ProfiledType): string =>
  `${fhirCanonical}/StructureDefinition/${profiled.id}`;
