import type { SelectOption } from '../SelectField';

/** SNOMED CT route codes (system http://snomed.info/sct) offered by the route select. */
export const routeOptions: readonly SelectOption[] = [
  { value: '26643006', label: 'Oral route' },
  { value: '47625008', label: 'Intravenous route' },
  { value: '34206005', label: 'Subcutaneous route' },
  { value: '78421000', label: 'Intramuscular route' },
  { value: '37161004', label: 'Rectal route' },
];

/**
 * Frequency choices. Each value encodes Timing.repeat as
 * `frequency/period/periodUnit`, e.g. `3/1/d` = three times per day.
 */
export const frequencyOptions: readonly SelectOption[] = [
  { value: '1/1/d', label: 'Once a day' },
  { value: '2/1/d', label: 'Twice a day' },
  { value: '3/1/d', label: 'Three times a day' },
  { value: '4/1/d', label: 'Four times a day' },
  { value: '1/6/h', label: 'Every 6 hours' },
  { value: '1/8/h', label: 'Every 8 hours' },
  { value: '1/1/wk', label: 'Once a week' },
];

/**
 * Pause reasons from the R4 code system
 * http://terminology.hl7.org/CodeSystem/medicationrequest-status-reason,
 * used in MedicationRequest.statusReason when status is `on-hold`. Labels are the
 * official displays, including the full stop that ends the `surg` display.
 */
export const pauseReasonOptions: readonly SelectOption[] = [
  { value: 'surg', label: 'Patient scheduled for surgery.' },
  { value: 'hospadm', label: 'Admission to hospital' },
  { value: 'labint', label: 'Lab interference issues' },
  { value: 'drughigh', label: 'Drug level too high' },
  { value: 'salg', label: 'Allergy' },
  { value: 'sintol', label: 'Suspected intolerance' },
  { value: 'washout', label: 'Waiting for old drug to wash out' },
  { value: 'clarif', label: 'Prescription requires clarification' },
];
