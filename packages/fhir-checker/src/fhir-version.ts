import { childPath, finding, type Finding } from './findings';
import { guideLinks } from './guide-links';
import { own } from './own';
import { isPlainObject } from './walk';

/**
 * Which other FHIR version a resource looks like, for a reader who pasted R5 or STU3 into an R4
 * checker: the unknown elements are still reported one by one, and this says why there are so many.
 */

/** Resource types of other versions that R4 does not have (renamed or new). */
const typesOfOtherVersions: Readonly<Record<string, string>> = {
  // STU3 (3.0.x) types R4 renamed or dropped.
  ProcedureRequest: 'STU3',
  ReferralRequest: 'STU3',
  BodySite: 'STU3',
  DataElement: 'STU3',
  DeviceComponent: 'STU3',
  EligibilityRequest: 'STU3',
  EligibilityResponse: 'STU3',
  ExpansionProfile: 'STU3',
  ImagingManifest: 'STU3',
  ProcessRequest: 'STU3',
  ProcessResponse: 'STU3',
  Sequence: 'STU3',
  ServiceDefinition: 'STU3',
  // DSTU2 (1.0.2).
  MedicationOrder: 'DSTU2',
  DiagnosticOrder: 'DSTU2',
  Order: 'DSTU2',
  OrderResponse: 'DSTU2',
  Conformance: 'DSTU2',
  // R4B (4.3.0), and R5 after it.
  SubscriptionStatus: 'R4B',
  SubscriptionTopic: 'R4B',
  AdministrableProductDefinition: 'R4B',
  ClinicalUseDefinition: 'R4B',
  Citation: 'R4B',
  EvidenceReport: 'R4B',
  Ingredient: 'R4B',
  ManufacturedItemDefinition: 'R4B',
  MedicinalProductDefinition: 'R4B',
  PackagedProductDefinition: 'R4B',
  RegulatedAuthorization: 'R4B',
  NutritionProduct: 'R4B',
  // R5 (5.0.0).
  ActorDefinition: 'R5',
  ArtifactAssessment: 'R5',
  BiologicallyDerivedProductDispense: 'R5',
  ConditionDefinition: 'R5',
  DeviceDispense: 'R5',
  DeviceUsage: 'R5',
  EncounterHistory: 'R5',
  FormularyItem: 'R5',
  GenomicStudy: 'R5',
  ImagingSelection: 'R5',
  InventoryItem: 'R5',
  InventoryReport: 'R5',
  NutritionIntake: 'R5',
  Permission: 'R5',
  Requirements: 'R5',
  TestPlan: 'R5',
  Transport: 'R5',
};

export function otherVersionOf(type: string): string | undefined {
  return own(typesOfOtherVersions, type);
}

/** Elements R4 does not have but another version does, on the resources the module sends. */
const elementsOfOtherVersions: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  MedicationRequest: {
    medication: 'R5',
    renderedDosageInstruction: 'R5',
    informationSource: 'R5',
    statusChanged: 'R5',
    effectiveDosePeriod: 'R5',
    device: 'R5',
    context: 'STU3',
    definition: 'STU3',
  },
  Medication: {
    doseForm: 'R5',
    totalVolume: 'R5',
    marketingAuthorizationHolder: 'R5',
    isBrand: 'STU3',
    isOverTheCounter: 'STU3',
    package: 'STU3',
    image: 'STU3',
  },
  ServiceRequest: { focus: 'R5', bodyStructure: 'R5', location: 'R5' },
  Dosage: {
    asNeededFor: 'R5',
    doseQuantity: 'STU3',
    doseRange: 'STU3',
    rateRatio: 'STU3',
    rateRange: 'STU3',
    rateQuantity: 'STU3',
  },
  Bundle: { issues: 'R5' },
};

function markers(type: string, value: Record<string, unknown>, path: string): Finding[] {
  const table = own(elementsOfOtherVersions, type) ?? {};
  const found = Object.keys(value).flatMap((key) => {
    const version = own(table, key);
    return version ? [{ version, path: childPath(path, key), key }] : [];
  });
  const dosages = type === 'MedicationRequest' ? value.dosageInstruction : undefined;
  const nested = Array.isArray(dosages)
    ? dosages.flatMap((dosage, index) =>
        isPlainObject(dosage)
          ? markers('Dosage', dosage, childPath(childPath(path, 'dosageInstruction'), index))
          : [],
      )
    : [];
  return [
    ...found.map(({ version, path: at, key }) =>
      finding(
        'information',
        'fhir-version',
        at,
        `“${key}” is an element of FHIR ${version}, not of R4: this looks like a ${version} resource, and the module speaks R4 (4.0.1).`,
        guideLinks.resourcesServed,
      ),
    ),
    ...nested,
  ];
}

/** One finding per element another FHIR version has in this place (R5's `medication`, STU3's `Dosage.doseQuantity`). */
export function versionFindings(value: Record<string, unknown>, type: string): Finding[] {
  return markers(type, value, '$');
}
