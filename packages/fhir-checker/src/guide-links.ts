/**
 * Where the guides explain each rule the checker applies: every finding links to one of these
 * sections. tests/build/check-resource-links.test.ts checks that each points at a built page and
 * an existing heading.
 */
export interface GuideLink {
  /** The section's heading, as the link text. */
  title: string;
  href: string;
}

const guides = '/docs/guides/medication-module';
const link = (title: string, href: string): GuideLink => ({ title, href });

export const guideLinks = {
  resourcesServed: link(
    'Resources the module serves',
    `${guides}/fhir-resources#resources-the-module-serves`,
  ),
  checkResource: link(
    'Check a resource',
    `${guides}/fhir-resources/medication-request#check-a-resource`,
  ),
  examplesChecked: link(
    'How the examples are checked',
    `${guides}/fhir-resources#how-the-examples-are-checked`,
  ),
  neverSent: link(
    'What the module never sends',
    `${guides}/fhir-resources#what-the-module-never-sends`,
  ),
  profiles: link(
    "Validate against the module's profiles",
    `${guides}/fhir-resources#validate-against-the-modules-profiles`,
  ),
  versions: link(
    'Versions and change detection',
    `${guides}/fhir-resources#versions-and-change-detection`,
  ),
  medicationRequestElements: link(
    'MedicationRequest: elements the module fills',
    `${guides}/fhir-resources/medication-request#elements-the-module-fills`,
  ),
  medicationRequestNeverSent: link(
    'MedicationRequest: elements the module never sends',
    `${guides}/fhir-resources/medication-request#elements-the-module-never-sends`,
  ),
  dosageElements: link(
    'Inside dosageInstruction',
    `${guides}/fhir-resources/medication-request#inside-dosageinstruction`,
  ),
  severalDosages: link(
    'Several dosage instructions',
    `${guides}/fhir-resources/medication-request#several-dosage-instructions`,
  ),
  medicationRequestStatus: link(
    'MedicationRequest status lifecycle',
    `${guides}/fhir-resources/medication-request#status-lifecycle`,
  ),
  newVersion: link(
    'New version or new prescription',
    `${guides}/fhir-resources/medication-request#new-version-or-new-prescription`,
  ),
  intent: link('Intent', `${guides}/fhir-resources/medication-request#intent`),
  serviceRequestElements: link(
    'ServiceRequest: elements the module fills',
    `${guides}/fhir-resources/service-request#elements-the-module-fills`,
  ),
  serviceRequestNeverSent: link(
    'ServiceRequest: elements the module never sends',
    `${guides}/fhir-resources/service-request#elements-the-module-never-sends`,
  ),
  serviceRequestStatus: link(
    'ServiceRequest status lifecycle',
    `${guides}/fhir-resources/service-request#status-lifecycle`,
  ),
  serviceRequestCode: link(
    'Code and occurrence',
    `${guides}/fhir-resources/service-request#code-and-occurrence`,
  ),
  basedOn: link(
    'How MedicationRequest.basedOn points here',
    `${guides}/fhir-resources/service-request#how-medicationrequestbasedon-points-here`,
  ),
  atcInFhir: link(
    'How ATC is represented in FHIR R4',
    `${guides}/prescriptions/atc-codes#how-atc-is-represented-in-fhir-r4`,
  ),
  atcLevels: link('The five ATC levels', `${guides}/prescriptions/atc-codes#the-five-atc-levels`),
  medicationForm: link(
    'Which form the module sends',
    `${guides}/prescriptions/medication#which-form-the-module-sends`,
  ),
  containedMedication: link(
    'Contained Medication: medicationReference',
    `${guides}/prescriptions/medication#contained-medication-medicationreference`,
  ),
  strength: link('Strength as a Ratio', `${guides}/prescriptions/medication#strength-as-a-ratio`),
  category: link(
    'Prescription category',
    `${guides}/prescriptions/medication-category-and-dosage-form#prescription-category`,
  ),
  doseForm: link(
    'Dose form: Medication.form',
    `${guides}/prescriptions/medication-category-and-dosage-form#dose-form-medicationform`,
  ),
  doseUnits: link(
    'Dose units: doseQuantity',
    `${guides}/prescriptions/medication-category-and-dosage-form#dose-units-dosequantity`,
  ),
  route: link('Route', `${guides}/prescriptions/method-route-and-solution#route`),
  method: link(
    'Method and site',
    `${guides}/prescriptions/method-route-and-solution#method-and-site`,
  ),
  infusions: link(
    'Infusions and dilution',
    `${guides}/prescriptions/method-route-and-solution#infusions-and-dilution`,
  ),
  doseRateDuration: link(
    'Dose, rate and duration',
    `${guides}/prescriptions/method-route-and-solution#dose-rate-and-duration`,
  ),
  timingElements: link(
    'The Timing.repeat elements',
    `${guides}/prescriptions/prescription-frequency#the-timingrepeat-elements`,
  ),
  scheduleRule: link(
    "The module's schedule rule",
    `${guides}/prescriptions/prescription-frequency#the-modules-schedule-rule`,
  ),
  eventTiming: link(
    'Event timing: when and offset',
    `${guides}/prescriptions/prescription-frequency#event-timing-when-and-offset`,
  ),
  asNeeded: link(
    'As needed and maximum doses',
    `${guides}/prescriptions/prescription-frequency#as-needed-and-maximum-doses`,
  ),
  timingCode: link(
    'Timing.code: an abbreviation that states the whole schedule',
    `${guides}/prescriptions/prescription-frequency#timingcode-an-abbreviation-that-states-the-whole-schedule`,
  ),
  referenceRendering: link(
    'The reference rendering: what it says',
    `${guides}/prescriptions/prescription-frequency#what-it-says`,
  ),
  pause: link(
    'How a pause is represented',
    `${guides}/prescriptions/pause-prescription#how-a-pause-is-represented`,
  ),
  statusReasons: link(
    'Status reasons',
    `${guides}/prescriptions/pause-prescription#status-reasons`,
  ),
  premedication: link(
    'How premedication is represented',
    '/docs/guides/anesthesia/premedication#how-premedication-is-represented',
  ),
  readingResponse: link('Reading the response', `${guides}/getting-started#reading-the-response`),
  headers: link('Headers', `${guides}/getting-started#headers`),
  errors: link('Errors', `${guides}/getting-started#errors`),
  notifications: link('The notification feed', `${guides}/intro#the-notification-feed`),
} satisfies Record<string, GuideLink>;

/** The section that shows the codes of each of the module's ValueSets, by ValueSet id. */
export const valueSetGuides: Readonly<Record<string, GuideLink>> = {
  'medication-module-medicationrequest-category': guideLinks.category,
  'medication-module-medicationrequest-status-reason': guideLinks.statusReasons,
  'medication-module-atc-medication': guideLinks.atcInFhir,
  'medication-module-dose-form': guideLinks.doseForm,
  'medication-module-route': guideLinks.route,
  'medication-module-administration-method': guideLinks.method,
  'medication-module-as-needed-reason': guideLinks.asNeeded,
  'medication-module-event-timing': guideLinks.eventTiming,
  'medication-module-timing-abbreviation': guideLinks.timingCode,
  'medication-module-servicerequest-code': guideLinks.serviceRequestCode,
};
