/**
 * What a language's catalogue holds, and the formatting every catalogue shares: numbers, plural
 * forms, dates and day names from `Intl` (no message-format library: plural and select through
 * `Intl.PluralRules` cost a few lines, where a library would multiply the published file).
 */
import type { Moment } from './datatypes';
import type {
  Comparator,
  DayOfWeek,
  DoseRateType,
  EventTiming,
  KnownForm,
  KnownRoute,
  KnownUcumUnit,
  UnitOfTime,
} from './vocabulary';

/** A word by `Intl.PluralRules` category; `other` stands for every category not given. */
export type Forms = { readonly one: string; readonly other: string } & Readonly<
  Partial<Record<Intl.LDMLPluralRule, string>>
>;

/** How often: `frequency` (and `frequencyMax`) per `period` (and `periodMax`) `periodUnit`. */
export interface Frequency {
  frequency?: number;
  frequencyMax?: number;
  period?: number;
  periodMax?: number;
  unit?: UnitOfTime;
}

/** The formatting a catalogue's phrases use, in the catalogue's language. */
export interface Say {
  /** A number as the data writes it, with the language's decimal sign: "7,5". */
  number(value: number): string;
  /** "4 to 6", or one number when both are the same. */
  span(low: number, high: number | undefined): string;
  /** The form of a word for a count: `plural(2, { one: 'day', other: 'days' })`. */
  plural(value: number, forms: Forms): string;
  /** "a, b and c". */
  list(items: readonly string[]): string;
  /** A date at the precision written: "14 March 2025", "March 2025", "2025". */
  date(moment: Moment): string;
  day(day: DayOfWeek): string;
  unitOfTime(unit: UnitOfTime, value: number): string;
}

export interface Catalogue {
  /** The BCP 47 tag `Intl` formats with when the caller names only the language. */
  readonly locale: string;
  readonly and: string;
  /** Between the two numbers of a range: "4 to 6". */
  readonly to: string;
  /** Whether a name from the data that starts with a capitalised word is lower-cased in a sentence. */
  readonly lowerCaseNames: boolean;
  /** Opening and closing quotes, for a name without a letter or digit. */
  readonly quotes: readonly [string, string];
  readonly unitsOfTime: Readonly<Record<UnitOfTime, Forms>>;
  readonly forms: Readonly<Record<KnownForm, Forms>>;
  readonly ucumUnits: Readonly<Record<KnownUcumUnit, Forms>>;
  /** Another counted form, written as the data writes it: English gives it its plural. */
  countedUnit(text: string, value: number | undefined): string;
  readonly comparators: Readonly<Record<Comparator, string>>;
  atLeast(amount: string): string;
  upTo(amount: string): string;
  /** A Quantity with a unit and no value: "tablets (amount not stated)". */
  amountNotStated(unit: string): string;
  /** A Quantity with neither value nor unit. */
  readonly unstatedAmount: string;
  ratio(numerator: string, denominator: string): string;
  /** Several untyped doses or rates: the same administration said in several ways. */
  alsoStatedAs(first: string, others: string): string;
  readonly doseTypes: Readonly<Record<DoseRateType, string>>;
  typed(amount: string, type: string): string;
  readonly routes: Readonly<Record<KnownRoute, string>>;
  byRoute(name: string): string;
  /** `qualified`: the amount starts with a comparator or "at least", "up to". */
  rate(amount: string, qualified: boolean): string;
  /** One administration lasts: "over 30 minutes". */
  over(length: string): string;
  /** `durationUnit` without `duration`. */
  overUnit(unit: UnitOfTime, say: Say): string;
  frequency(frequency: Frequency, say: Say): string;
  /** The same, as the most a dose given as needed may be repeated. */
  maximumFrequency(frequency: Frequency, say: Say): string;
  readonly continuously: string;
  /** `timeOfDay` without a period: R4 infers every day. */
  readonly daily: string;
  onDays(days: string): string;
  atTimes(times: string): string;
  readonly events: Readonly<
    Record<EventTiming, { readonly alone: string; readonly anchor: string }>
  >;
  /** "30 minutes before breakfast". */
  offset(minutes: number, before: boolean, anchor: string, say: Say): string;
  /** "for 5 days". */
  during(length: string): string;
  from(start: Moment, say: Say): string;
  until(end: Moment, say: Say): string;
  fromTo(start: Moment, end: Moment, say: Say): string;
  /** `count` of a schedule: "for 6 doses", after a course: "stopping after 6 doses". */
  doses(count: string, value: number, afterCourse: boolean): string;
  /** `count` without a schedule: "once", "3 times". */
  times(count: string, value: number): string;
  within(times: string, length: string): string;
  between(times: string, start: Moment, end: Moment, say: Say): string;
  /** A Timing.event: "on 14 March 2025 at 08:30". */
  on(moment: Moment, say: Say): string;
  /** A timing abbreviation that says another schedule than the repeat. */
  coded(schedule: string): string;
  readonly asNeeded: string;
  asNeededFor(reason: string): string;
  maxPerPeriod(ratio: string): string;
  maxPerAdministration(amount: string): string;
  maxPerLifetime(amount: string): string;
  site(name: string): string;
  additionalInstructions(names: readonly string[]): string;
  /** The first letter of the sentence in upper case ("'s Ochtends" in Dutch). */
  capitalise(sentence: string): string;
}

