/**
 * The R4 general-purpose datatypes a Dosage holds (Quantity, Range, Ratio, Period,
 * CodeableConcept, dateTime, time), each read from JSON and said in words.
 */
import {
  numberText,
  readCode,
  readElement,
  readList,
  readNumber,
  readString,
  readText,
  unrenderable,
} from './json';
import { isUnitOfTime, ORDERABLE_DRUG_FORM, UCUM, unitOfTimeWords } from './vocabulary';

/** "a", "a and b", "a, b and c". */
export const list = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

/** "4", "4 to 6": a range of two numbers, one number when they are the same. */
export function numberRange(low: number, high: number | undefined, what: string): string {
  if (high === undefined || high === low) return numberText(low);
  if (high < low) return unrenderable(`${what}: the upper bound is below the lower bound`);
  return `${numberText(low)} to ${numberText(high)}`;
}

/**
 * The English plural of a unit word for a value other than one: "hours", "patches",
 * "suppositories". A unit that is not one plain word ("tablet(s)") or already ends in "s" stays.
 */
export function plural(word: string, value: number): string {
  if (value === 1 || !/^[a-z]+$/i.test(word) || /s$/i.test(word)) return word;
  if (/(x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export interface Quantity {
  value: number;
  comparator?: '<' | '<=' | '>=' | '>';
  /** The unit as the sentence writes it, for one of it. */
  unit: string;
  /** UCUM units of time become words, counted forms (tablets) take a plural. */
  pluralises: boolean;
}

const comparatorWords = { '<': 'less than', '<=': 'at most', '>=': 'at least', '>': 'more than' };

/**
 * A Quantity with its value and a unit, the only quantities a dose can be: a missing value or
 * unit is not 0 or "nothing", it makes the Dosage unrenderable. `simple` is R4 SimpleQuantity
 * (no comparator).
 */
export function readQuantity(value: unknown, what: string, simple: boolean): Quantity | undefined {
  const element = readElement(value, what, ['value', 'comparator', 'unit', 'system', 'code']);
  if (element === undefined) return undefined;
  const amount = readNumber(element.value, `${what}.value`, 'decimal');
  if (amount === undefined) return unrenderable(`${what} has no value`);
  if (amount < 0) return unrenderable(`${what} is negative`);
  const comparator = readCode(element.comparator, `${what}.comparator`, ['<', '<=', '>=', '>']);
  if (simple && comparator !== undefined) return unrenderable(`${what} is a SimpleQuantity`);
  const system = readString(element.system, `${what}.system`);
  const code = readText(element.code, `${what}.code`);
  const unit = readText(element.unit, `${what}.unit`);
  if (system === UCUM && isUnitOfTime(code)) {
    return { value: amount, comparator, unit: unitOfTimeWords[code], pluralises: true };
  }
  const written = unit ?? code ?? unrenderable(`${what} has no unit`);
  return {
    value: amount,
    comparator,
    unit: written,
    pluralises: system === ORDERABLE_DRUG_FORM,
  };
}

const unitText = (quantity: Quantity, value: number): string =>
  quantity.pluralises ? plural(quantity.unit, value) : quantity.unit;

/** "1 g", "2 tablets", "at most 5 days". */
export function quantityText(quantity: Quantity): string {
  const comparator = quantity.comparator ? `${comparatorWords[quantity.comparator]} ` : '';
  return `${comparator}${numberText(quantity.value)} ${unitText(quantity, quantity.value)}`;
}

/** "day", "kg": the unit of a quantity of one, in "per day" and "per kg". */
export const perUnitText = (quantity: Quantity): string | undefined =>
  quantity.value === 1 && quantity.comparator === undefined ? quantity.unit : undefined;

/** "1 to 2 tablets", "250 mg to 1 g", "at least 5 days", "up to 10 mL/h". */
export function rangeText(value: unknown, what: string): string | undefined {
  const element = readElement(value, what, ['low', 'high']);
  if (element === undefined) return undefined;
  const low = readQuantity(element.low, `${what}.low`, true);
  const high = readQuantity(element.high, `${what}.high`, true);
  if (low === undefined && high === undefined) return undefined;
  if (high === undefined) return `at least ${quantityText(low as Quantity)}`;
  if (low === undefined) return `up to ${quantityText(high)}`;
  if (low.unit !== high.unit) return `${quantityText(low)} to ${quantityText(high)}`;
  return `${numberRange(low.value, high.value, what)} ${unitText(high, high.value)}`;
}

/** "4 g per 24 hours", "100 mL per 30 minutes", "1200 mg per day", "10 mg per kg". */
export function ratioText(value: unknown, what: string): string | undefined {
  const element = readElement(value, what, ['numerator', 'denominator']);
  if (element === undefined) return undefined;
  const numerator = readQuantity(element.numerator, `${what}.numerator`, false);
  const denominator = readQuantity(element.denominator, `${what}.denominator`, false);
  if (numerator === undefined || denominator === undefined) {
    return unrenderable(`${what} needs a numerator and a denominator`);
  }
  if (denominator.value === 0) return unrenderable(`${what} is per zero`);
  return `${quantityText(numerator)} per ${perUnitText(denominator) ?? quantityText(denominator)}`;
}

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
}

export interface CodeableConcept {
  codings: Coding[];
  text?: string;
}

export function readConcept(value: unknown, what: string): CodeableConcept | undefined {
  const element = readElement(value, what, ['coding', 'text']);
  if (element === undefined) return undefined;
  const codings = (readList(element.coding, `${what}.coding`) ?? []).map((entry, index) => {
    const where = `${what}.coding[${index}]`;
    const coding = readElement(entry, where, [
      'system',
      'version',
      'code',
      'display',
      'userSelected',
    ]);
    return {
      system: readString(coding?.system, `${where}.system`),
      code: readString(coding?.code, `${where}.code`),
      display: readText(coding?.display, `${where}.display`),
    };
  });
  return { codings, text: readText(element.text, `${what}.text`) };
}

/**
 * The name of a concept: its text, else the display of a coding. Lower-cased when it is a
 * capitalised word ("Pain" reads "pain" in a sentence), kept as is when it is an acronym ("COPD").
 * A concept with neither cannot be said.
 */
export function conceptWords(concept: CodeableConcept, what: string): string {
  const name =
    concept.text ??
    concept.codings.find((coding) => coding.display !== undefined)?.display ??
    unrenderable(`${what} has no text or display`);
  return /^[A-Z][^A-Z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

// The R4 regular expressions of dateTime and time, split into their parts.
const dateTimePattern =
  /^(\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?)(?:T([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d+)?(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00)))?$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d+)?$/;

/** "08:30", or "08:30:15" when the seconds are not zero. */
function clock(hours: string, minutes: string, seconds: string, fraction: string): string {
  return seconds === '00' && fraction === ''
    ? `${hours}:${minutes}`
    : `${hours}:${minutes}:${seconds}${fraction}`;
}

/**
 * `2025-03-14T08:30:00+01:00` → `2025-03-14 08:30`: the date and the clock time as written. The
 * time-zone offset is neither converted nor shown: the hospital writes its own clock time.
 */
export function dateTimeText(value: unknown, what: string): string {
  const text = readString(value, what) ?? unrenderable(`${what} is missing`);
  const match = text.length <= 40 ? dateTimePattern.exec(text) : null;
  if (match === null) return unrenderable(`${what} is not an R4 dateTime`);
  const [, date = '', hours, minutes = '', seconds = '', fraction = ''] = match;
  return hours === undefined ? date : `${date} ${clock(hours, minutes, seconds, fraction)}`;
}

export function timeText(value: unknown, what: string): string {
  const text = readString(value, what) ?? unrenderable(`${what} is missing`);
  const match = text.length <= 30 ? timePattern.exec(text) : null;
  if (match === null) return unrenderable(`${what} is not an R4 time`);
  const [, hours = '', minutes = '', seconds = '', fraction = ''] = match;
  return clock(hours, minutes, seconds, fraction);
}

const hour = 3_600_000;

/**
 * The earliest and latest instant a dateTime can stand for: itself when it has a time and zone;
 * for a date, month or year, its first and last moment in any time zone (UTC+14 to UTC-12).
 */
function instants(value: string): [number, number] {
  if (value.includes('T')) return [Date.parse(value), Date.parse(value)];
  const [year = 0, month, day] = value.split('-').map(Number);
  const first = Date.UTC(year, (month ?? 1) - 1, day ?? 1);
  const next =
    day !== undefined
      ? Date.UTC(year, (month ?? 1) - 1, day + 1)
      : Date.UTC(month === undefined ? year + 1 : year, month ?? 0, 1);
  return [first - 14 * hour, next + 12 * hour];
}

/** "from 2025-03-18 18:00 to 2025-03-27 23:59:59", "from …", "until …". */
export function periodText(value: unknown, what: string): string | undefined {
  const element = readElement(value, what, ['start', 'end']);
  if (element === undefined) return undefined;
  const start =
    element.start === undefined ? undefined : dateTimeText(element.start, `${what}.start`);
  const end = element.end === undefined ? undefined : dateTimeText(element.end, `${what}.end`);
  if (start !== undefined && end !== undefined) {
    // R4 per-1: the start is not after the end.
    const [earliestStart] = instants(element.start as string);
    const [, latestEnd] = instants(element.end as string);
    if (earliestStart > latestEnd) return unrenderable(`${what} ends before it starts`);
    return `from ${start} to ${end}`;
  }
  return start !== undefined ? `from ${start}` : `until ${end ?? ''}`;
}
