import { dosageSentence } from './dosage';
import { maxListLength as listLimit } from './json';

/**
 * Lists (events, times, doses, codings) longer than this are not rendered: the function returns
 * undefined for them, in the same time as for a short list.
 */
export const maxListLength: number = listLimit;

/**
 * The reference rendering of a FHIR R4 Dosage as one plain English sentence, for example
 * "1 g by mouth as needed for pain, at most once every 4 to 6 hours, max 4 g per 24 hours".
 *
 * It says what the structured elements state and nothing else. `text`, `patientInstruction`,
 * `additionalInstruction` and `site` are free text that a client shows as sent, next to this
 * sentence; `sequence` orders the sentences. Dates and times keep the date and clock time written
 * in the data (no time-zone conversion). Numbers are written as sent.
 *
 * Total: for any JSON value it returns a sentence or undefined and never throws. Undefined means
 * "show `Dosage.text`": the Dosage has nothing structured, or a part the renderer cannot say
 * faithfully (not valid R4, a modifier extension, a Timing.code it does not know and no repeat
 * that states the schedule, a code and a repeat that disagree, a list longer than
 * `maxListLength`).
 *
 * The test vectors (dosage-text-vectors.json, published beside the renderer) pin its sentences.
 */
export function renderDosageText(dosage: unknown): string | undefined {
  try {
    return dosageSentence(dosage);
  } catch {
    // Unrenderable, or whatever else odd input raises (a getter that throws, a stack overflow):
    // the caller shows Dosage.text instead.
    return undefined;
  }
}
