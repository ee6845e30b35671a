/**
 * Which ValueSet of static/fhir/ holds the codes of each coded element the module sends, by R4
 * element path. tests/unit/terminology-usage.test.ts checks every coding of the guides' and the
 * OpenAPI description's examples against it. `Dosage.site` has none: the module sends it as text.
 */
export const terminologyBindings: readonly { valueSet: string; elements: readonly string[] }[] = [
  {
    valueSet: 'medication-module-medicationrequest-category',
    elements: ['MedicationRequest.category'],
  },
  {
    valueSet: 'medication-module-medicationrequest-status-reason',
    elements: ['MedicationRequest.statusReason'],
  },
  {
    valueSet: 'medication-module-atc-medication',
    elements: [
      'MedicationRequest.medication[x]',
      'Medication.code',
      'Medication.ingredient.item[x]',
    ],
  },
  { valueSet: 'medication-module-dose-form', elements: ['Medication.form'] },
  { valueSet: 'medication-module-route', elements: ['Dosage.route'] },
  { valueSet: 'medication-module-administration-method', elements: ['Dosage.method'] },
  { valueSet: 'medication-module-as-needed-reason', elements: ['Dosage.asNeeded[x]'] },
  { valueSet: 'medication-module-event-timing', elements: ['Timing.repeat.when'] },
  { valueSet: 'medication-module-timing-abbreviation', elements: ['Timing.code'] },
  { valueSet: 'medication-module-servicerequest-code', elements: ['ServiceRequest.code'] },
];
