/*
 * Copyright 2025 the authors of the medication module developer docs
 * SPDX-License-Identifier: Apache-2.0
 */
import { de } from './de';
import { readDosage } from './dosage';
import { en } from './en';
import { fr } from './fr';
import { maxListLength as listLimit, snapshot } from './json';
import { sayIn, type Catalogue } from './language';
import { nl } from './nl';
import { sentence } from './sentence';

/**
 * Lists (events, times, doses, codings) longer than this are not rendered: the function returns
 * undefined for them, in the same time as for a short list.
 */
export const maxListLength: number = listLimit;

/** The languages the renderer writes, by their BCP 47 primary language subtag. */
export const languages = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

export interface DosageTextOptions {
  /**
   * A BCP 47 language tag, for example `nl` or `fr-BE`. Its language chooses the catalogue; its
   * language and region format numbers and dates. Any other language, and anything that is not a
   * well-formed tag, gives English. Default `en`.
   */
  language?: string;
}

const catalogues: Readonly<Record<Language, Catalogue>> = { en, nl, fr, de };

/** The catalogue and the `Intl` locale of a tag: language and region only (no calendar or digits). */
function localeOf(tag: unknown): [Catalogue, string] {
  if (typeof tag !== 'string') return [en, en.locale];
  try {
    const locale = new Intl.Locale(tag);
    const language = languages.find((known) => known === locale.language);
    if (language === undefined) return [en, en.locale];
    const catalogue = catalogues[language];
    return [
      catalogue,
      locale.region === undefined ? catalogue.locale : `${language}-${locale.region}`,
    ];
  } catch {
    return [en, en.locale];
  }
}

/**
 * The reference rendering of a FHIR R4 Dosage as one plain sentence, for example
 * "1 g by mouth as needed for pain, at most once every 4 to 6 hours, max 4 g per 24 hours", or in
 * Dutch "1 g oraal zo nodig bij pain, maximaal 1 maal per 4 tot 6 uur, max. 4 g per 24 uur".
 *
 * It says what the structured elements state and nothing else. `text` and `patientInstruction`
 * are the sender's words, which a client shows as sent; `sequence` orders the sentences. Dates and
 * times keep the date and clock time written in the data (no time-zone conversion).
 *
 * Total: for any value it returns a sentence or undefined and never throws. It returns undefined
 * for a Dosage that is not valid FHIR R4, and for three kinds of valid one: a Dosage that states
 * nothing a sentence says (only `text`, `patientInstruction`, `sequence`, extensions,
 * `asNeededBoolean` false), one with a `modifierExtension` (R4 forbids ignoring it), and one
 * with a list longer than `maxListLength` or a name or unit it could only write with invisible
 * characters (bidirectional controls, zero-width characters, C1 controls). Undefined means "show
 * `Dosage.text`". The input is copied once, own properties only, before it is read.
 *
 * The test vectors (dosage-text-vectors.json, published beside the renderer) pin its sentences
 * in every language.
 */
export function renderDosageText(dosage: unknown, options?: DosageTextOptions): string | undefined {
  try {
    const [catalogue, locale] = localeOf(
      typeof options === 'object' && options !== null
        ? (snapshot(options) as DosageTextOptions).language
        : undefined,
    );
    const meaning = readDosage(snapshot(dosage));
    return meaning === undefined
      ? undefined
      : sentence(meaning, catalogue, sayIn(catalogue, locale));
  } catch {
    // Unrenderable, or whatever else odd input raises (a getter that throws, a stack overflow):
    // the caller shows Dosage.text instead.
    return undefined;
  }
}
