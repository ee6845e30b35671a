/**
 * The R4 general-purpose datatypes a Dosage holds (Quantity, Range, Ratio, Period,
 * CodeableConcept, dateTime, time), read from JSON into what they mean, with the invariants R4
 * gives them (qty-3, sqty-1, drt-1, rng-2, rat-1, per-1). No words here: the catalogues say them.
 */
import {
  ownEntry,
  readCode,
  readCodeString,
  readElement,
  readList,
  readNumber,
  readString,
  readText,
  sayable,
  unrenderable,
} from './json';
import {
  comparators,
  isUnitOfTime,
  knownForms,
  knownUcumUnits,
  ORDERABLE_DRUG_FORM,
  UCUM,
  type Comparator,
  type KnownForm,
  type KnownUcumUnit,
  type UnitOfTime,
} from './vocabulary';

/** How a unit is said: a word of the catalogue, or the data's own text. */
export type Unit =
  | { kind: 'time'; code: UnitOfTime }
  | { kind: 'form'; code: KnownForm }
  | { kind: 'ucum'; code: KnownUcumUnit }
  /** Another HL7 orderable drug form: counted, so English gives it a plural. */
  | { kind: 'counted'; text: string }
  | { kind: 'text'; text: string };

export interface Quantity {
  /** R4 Quantity.value is 0..1: a quantity may state its unit alone. */
  value?: number;
  comparator?: Comparator;
  unit?: Unit;
}

/** A Range with at least one bound. */
export interface Range {
  low?: Quantity;
  high?: Quantity;
}

export interface Ratio {
  numerator: Quantity;
  denominator: Quantity;
}

/** A dateTime as written: its precision, and the clock time without any zone conversion. */
export interface Moment {
  year: number;
  month?: number;
  day?: number;
  /** "08:30", or "08:30:15.5" when the seconds are not zero. */
  time?: string;
}

export interface Period {
  start?: Moment;
  end?: Moment;
}

/** The name of a concept: text the data writes, or a bare code. */
export type Name = { kind: 'text'; text: string } | { kind: 'code'; code: string };

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
}

export interface CodeableConcept {
  codings: Coding[];
  text?: string;
}

const unitOf = (
  system: string | undefined,
  code: string | undefined,
  text: string | undefined,
): Unit | undefined => {
  if (system === UCUM && isUnitOfTime(code)) return { kind: 'time', code };
  if (system === UCUM) {
    const known = knownUcumUnits.find((unit) => unit === code);
    if (known !== undefined) return { kind: 'ucum', code: known };
  }
  if (system === ORDERABLE_DRUG_FORM) {
    const form = knownForms.find((candidate) => candidate === code);
    if (form !== undefined) return { kind: 'form', code: form };
  }
  const written = text ?? code;
  if (written === undefined) return undefined;
  return system === ORDERABLE_DRUG_FORM
    ? { kind: 'counted', text: written }
    : { kind: 'text', text: written };
};

/**
 * A Quantity. `simple` is R4 SimpleQuantity (sqty-1: no comparator); `duration` is R4 Duration
 * (drt-1: a code needs the UCUM system and a value). The unit is the one UCUM or HL7 code the
 * renderer says in words, else the data's `unit`, else its `code`; a unit or code that could
 * only be shown with hidden characters makes the quantity unsayable.
 */
export function readQuantity(
  value: unknown,
  what: string,
  kind: 'quantity' | 'simple' | 'duration',
): Quantity | undefined {
  const element = readElement(value, what, ['value', 'comparator', 'unit', 'system', 'code']);
  if (element === undefined) return undefined;
  const amount = readNumber(element.value, `${what}.value`, 'decimal');
  const comparator = readCode(element.comparator, `${what}.comparator`, comparators);
  if (kind === 'simple' && comparator !== undefined) return unrenderable(`${what} breaks sqty-1`);
  const system = readString(element.system, `${what}.system`);
  const code = readCodeString(element.code, `${what}.code`);
  const unit = readText(element.unit, `${what}.unit`);
  if (code !== undefined && system === undefined) return unrenderable(`${what} breaks qty-3`);
  if (kind === 'duration' && code !== undefined && (system !== UCUM || amount === undefined)) {
    return unrenderable(`${what} breaks drt-1`);
  }
  const said = unitOf(system, code, unit !== undefined && sayable(unit) ? unit : undefined);
  if (said === undefined && unit !== undefined)
    return unrenderable(`${what}.unit has hidden characters`);
  if (said?.kind === 'text' || said?.kind === 'counted') {
    if (!sayable(said.text)) return unrenderable(`${what}.code has hidden characters`);
  }
  return { value: amount, comparator, unit: said };
}

