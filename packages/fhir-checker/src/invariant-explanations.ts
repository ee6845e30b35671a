import { guideLinks, type GuideLink } from './guide-links';
import { own } from './own';
import { isPlainObject } from './walk';

/**
 * What the checker adds to an invariant of a module profile once the invariant has failed on a
 * value: where inside the value to look, what the value says, advice, and the guide section. None
 * of it decides whether the value passes; that is the invariant's FHIRPath expression alone
 * (profile-invariants.ts). An invariant without an entry here is still checked, and reported
 * with its own words at the value's path.
 */
export interface InvariantExplanation {
  /** Property steps from the value to each place the reader looks; the value itself when none. */
  at?: (value: Record<string, unknown>) => (string | number)[][];
  /** What the value holds, in one sentence before the invariant's words. */
  observed?: (value: Record<string, unknown>) => string | undefined;
  /** What a client does about it, after the invariant's words. */
  advice?: (value: Record<string, unknown>) => string | undefined;
  /** The section that explains the rule, by the type of the resource the value sits in. */
  guide: (resourceType: string) => GuideLink;
}

const quoted = (value: unknown): string =>
  typeof value === 'string' ? `“${value}”` : (JSON.stringify(value) ?? 'absent');

const statusGuide = (resourceType: string): GuideLink =>
  resourceType === 'ServiceRequest'
    ? guideLinks.serviceRequestStatus
    : guideLinks.medicationRequestStatus;

const intent: InvariantExplanation = {
  at: (value) => (value.intent === undefined ? [] : [['intent']]),
  observed: (value) => `The intent is ${quoted(value.intent)}.`,
  advice: () =>
    'Intent is a modifier: treat anything else like a status you do not know, as not due.',
  guide: () => guideLinks.intent,
};

const status: InvariantExplanation = {
  at: (value) => (value.status === undefined ? [] : [['status']]),
  observed: (value) => `The status is ${quoted(value.status)}.`,
  advice: () => 'Its resources always carry a definite status.',
  guide: statusGuide,
};

const clockKeys = ['timeOfDay', 'dayOfWeek'];
const perPeriodKeys = ['frequency', 'frequencyMax', 'period', 'periodMax', 'periodUnit'];

const repeatOf = (dosage: Record<string, unknown>): Record<string, unknown> | undefined => {
  const timing = dosage.timing;
  return isPlainObject(timing) && isPlainObject(timing.repeat) ? timing.repeat : undefined;
};

const explanations: Readonly<Record<string, InvariantExplanation>> = {
  'mm-mr-intent': intent,
  'mm-sr-intent': intent,
  'mm-mr-status': status,
  'mm-sr-status': status,
  'mm-mr-contained': {
    at: (value) =>
      (Array.isArray(value.contained) ? value.contained : []).flatMap(
        (item: unknown, index): (string | number)[][] =>
          isPlainObject(item) && item.resourceType !== 'Medication' ? [['contained', index]] : [],
      ),
    observed: (value) => {
      const types = (Array.isArray(value.contained) ? value.contained : [])
        .map((item: unknown) => (isPlainObject(item) ? item.resourceType : undefined))
        .filter((type): type is string => typeof type === 'string' && type !== 'Medication');
      return types.length > 0 ? `It contains a ${[...new Set(types)].join(', a ')}.` : undefined;
    },
    guide: () => guideLinks.medicationRequestElements,
  },
  'mm-mr-medication-contained': {
    at: (value) => (isPlainObject(value.medicationReference) ? [['medicationReference']] : []),
    observed: (value) =>
      isPlainObject(value.medicationReference)
        ? `The medication is the reference ${quoted(value.medicationReference.reference)}.`
        : undefined,
    advice: () => 'The API has no Medication endpoint a client could read it from.',
    guide: () => guideLinks.medicationForm,
  },
  'mm-dosage-text': {
    advice: () =>
      'Clients show the instruction in words next to anything they render from the structure.',
    guide: () => guideLinks.dosageElements,
  },
  'mm-timing-schedule': {
    at: (value) => (repeatOf(value) ? [['timing', 'repeat']] : []),
    observed: (value) => {
      const keys = Object.keys(repeatOf(value) ?? {});
      return keys.length > 0 ? `This repeat has ${keys.join(', ')}.` : undefined;
    },
    advice: (value) => {
      const keys = Object.keys(repeatOf(value) ?? {});
      return keys.some((key) => clockKeys.includes(key)) &&
        keys.some((key) => perPeriodKeys.includes(key))
        ? "R4's definitions of timeOfDay and dayOfWeek say frequency and period are not used with them."
        : undefined;
    },
    guide: () => guideLinks.scheduleRule,
  },
};

export const invariantExplanation = (key: string): InvariantExplanation | undefined =>
  own(explanations, key);
