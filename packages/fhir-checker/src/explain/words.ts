import { ATC, EDQM, SNOMED_CT, UCUM } from '../codes';
import type { CheckerData } from '../data';
import { isPlainObject } from '../walk';
import { own } from '../own';

/** Reading untrusted JSON: a value of the expected JSON type, or undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const obj = (value: unknown): Record<string, unknown> | undefined =>
  isPlainObject(value) ? value : undefined;
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const quoted = (value: string): string => `“${value}”`;

const systemNames: Readonly<Record<string, string>> = {
  [ATC]: 'ATC',
  [SNOMED_CT]: 'SNOMED CT',
  [EDQM]: 'EDQM',
  [UCUM]: 'UCUM',
};

/** `ATC`, `SNOMED CT`, `medicationrequest-status-reason`, or the URL itself. */
export function systemName(system: string | undefined, data: CheckerData): string {
  if (system === undefined) return 'no system';
  const local = data.module.codeSystems.find((codeSystem) => codeSystem.url === system);
  if (local) return local.title;
  const named = own(systemNames, system);
  if (named) return named;
  const hl7 = /^http:\/\/terminology\.hl7\.org\/CodeSystem\/(.+)$/.exec(system);
  return hl7?.[1] ?? system;
}

/** `ATC N02BE01 “paracetamol”`. */
export function codingWords(coding: unknown, data: CheckerData): string {
  const value = obj(coding) ?? {};
  const display = text(value.display);
  return `${systemName(text(value.system), data)} ${text(value.code) ?? '(no code)'}${display ? ` ${quoted(display)}` : ''}`;
}

/** The codings of a CodeableConcept and its text, as a reader would say them. */
export function conceptWords(concept: unknown, data: CheckerData): string {
  const value = obj(concept) ?? {};
  const codings = list(value.coding).map((coding) => codingWords(coding, data));
  const label = text(value.text);
  return [...codings, ...(label ? [`text ${quoted(label)}`] : [])].join('; ') || 'nothing';
}

/** What the module means by a code of one of its ValueSets (its concept definition). */
export function moduleMeaning(
  system: string | undefined,
  code: string | undefined,
  data: CheckerData,
): string | undefined {
  for (const valueSet of data.module.valueSets) {
    for (const include of valueSet.include) {
      if (include.system !== system) continue;
      const concept = include.concepts.find((candidate) => candidate.code === code);
      if (concept?.definition) return concept.definition;
    }
  }
  return undefined;
}

const decimal = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** `500 mg`, `1 tablet`, `100 mL`. */
export function quantityWords(quantity: unknown): string | undefined {
  const value = obj(quantity);
  if (!value) return undefined;
  const amount = num(value.value);
  const unit = text(value.unit) ?? text(value.code);
  if (amount === undefined) return unit;
  return `${decimal(amount)}${unit ? ` ${unit}` : ''}`;
}

const toMilligrams: Readonly<Record<string, number>> = { g: 1000, mg: 1, ug: 0.001 };
const toMillilitres: Readonly<Record<string, number>> = { L: 1000, mL: 1 };

/**
 * A strength as a concentration: `10 mg per 1 mL`, and for 2 g per 100 mL also `that is 20 mg/mL`
 * (UCUM masses over volumes only; other units are said as sent).
 */
export function ratioWords(ratio: unknown): string | undefined {
  const value = obj(ratio);
  if (!value) return undefined;
  const numerator = obj(value.numerator);
  const denominator = obj(value.denominator);
  const top = quantityWords(numerator);
  const bottom = quantityWords(denominator);
  if (!top || !bottom) return top ?? bottom;
  const said = `${top} per ${bottom}`;
  const mass = own(toMilligrams, text(numerator?.code) ?? '');
  const volume = own(toMillilitres, text(denominator?.code) ?? '');
  const n = num(numerator?.value);
  const d = num(denominator?.value);
  if (mass === undefined || volume === undefined || n === undefined || d === undefined || d <= 0)
    return said;
  if (d * volume === 1) return said;
  const perMl = (n * mass) / (d * volume);
  return `${said}, that is ${decimal(perMl)} mg/mL`;
}

/** `2025-03-14 08:30 (+01:00)`: as written, no time-zone conversion. */
export function momentWords(value: unknown): string | undefined {
  const moment = text(value);
  if (moment === undefined) return undefined;
  const match =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(moment);
  if (!match) return moment;
  const seconds = match[3] && match[3] !== '00' ? `:${match[3]}` : '';
  return `${match[1]} ${match[2]}${seconds}${match[4] ? ` (${match[4] === 'Z' ? 'UTC' : match[4]})` : ''}`;
}

/** The plural of a count: `1 entry`, `5 entries`. */
export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