const factors: Readonly<Record<string, number>> = {
  k: 1e3,
  d: 1e-1,
  c: 1e-2,
  m: 1e-3,
  u: 1e-6,
  n: 1e-9,
  p: 1e-12,
};
const secondsPer: Readonly<Record<UnitOfTime, number>> = {
  s: 1,
  min: 60,
  h: 3600,
  d: 86400,
  wk: 604800,
  // UCUM: the mean Julian month and year.
  mo: 2629800,
  a: 31557600,
};

/** A UCUM code as [dimension, factor to its base unit], for the units a dose or a time is in. */
function ucumScale(code: string): [string, number] | undefined {
  if (isUnitOfTime(code)) return ['s', secondsPer[code]];
  const match = /^([kdcmunp]?)(g|L|l|mol|eq)$/.exec(code);
  if (match === null) return undefined;
  const [, prefix = '', base = ''] = match;
  return [base.toLowerCase(), prefix === '' ? 1 : (ownEntry(factors, prefix) ?? 1)];
}

/**
 * R4 rng-2 ("low SHALL have a lower value than high"): judged where the two bounds can be
 * compared without guessing: the same unit, or UCUM units of one dimension (mg and g, h and d).
 */
function boundsInOrder(low: unknown, high: unknown): boolean {
  const read = (value: unknown) =>
    value as { value?: number; system?: string; code?: string; unit?: string };
  if (low === undefined || high === undefined) return true;
  const a = read(low);
  const b = read(high);
  if (a.value === undefined || b.value === undefined) return true;
  if (a.system === b.system && a.code === b.code && (a.code !== undefined || a.unit === b.unit)) {
    return a.value <= b.value;
  }
  if (a.system === UCUM && b.system === UCUM && a.code !== undefined && b.code !== undefined) {
    const [lowScale, highScale] = [ucumScale(a.code), ucumScale(b.code)];
    if (lowScale !== undefined && highScale !== undefined && lowScale[0] === highScale[0]) {
      return a.value * lowScale[1] <= b.value * highScale[1] * (1 + 1e-12);
    }
  }
  return true;
}

export function readRange(value: unknown, what: string, duration = false): Range | undefined {
  const element = readElement(value, what, ['low', 'high']);
  if (element === undefined) return undefined;
  const kind = duration ? 'duration' : 'simple';
  const low = readQuantity(element.low, `${what}.low`, kind);
  const high = readQuantity(element.high, `${what}.high`, kind);
  if (low === undefined && high === undefined) return undefined;
  if (!boundsInOrder(element.low, element.high)) return unrenderable(`${what} breaks rng-2`);
  return { low, high };
}

/** R4 rat-1: a numerator and a denominator, or neither (then the Ratio holds extensions only). */
export function readRatio(value: unknown, what: string): Ratio | undefined {
  const element = readElement(value, what, ['numerator', 'denominator']);
  if (element === undefined) return undefined;
  const numerator = readQuantity(element.numerator, `${what}.numerator`, 'quantity');
  const denominator = readQuantity(element.denominator, `${what}.denominator`, 'quantity');
  if (numerator === undefined || denominator === undefined)
    return unrenderable(`${what} breaks rat-1`);
  return { numerator, denominator };
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
    readString(coding?.version, `${where}.version`);
    if (coding?.userSelected !== undefined && typeof coding.userSelected !== 'boolean') {
      unrenderable(`${where}.userSelected`);
    }
    return {
      system: readString(coding?.system, `${where}.system`),
      code: readCodeString(coding?.code, `${where}.code`),
      display: readText(coding?.display, `${where}.display`),
    };
  });
  return { codings, text: readText(element.text, `${what}.text`) };
}

