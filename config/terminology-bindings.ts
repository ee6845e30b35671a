/**
 * Which ValueSet of static/fhir/ holds the codes of each coded element the module sends, by R4
 * element path. tests/unit/terminology-usage.test.ts checks every coding of the guides' and the
 * OpenAPI description's examples against it. `Dosage.site` has none: the module sends it as text.
 */
export const terminologyBindings: readonly { valueSet: string; elements: readonly string[] }[] = [
  { valueSet: 'medicationrequest-category', elements: ['MedicationRequest.category'] },
  { valueSet: 'medicationrequest-status-reason', elements: ['MedicationRequest.statusReason'] },
  {
    valueSet: 'atc-medication',
    elements: [
      'MedicationRequest.medication[x]',
      'Medication.code',
      'Medication.ingredient.item[x]',
    ],
  },
  { valueSet: 'dose-form', elements: ['Medication.form'] },
  { valueSet: 'route', elements: ['Dosage.route'] },
  { valueSet: 'administration-method', elements: ['Dosage.method'] },
  { valueSet: 'as-needed-reason', elements: ['Dosage.asNeeded[x]'] },
  { valueSet: 'event-timing', elements: ['Timing.repeat.when'] },
  { valueSet: 'timing-abbreviation', elements: ['Timing.code'] },
  { valueSet: 'servicerequest-code', elements: ['ServiceRequest.code'] },
];
