import type { CheckerData } from '../data';
import { guideLinks } from '../guide-links';
import type { ExplanationSection } from './types';
import { codingWords, list, moduleMeaning, momentWords, obj, quoted, text } from './words';
import { own } from '../own';

/** What each MedicationRequest status means for a user interface (the guide's status table). */
const prescriptionStatuses: Readonly<Record<string, { label: string; lines: string[] }>> = {
  draft: {
    label: 'draft (not signed)',
    lines: [
      'Being written, not signed: show it only in prescriber-facing views, labelled as a draft.',
      'No dose is due.',
    ],
  },
  active: {
    label: 'active (in force)',
    lines: [
      'In force: doses are due as the dosage instructions say.',
      'Re-read it before acting: a cached active prescription may have been paused since.',
    ],
  },
  'on-hold': {
    label: 'on-hold (paused)',
    lines: [
      'Paused, and expected to resume: show it as paused, with its reason, never as due, overdue or missed, and never as stopped.',
      'Keep it on the current medication list, for interaction and duplicate checks. No dose is due while it is paused, and doses that fall in the pause are not made up.',
      'When the prescriber resumes it, the same id comes back with status active and no statusReason, in a new version (meta.versionId and the ETag change), with the statusChanged extension giving the moment of the resume.',
    ],
  },
  completed: {
    label: 'completed (course finished)',
    lines: [
      'Every dose it implied was given, or its end date has passed: history only, no dose is due.',
      'Final: it never becomes active again; a restart is a new prescription with a new id.',
    ],
  },
  stopped: {
    label: 'stopped (ended early)',
    lines: [
      'Ended by the prescriber before all doses were given; some may have been given. History only, no dose is due.',
      'Final: it never becomes active again; a restart is a new prescription with a new id.',
    ],
  },
  cancelled: {
    label: 'cancelled (withdrawn)',
    lines: [
      'Withdrawn before any dose was given. No dose is due.',
      'Final: it never becomes active again.',
    ],
  },
  'entered-in-error': {
    label: 'entered-in-error',
    lines: [
      'Should never have existed: remove it from current views, counts and statistics, and keep an audit trail if you stored it.',
    ],
  },
};

/** What each ServiceRequest status means for the premedication (the ServiceRequest guide). */
const orderStatuses: Readonly<Record<string, { label: string; lines: string[] }>> = {
  draft: {
    label: 'draft (not signed)',
    lines: [
      'The pre-operative consultation is in progress; nothing is signed and its premedication prescriptions are drafts too.',
    ],
  },
  active: {
    label: 'active (surgery planned)',
    lines: [
      'The premedication order is in force: each premedication dose is due at its time, as long as its prescription is active too.',
    ],
  },
  'on-hold': {
    label: 'on-hold (surgery postponed)',
    lines: [
      'The surgery is postponed without a new date: every premedication prescription that still has a dose to give is on-hold as well. No premedication dose is due.',
    ],
  },
  revoked: {
    label: 'revoked',
    lines: [
      'The order ended before all of its premedication was given (surgery cancelled, premedication withdrawn, or surgery started with a dose not given). Final; no dose is due.',
    ],
  },
  completed: {
    label: 'completed',
    lines: ['The surgery has started and every premedication dose was given. Final.'],
  },
  'entered-in-error': {
    label: 'entered-in-error',
    lines: [
      'Should never have existed; its premedication prescriptions are entered-in-error as well.',
    ],
  },
};

const unknownStatus = (status: string): { label: string; lines: string[] } => ({
  label: status,
  lines: [
    `Status ${quoted(status)} does not say whether a dose is due. Status is a modifier element: treat a status you do not know as not due.`,
  ],
});

/** The statusChanged extension (R5 cross-version) that says since when the status holds. */
const statusChangedUrl =
  'http://hl7.org/fhir/5.0/StructureDefinition/extension-MedicationRequest.statusChanged';

export function prescriptionStatus(
  resource: Record<string, unknown>,
  data: CheckerData,
): ExplanationSection {
  const status = text(resource.status) ?? '(none)';
  const known = own(prescriptionStatuses, status) ?? unknownStatus(status);
  const lines = [...known.lines];
  const reason = obj(resource.statusReason);
  if (reason) {
    const codings = list(reason.coding).map((coding) => {
      const value = obj(coding) ?? {};
      const meaning = moduleMeaning(text(value.system), text(value.code), data);
      return `${codingWords(coding, data)}${meaning ? ` (in the module: ${meaning})` : ''}`;
    });
    const typed = text(reason.text);
    lines.push(
      `Reason: ${[...codings, ...(typed ? [quoted(typed)] : [])].join('; ')}. Show the text when there is one, else the coding's display.`,
    );
  }
  const changed = list(resource.extension)
    .map(obj)
    .find((extension) => extension?.url === statusChangedUrl);
  const since = momentWords(changed?.valueDateTime);
  if (since)
    lines.push(
      `Since ${since} (the statusChanged extension); never take meta.lastUpdated for it, since any edit changes that.`,
    );
  const intent = text(resource.intent);
  if (intent && intent !== 'order')
    lines.push(
      `Intent ${quoted(intent)}: not an order. Intent is a modifier: treat the prescription as not due.`,
    );
  return {
    heading: `Status: ${known.label}`,
    path: '$.status',
    lines,
    guide: status === 'on-hold' ? guideLinks.pause : guideLinks.medicationRequestStatus,
  };
}

export function orderStatus(resource: Record<string, unknown>): ExplanationSection {
  const status = text(resource.status) ?? '(none)';
  const known = own(orderStatuses, status) ?? unknownStatus(status);
  return {
    heading: `Status: ${known.label}`,
    path: '$.status',
    lines: [
      ...known.lines,
      'A premedication dose is due only when both its MedicationRequest and this ServiceRequest are active.',
    ],
    guide: guideLinks.serviceRequestStatus,
  };
}
