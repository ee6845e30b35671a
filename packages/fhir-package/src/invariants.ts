import type { Constraint } from './definitions';

/** One of the module's rules as an R4 invariant on an element of a profile. */
export interface ModuleInvariant {
  /** The profiled type. */
  type: string;
  /** The profile path of the element that carries it; the FHIRPath expression starts there. */
  path: string;
  constraint: Constraint;
}

const clockFree = ['frequency', 'frequencyMax', 'period', 'periodMax', 'periodUnit']
  .map((name) => `timing.repeat.${name}.empty()`)
  .join(' and ');

/**
 * The module's schedule rule (the prescription frequency guide's "The module's schedule rule"):
 * clock times alone (timeOfDay, maybe with dayOfWeek); or doses per period with frequency, period
 * and periodUnit together; or, for a continuous infusion, a repeat of only boundsPeriod beside a rate.
 */
const timingRule = [
  'timing.repeat.empty() or iif(timing.repeat.timeOfDay.exists() or timing.repeat.dayOfWeek.exists(),',
  `timing.repeat.timeOfDay.exists() and ${clockFree},`,
  '(timing.repeat.frequency.exists() and timing.repeat.period.exists() and timing.repeat.periodUnit.exists())',
  'or (timing.repeat.children().count() = 1 and timing.repeat.bounds.ofType(Period).exists() and doseAndRate.rate.exists()))',
].join(' ');

/** The rules the guides state about what the module sends, beyond elements and codes. */
export const moduleInvariants: readonly ModuleInvariant[] = [
  {
    type: 'MedicationRequest',
    path: 'MedicationRequest',
    constraint: {
      key: 'mm-mr-intent',
      severity: 'error',
      human: 'The module sends every MedicationRequest with intent “order”.',
      expression: "intent = 'order'",
    },
  },
  {
    type: 'MedicationRequest',
    path: 'MedicationRequest',
    constraint: {
      key: 'mm-mr-status',
      severity: 'error',
      human: 'The module never sends the status “unknown”.',
      expression: "status != 'unknown'",
    },
  },
  {
    type: 'MedicationRequest',
    path: 'MedicationRequest',
    constraint: {
      key: 'mm-mr-contained',
      severity: 'error',
      human: 'The module contains only the Medication of the prescription.',
      expression: 'contained.all($this is Medication)',
    },
  },
  {
    type: 'MedicationRequest',
    path: 'MedicationRequest',
    constraint: {
      key: 'mm-mr-medication-contained',
      severity: 'error',
      human: 'A Medication reference points to the Medication contained in the prescription (#id).',
      expression: "medication.ofType(Reference).all(reference.startsWith('#'))",
    },
  },
  {
    type: 'MedicationRequest',
    path: 'MedicationRequest.dosageInstruction',
    constraint: {
      key: 'mm-dosage-text',
      severity: 'error',
      human: 'Every Dosage has its instruction in words (text).',
      expression: 'text.exists()',
    },
  },
  {
    type: 'MedicationRequest',
    path: 'MedicationRequest.dosageInstruction',
    constraint: {
      key: 'mm-timing-schedule',
      severity: 'error',
      human:
        'A repeat is clock times alone (timeOfDay, maybe with dayOfWeek), doses per period (frequency, period and periodUnit together), or only boundsPeriod beside a rate (a continuous infusion).',
      expression: timingRule,
    },
  },
  {
    type: 'ServiceRequest',
    path: 'ServiceRequest',
    constraint: {
      key: 'mm-sr-intent',
      severity: 'error',
      human: 'The module sends every ServiceRequest with intent “order”.',
      expression: "intent = 'order'",
    },
  },
  {
    type: 'ServiceRequest',
    path: 'ServiceRequest',
    constraint: {
      key: 'mm-sr-status',
      severity: 'error',
      human: 'The module never sends the status “unknown”.',
      expression: "status != 'unknown'",
    },
  },
];
