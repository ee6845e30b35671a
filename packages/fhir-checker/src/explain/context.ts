import type { CheckerData } from '../data';
import { guideLinks } from '../guide-links';
import type { ExplanationSection } from './types';
import { conceptWords, list, momentWords, obj, quoted, text } from './words';

/** `basedOn`: the premedication order a prescription belongs to. */
export function premedicationOrder(
  resource: Record<string, unknown>,
): ExplanationSection | undefined {
  const references = list(resource.basedOn).map((item) => text(obj(item)?.reference));
  if (references.length === 0) return undefined;
  const lines = references.map((reference) => {
    const order =
      reference === undefined
        ? undefined
        : /^ServiceRequest\/([A-Za-z0-9\-.]{1,64})$/.exec(reference);
    return order
      ? `Anesthesia premedication: this prescription belongs to the premedication order ${reference}. Read it (GET ${reference}, from the base URL you read this prescription from) for the planned surgery time; a premedication dose is due only when both are active.`
      : `basedOn ${quoted(reference ?? '(no reference)')}: the module's basedOn points only to a premedication ServiceRequest, as ServiceRequest/id.`;
  });
  return {
    heading: 'Premedication order',
    path: '$.basedOn',
    lines,
    guide: guideLinks.premedication,
  };
}

/** meta: the version, and what makes a new version rather than a new resource. */
export function version(resource: Record<string, unknown>, type: string): ExplanationSection {
  const meta = obj(resource.meta);
  const versionId = text(meta?.versionId);
  const updated = momentWords(meta?.lastUpdated);
  const lines: string[] = [];
  if (versionId === undefined) {
    lines.push(
      'No meta.versionId: every resource the API answers has one, so this did not come from a read of the module.',
    );
  } else {
    lines.push(
      `Version ${quoted(versionId)}${updated ? `, stored ${updated}` : ''}. The ETag of this version is W/"${versionId}": send it in If-None-Match to get 304 while nothing changed. Compare versionId for equality only.`,
    );
  }
  if (type === 'MedicationRequest') {
    lines.push(
      'A new version keeps the id: a change of status or statusReason, of the dose, rate, timing, bounds or text of a Dosage, of a note, or of premedication dose times. A different medication (substance, product, strength or dilution), route or category, or a restart after a final status, is a new prescription with a new id that does not point to this one.',
    );
  } else if (type === 'ServiceRequest') {
    lines.push(
      'A rescheduled surgery keeps this id: occurrence[x] changes and the version increases, and each premedication prescription gets new dose times in a new version.',
    );
  }
  return {
    heading: 'Version',
    path: '$.meta',
    lines,
    guide: type === 'MedicationRequest' ? guideLinks.newVersion : guideLinks.versions,
  };
}

/** The ServiceRequest's code and surgery time. */
export function orderDetails(
  resource: Record<string, unknown>,
  data: CheckerData,
): ExplanationSection {
  const lines = [
    `Code: ${conceptWords(resource.code, data)}. Recognise a premedication order by the coding (system and code), not by the text.`,
  ];
  const at = momentWords(resource.occurrenceDateTime);
  const period = obj(resource.occurrencePeriod);
  if (at)
    lines.push(
      `Surgery planned for ${at}: the module computes each premedication dose time from it and sends it in Timing.event of the prescription.`,
    );
  else if (period) {
    lines.push(
      `Only the operating session is known: ${momentWords(period.start) ?? '?'} to ${momentWords(period.end) ?? '?'}. The premedication prescriptions then have no Timing.event; the dose is given on call from the operating room, as Dosage.text says.`,
    );
  } else lines.push('No surgery time yet (no occurrence[x]).');
  return {
    heading: 'Premedication order',
    path: '$.code',
    lines,
    guide: guideLinks.serviceRequestCode,
  };
}

/** Who the resource is for and who signed it. */
export function people(resource: Record<string, unknown>): ExplanationSection | undefined {
  const subject = text(obj(resource.subject)?.reference);
  const requester = obj(resource.requester);
  if (subject === undefined && requester === undefined) return undefined;
  const lines: string[] = [];
  if (subject)
    lines.push(`For ${subject}. The API serves no Patient: match the patient by this id.`);
  const by = text(requester?.reference);
  const display = text(requester?.display);
  if (by)
    lines.push(
      `Signed by ${by}${display ? ` (${quoted(display)})` : ''}${momentWords(resource.authoredOn) ? ` on ${momentWords(resource.authoredOn)}` : ''}. The API serves no Practitioner: show the display.`,
    );
  return {
    heading: 'Patient and prescriber',
    path: '$.subject',
    lines,
    guide: guideLinks.medicationRequestElements,
  };
}
