import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languages, renderDosageText } from './index';
import { abbreviations, validDosage } from './testing/arbitraries';

/**
 * The same meaning in every language: the numbers, clock times, units and codes that the English
 * sentence holds are in the Dutch, French and German ones. Numbers are compared as values (7.5 is
 * "7,5" in Dutch); a counted form the renderer translates is looked for in the words of this
 * test's own table; the strings of the data (a unit, a code, a name) as written.
 */

/** The counted forms the renderer names in each language, by the start of their word. */
const forms: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  TAB: { en: /\btablet/i, nl: /\btablet/i, fr: /\bcomprimé/i, de: /\bTablette/i },
  CAP: { en: /\bcapsule/i, nl: /\bcapsule/i, fr: /\bgélule/i, de: /\bKapsel/i },
  SUPP: { en: /\bsuppositor/i, nl: /\bzetpil/i, fr: /\bsuppositoire/i, de: /\bZäpfchen/i },
  PATCH: { en: /\bpatch/i, nl: /\bpleister/i, fr: /\bpatch/i, de: /\bPflaster/i },
};
/** Codes the renderer says in words of each language, so they are not looked for as written. */
const translatedCodes = new Set([
  ...Object.keys(forms),
  '[iU]',
  's',
  'min',
  'h',
  'd',
  'wk',
  'mo',
  'a',
]);

const r4Abbreviations = new Set(abbreviations.map(([code]) => code));

/** Elements whose codes every catalogue says in its own words, or that are not written. */
const saidInWords = new Set([
  'text',
  'patientInstruction',
  'system',
  'comparator',
  'periodUnit',
  'durationUnit',
  'when',
  'dayOfWeek',
  'timeOfDay',
  'event',
  'start',
  'end',
  'version',
  'id',
]);

/**
 * The strings of a Dosage that a sentence writes as they are: not the unit of a quantity whose
 * code the renderer translates, not the codings of R4's dose-rate-type, not the coded elements
 * above.
 */
function strings(value: unknown, key = ''): { text: string; key: string }[] {
  if (typeof value === 'string') return saidInWords.has(key) ? [] : [{ text: value, key }];
  if (Array.isArray(value)) return value.flatMap((entry) => strings(entry, key));
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.code === 'string' && translatedCodes.has(record.code)) return [];
    if (record.system === 'http://terminology.hl7.org/CodeSystem/dose-rate-type') return [];
    // The R4 timing abbreviations are said as the schedule they stand for.
    if (
      record.system === 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation' &&
      typeof record.code === 'string' &&
      r4Abbreviations.has(record.code)
    ) {
      return [];
    }
    return Object.entries(record).flatMap(([name, entry]) => strings(entry, name));
  }
  return [];
}

/** The codes of counted forms a Dosage holds, which each language names its own way. */
function formCodes(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(formCodes);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.code === 'string' && record.code in forms ? [record.code] : [];
  return [...own, ...Object.values(record).flatMap(formCodes)];
}

const clockTimes = (sentence: string): string[] =>
  sentence.match(/\b\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\b/g) ?? [];
const numbers = (sentence: string, decimal: string): number[] =>
  (
    sentence
      .replace(/\b\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\b/g, ' ')
      .match(decimal === ',' ? /-?\d+(?:,\d+)?/g : /-?\d+(?:\.\d+)?/g) ?? []
  ).map((text) => Number(text.replace(',', '.')));

/** What the English sentence of a Dosage says that every other language must say too. */
function differences(dosage: unknown): string[] {
  const english = renderDosageText(dosage, { language: 'en' });
  if (english === undefined) {
    return languages
      .filter((language) => renderDosageText(dosage, { language }) !== undefined)
      .map((language) => `${language} has a sentence where English has none`);
  }
  const lower = english.toLowerCase();
  const written = strings(dosage).filter(
    ({ text, key }) =>
      ![
        'text',
        'patientInstruction',
        'system',
        'comparator',
        'periodUnit',
        'durationUnit',
      ].includes(key) &&
      !translatedCodes.has(text) &&
      text.length > 1 &&
      new RegExp(
        `(?<![\\p{L}\\p{N}])${text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'u',
      ).test(lower),
  );
  const counted = formCodes(dosage);
  return languages.flatMap((language) => {
    if (language === 'en') return [];
    const sentence = renderDosageText(dosage, { language });
    if (sentence === undefined) return [`${language}: no sentence for "${english}"`];
    const found = numbers(sentence, ',');
    const problems = [
      ...numbers(english, '.')
        .filter((value) => !found.includes(value))
        .map(
          (value) =>
            `${language}: the number ${value} of "${english}" is missing from "${sentence}"`,
        ),
      ...clockTimes(english)
        .filter((time) => !sentence.includes(time))
        .map((time) => `${language}: the time ${time} is missing from "${sentence}"`),
      ...written
        .filter(({ text }) => !sentence.toLowerCase().includes(text.toLowerCase()))
        .map(({ text }) => `${language}: "${text}" is missing from "${sentence}"`),
      ...counted
        .filter((code) => !(forms[code]?.[language] ?? /$^/).test(sentence))
        .map((code) => `${language}: the form ${code} is not named in "${sentence}"`),
    ];
    return problems;
  });
}

describe('the same meaning in every language', () => {
  const { cases } = JSON.parse(
    readFileSync(require.resolve('@medication-module/dosage-text/vectors.json'), 'utf8'),
  ) as { cases: { name: string; dosage: unknown }[] };

  it('every vector: the numbers, times, units and codes of the English sentence are in each other language', () => {
    const found = cases.flatMap((c) =>
      differences(c.dosage).map((problem) => `${c.name}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  // A Dutch sentence that dropped a period's upper bound was found within 9 to 141 runs (mean
  // 45) over 10 seeds: 400 runs miss it about once in 7,000.
  it('every generated valid R4 Dosage: the same', () => {
    fc.assert(
      fc.property(validDosage, (dosage) => {
        expect(differences(dosage), JSON.stringify(dosage)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});