/**
 * The name of a concept: its text, else the display of a coding, else the code of a coding,
 * each as the data writes it and skipped when it holds hidden characters. Undefined when the
 * concept names nothing at all (a coding with a system only); unrenderable when every name it
 * has is hidden.
 */
export function conceptName(concept: CodeableConcept, what: string): Name | undefined {
  const texts = [concept.text, ...concept.codings.map((coding) => coding.display)].filter(
    (text): text is string => text !== undefined,
  );
  const codes = concept.codings.flatMap((coding) =>
    coding.code === undefined ? [] : [coding.code],
  );
  const text = texts.find(sayable);
  if (text !== undefined) return { kind: 'text', text };
  const code = codes.find(sayable);
  if (code !== undefined) return { kind: 'code', code };
  if (texts.length > 0 || codes.length > 0) return unrenderable(`${what} has only hidden names`);
  return undefined;
}

// The R4 regular expressions of dateTime and time, split into their parts.
const dateTimePattern =
  /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?(?:T([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d+)?(Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00)))?$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d+)?$/;

/** "08:30", or "08:30:15" when the seconds are not zero. */
function clock(hours: string, minutes: string, seconds: string, fraction: string): string {
  return seconds === '00' && fraction === ''
    ? `${hours}:${minutes}`
    : `${hours}:${minutes}:${seconds}${fraction}`;
}

const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `2025-03-14T08:30:00+01:00` → 14 March 2025, 08:30: the date and the clock time as written.
 * The time-zone offset is neither converted nor shown: the hospital writes its own clock time.
 */
export function readMoment(value: unknown, what: string): Moment {
  const text = readString(value, what) ?? unrenderable(`${what} is missing`);
  const match = text.length <= 40 ? dateTimePattern.exec(text) : null;
  if (match === null) return unrenderable(`${what} is not an R4 dateTime`);
  const [, year = '', month, day, hours, minutes = '', seconds = '', fraction = ''] = match;
  const moment: Moment = { year: Number(year) };
  if (month !== undefined) moment.month = Number(month);
  if (day !== undefined) {
    moment.day = Number(day);
    if (moment.day > daysIn(moment.year, moment.month ?? 1)) unrenderable(`${what} is no date`);
  }
  if (hours !== undefined) moment.time = clock(hours, minutes, seconds, fraction);
  return moment;
}

export function readTime(value: unknown, what: string): string {
  const text = readString(value, what) ?? unrenderable(`${what} is missing`);
  const match = text.length <= 30 ? timePattern.exec(text) : null;
  if (match === null) return unrenderable(`${what} is not an R4 time`);
  const [, hours = '', minutes = '', seconds = '', fraction = ''] = match;
  return clock(hours, minutes, seconds, fraction);
}

/**
 * R4 per-1 as FHIRPath compares dateTimes: two instants by their moment; otherwise the dates at
 * their common precision (a difference there decides, whatever the zones).
 */
function startsAfterEnd(start: string, end: string): boolean {
  if (start.includes('T') && end.includes('T')) return Date.parse(start) > Date.parse(end);
  const [startDate = '', endDate = ''] = [start.split('T')[0], end.split('T')[0]];
  const common = Math.min(startDate.length, endDate.length);
  return startDate.slice(0, common) > endDate.slice(0, common);
}

/** A Period; R4 per-1: the start is not after the end. */
export function readPeriod(value: unknown, what: string): Period | undefined {
  const element = readElement(value, what, ['start', 'end']);
  if (element === undefined) return undefined;
  const start =
    element.start === undefined ? undefined : readMoment(element.start, `${what}.start`);
  const end = element.end === undefined ? undefined : readMoment(element.end, `${what}.end`);
  if (start !== undefined && end !== undefined) {
    if (startsAfterEnd(element.start as string, element.end as string)) {
      return unrenderable(`${what} breaks per-1`);
    }
  }
  return start === undefined && end === undefined ? undefined : { start, end };
}

/** Whether two moments say the same date and clock time (they may differ in zone only). */
export const sameMoment = (a: Moment, b: Moment): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.time === b.time;
