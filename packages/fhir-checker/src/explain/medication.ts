import { ATC } from '../codes';
import type { CheckerData } from '../data';
import { guideLinks } from '../guide-links';
import type { ExplanationSection } from './types';
import { conceptWords, list, obj, quoted, ratioWords, text } from './words';

/** The ingredients of a Medication: active substance or not (a diluent), and strength. */
function ingredientLines(medication: Record<string, unknown>, data: CheckerData): string[] {
  return list(medication.ingredient).map((item, index) => {
    const ingredient = obj(item) ?? {};
    const what = ingredient.itemCodeableConcept
      ? conceptWords(ingredient.itemCodeableConcept, data)
      : (text(obj(ingredient.itemReference)?.reference) ?? 'an unnamed item');
    const role =
      ingredient.isActive === true
        ? 'active substance'
        : ingredient.isActive === false
          ? 'not active: the diluent or solvent the active substance is given in'
          : 'isActive not stated (the module states it on every ingredient)';
    const strength = ratioWords(ingredient.strength);
    return `Ingredient ${index + 1}: ${what}; ${role}${strength ? `; strength ${strength}, a concentration (amount of substance per amount of product), not the content of a package` : ''}.`;
  });
}

/** A Medication on its own or contained in a prescription. */
export function medicationLines(medication: Record<string, unknown>, data: CheckerData): string[] {
  const lines = [`Code: ${conceptWords(medication.code, data)}.`];
  if (medication.form) lines.push(`Dose form: ${conceptWords(medication.form, data)}.`);
  const amount = ratioWords(medication.amount);
  if (amount)
    lines.push(
      `Amount: ${amount}: the content of the package, such as the volume of an infusion bag.`,
    );
  lines.push(...ingredientLines(medication, data));
  return lines;
}

export function prescribedMedication(
  resource: Record<string, unknown>,
  data: CheckerData,
): ExplanationSection {
  const coded = obj(resource.medicationCodeableConcept);
  if (coded) {
    const atc = list(coded.coding)
      .map(obj)
      .find((coding) => coding?.system === ATC);
    const lines = [
      `Named by medicationCodeableConcept: ${conceptWords(coded, data)}.`,
      atc
        ? `The ATC coding (${text(atc.code) ?? ''}) classifies the substance; use it for logic, such as duplicate checks.`
        : 'There is no ATC coding: the module always sends one.',
      text(coded.text)
        ? `Show the text ${quoted(text(coded.text) ?? '')} to people: it names the product as the prescriber chose it.`
        : 'There is no text to show: the module always sends one.',
    ];
    return {
      heading: 'Medication',
      path: '$.medicationCodeableConcept',
      lines,
      guide: guideLinks.medicationForm,
    };
  }
  const reference = text(obj(resource.medicationReference)?.reference);
  if (reference === undefined) {
    return {
      heading: 'Medication',
      path: '$',
      lines: [
        'No medication[x]: an R4 prescription names its medication with medicationCodeableConcept or medicationReference.',
      ],
      guide: guideLinks.medicationForm,
    };
  }
  const contained = list(resource.contained).map(obj);
  const index = contained.findIndex((item) => reference === `#${text(item?.id) ?? ''}`);
  const medication = contained[index];
  if (!medication) {
    return {
      heading: 'Medication',
      path: '$.medicationReference',
      lines: [
        `medicationReference points to ${quoted(reference)}, which is not a Medication contained in this prescription; the module references only contained Medications.`,
      ],
      guide: guideLinks.medicationForm,
    };
  }
  return {
    heading: 'Medication (contained)',
    path: `$.contained[${index}]`,
    lines: [
      `medicationReference ${quoted(reference)} points to the Medication contained in this prescription: the module uses it when a client needs structured strength or dose form, for a diluted product or a compounded preparation.`,
      ...medicationLines(medication, data),
    ],
    guide: guideLinks.containedMedication,
  };
}

export function standaloneMedication(
  resource: Record<string, unknown>,
  data: CheckerData,
): ExplanationSection {
  return {
    heading: 'Medication',
    path: '$',
    lines: [
      'The module sends a Medication only contained in a MedicationRequest, never on its own.',
      ...medicationLines(resource, data),
    ],
    guide: guideLinks.containedMedication,
  };
}