const cache = new Map<string, Say>();

/** Options without a prototype: a polluted Object.prototype cannot change what Intl reads. */
const options = <T extends object>(values: T): T => Object.assign(Object.create(null) as T, values);

/** `make()`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** "1e-7" → "0.0000001": the decimal digits of a number, never in exponent notation. */
function plainDigits(value: number): string {
  const text = String(Math.abs(value));
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const [, head = '', tail = '', exponent = '0'] = match;
  const digits = head + tail;
  const point = 1 + Number(exponent);
  return point <= 0
    ? `0.${'0'.repeat(-point)}${digits}`
    : digits.length <= point
      ? digits + '0'.repeat(point - digits.length)
      : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The formatting of one language and locale, made once per locale. Each `Intl` formatter is made
 * when a phrase first needs it: the first `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page
 * sets up ICU's number or date data, tens of milliseconds on a phone, and most texts have no
 * decimal, negative number, date or day name.
 */
export function sayIn(catalogue: Catalogue, locale: string): Say {
  const key = `${catalogue.locale}|${locale}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const plurals = new Intl.PluralRules(locale);
  const signs = once(() => {
    const parts = new Intl.NumberFormat(locale, options({ useGrouping: false })).formatToParts(
      -1.5,
    );
    return {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
    };
  });
  const utc = (fields: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(locale, options({ ...fields, timeZone: 'UTC' })));
  const fullDate = utc({ year: 'numeric', month: 'long', day: 'numeric' });
  const monthYear = utc({ year: 'numeric', month: 'long' });
  const weekday = utc({ weekday: 'long' });
  const number = (value: number): string => {
    const digits = plainDigits(value);
    const minus = value < 0 ? signs().minus : '';
    return `${minus}${digits.includes('.') ? digits.replace('.', signs().decimal) : digits}`;
  };
  const pick = (value: number, forms: Forms): string => forms[plurals.select(value)] ?? forms.other;
  const date = (moment: Moment): string => {
    if (moment.month === undefined) return String(moment.year).padStart(4, '0');
    const at = new Date(Date.UTC(2000, moment.month - 1, moment.day ?? 1));
    at.setUTCFullYear(moment.year);
    return (moment.day === undefined ? monthYear : fullDate)().format(at);
  };
  const say: Say = {
    number,
    span: (low, high) =>
      high === undefined || high === low
        ? number(low)
        : `${number(low)} ${catalogue.to} ${number(high)}`,
    plural: pick,
    list: (items) =>
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} ${catalogue.and} ${items[items.length - 1] ?? ''}`,
    date,
    day: (day) =>
      weekday().format(
        Date.UTC(2024, 0, 1 + ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(day)),
      ),
    unitOfTime: (unit, value) => pick(value, catalogue.unitsOfTime[unit]),
  };
  cache.set(key, say);
  return say;
}
