import { readDosage } from '../dosage-meaning';
import { guideLinks } from '../guide-links';
import { containedMedication, massRateLines } from '../infusion';
import type { ExplanationSection } from './types';
import { list, num, obj, quoted } from './words';

/** Each Dosage's text next to its reference rendering, compared by meaning. */
export function dosageSections(resource: Record<string, unknown>): ExplanationSection[] {
  const dosages = list(resource.dosageInstruction);
  const sequences = new Set(dosages.map((dosage) => num(obj(dosage)?.sequence)));
  const medication = containedMedication(resource);
  return dosages.map((dosage, index) => {
    const value = obj(dosage) ?? {};
    const { rendering, text, differences } = readDosage(value);
    const lines = [
      text === undefined ? 'Text: none (the module always sends one).' : `Text: ${quoted(text)}.`,
    ];
    if (rendering === undefined) {
      lines.push(
        'Reference rendering: none. The structure says nothing the renderer can say faithfully, so show the text.',
      );
    } else {
      lines.push(`Reference rendering: ${quoted(rendering)}.`);
      if (text !== undefined) {
        lines.push(
          differences.length === 0
            ? 'The text and the structure agree in meaning.'
            : `They disagree: ${differences.map((d) => `${d.part} (text: ${d.text}; structure: ${d.structure})`).join('; ')}. Show the text and report the difference.`,
        );
      }
    }
    lines.push(...massRateLines(value, medication));
    const sequence = num(value.sequence);
    if (dosages.length > 1 && sequence !== undefined) {
      const together = dosages.filter((other) => num(obj(other)?.sequence) === sequence).length;
      lines.push(
        together > 1
          ? `Sequence ${sequence}: applies at the same time as the other instructions numbered ${sequence}.`
          : `Sequence ${sequence} of ${sequences.size}: the instructions apply one after the other, in sequence order.`,
      );
    }
    return {
      heading: `Dosage instruction ${index + 1}${dosages.length > 1 ? ` of ${dosages.length}` : ''}`,
      path: `$.dosageInstruction[${index}]`,
      lines,
      guide: dosages.length > 1 ? guideLinks.severalDosages : guideLinks.referenceRendering,
    };
  });
}
