/** The English catalogue: "1 tablet by mouth 3 times daily". */
import type { Moment } from './datatypes';
import type { Catalogue, Frequency, Say } from './language';
import type { UnitOfTime } from './vocabulary';

const forms = (one: string, other = `${one}s`) => ({ one, other });

/**
 * The English plural of a counted unit the data names: "patches", "suppositories". A unit that is
 * not one plain word ("tablet(s)") or already ends in "s" stays.
 */
function plural(word: string): string {
  if (!/^[a-z]+$/i.test(word) || /s$/i.test(word)) return word;
  if (/(x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Once per one unit: "once daily", but "every hour" (not "once hourly"). */
const oncePer: Readonly<Record<UnitOfTime, string>> = {
  s: 'every second',
  min: 'every minute',
  h: 'every hour',
  d: 'once daily',
  wk: 'once weekly',
  mo: 'once monthly',
  a: 'once yearly',
};
const adverbs: Readonly<Record<UnitOfTime, string | undefined>> = {
  s: undefined,
  min: undefined,
  h: 'hourly',
  d: 'daily',
  wk: 'weekly',
  mo: 'monthly',
  a: 'yearly',
};

/** R4: "If no frequency is stated, the assumption is that the event occurs once per period". */
function times(f: Frequency, say: Say): string {
  const count = f.frequency ?? 1;
  if (f.frequencyMax !== undefined && f.frequencyMax !== count) {
    return `${say.span(count, f.frequencyMax)} times`;
  }
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${say.number(count)} times`;
}

/** "once daily", "twice weekly", "every 8 hours", "every 4 to 6 hours", "3 times every 2 days". */
function frequency(f: Frequency, say: Say): string {
  const counted = times(f, say);
  const { period, unit } = f;
  if (unit === undefined) return counted;
  if (period === undefined) return `${counted} per period (in ${say.unitOfTime(unit, 2)})`;
  const periodMax = f.periodMax === period ? undefined : f.periodMax;
  if (period === 1 && periodMax === undefined) {
    if (counted === 'once') return oncePer[unit];
    const adverb = adverbs[unit];
    return adverb === undefined
      ? `${counted} per ${say.unitOfTime(unit, 1)}`
      : `${counted} ${adverb}`;
  }
  const every = `every ${say.span(period, periodMax)} ${say.unitOfTime(unit, periodMax ?? period)}`;
  return counted === 'once' ? every : `${counted} ${every}`;
}

const at = (moment: Moment, say: Say): string =>
  moment.time === undefined ? say.date(moment) : `${say.date(moment)} at ${moment.time}`;

/** "on 14 March 2025", "in March 2025", "in 2025". */
const onDate = (moment: Moment, say: Say): string =>
  `${moment.day === undefined ? 'in' : 'on'} ${at(moment, say)}`;

export const en: Catalogue = {
  locale: 'en-GB',
  and: 'and',
  to: 'to',
  lowerCaseNames: true,
  quotes: ['“', '”'],
  unitsOfTime: {
    s: forms('second'),
    min: forms('minute'),
    h: forms('hour'),
    d: forms('day'),
    wk: forms('week'),
    mo: forms('month'),
    a: forms('year'),
  },
  forms: {
    TAB: forms('tablet'),
    CAP: forms('capsule'),
    SUPP: forms('suppository', 'suppositories'),
    PATCH: forms('patch', 'patches'),
  },
  ucumUnits: { '[iU]': forms('unit') },
  countedUnit: (text, value) => (value === 1 ? text : plural(text)),
  comparators: { '<': 'less than', '<=': 'at most', '>=': 'at least', '>': 'more than' },
  atLeast: (amount) => `at least ${amount}`,
  upTo: (amount) => `up to ${amount}`,
  amountNotStated: (unit) => `${unit} (amount not stated)`,
  unstatedAmount: 'an amount not stated',
  ratio: (numerator, denominator) => `${numerator} per ${denominator}`,
  alsoStatedAs: (first, others) => `${first} (also stated as ${others})`,
  doseTypes: { ordered: 'ordered', calculated: 'calculated' },
  typed: (amount, type) => `${amount} (${type})`,
  routes: {
    oral: 'by mouth',
    intravenous: 'intravenously',
    subcutaneous: 'subcutaneously',
    intramuscular: 'intramuscularly',
    rectal: 'rectally',
  },
  byRoute: (name) => `by ${name}`,
  // "at 2 mL/h", but "at a rate of at least 2 mL/h", not "at at least".
  rate: (amount, qualified) => (qualified ? `at a rate of ${amount}` : `at ${amount}`),
  over: (length) => `over ${length}`,
  overUnit: (unit, say) => `over a time in ${say.unitOfTime(unit, 2)}`,
  frequency,
  maximumFrequency: (f, say) => {
    const text = frequency(f, say);
    return text.startsWith('every ') ? `at most once ${text}` : `at most ${text}`;
  },
  continuously: 'continuously',
  daily: 'daily',
  onDays: (days) => `on ${days}`,
  atTimes: (clock) => `at ${clock}`,
  events: {
    MORN: { alone: 'in the morning', anchor: 'the usual morning time' },
    'MORN.early': { alone: 'early in the morning', anchor: 'the usual early-morning time' },
    'MORN.late': { alone: 'late in the morning', anchor: 'the usual late-morning time' },
    NOON: { alone: 'at noon', anchor: 'noon' },
    AFT: { alone: 'in the afternoon', anchor: 'the usual afternoon time' },
    'AFT.early': { alone: 'early in the afternoon', anchor: 'the usual early-afternoon time' },
    'AFT.late': { alone: 'late in the afternoon', anchor: 'the usual late-afternoon time' },
    EVE: { alone: 'in the evening', anchor: 'the usual evening time' },
    'EVE.early': { alone: 'early in the evening', anchor: 'the usual early-evening time' },
    'EVE.late': { alone: 'late in the evening', anchor: 'the usual late-evening time' },
    NIGHT: { alone: 'at night', anchor: 'the usual night time' },
    // R4: "Event occurs [offset] after subject goes to sleep".
    PHS: { alone: 'after going to sleep', anchor: 'going to sleep' },
    HS: { alone: 'at bedtime', anchor: 'bedtime' },
    WAKE: { alone: 'on waking', anchor: 'waking' },
    C: { alone: 'with a meal', anchor: 'a meal' },
    CM: { alone: 'with breakfast', anchor: 'breakfast' },
    CD: { alone: 'with lunch', anchor: 'lunch' },
    CV: { alone: 'with dinner', anchor: 'dinner' },
    AC: { alone: 'before a meal', anchor: 'a meal' },
    ACM: { alone: 'before breakfast', anchor: 'breakfast' },
    ACD: { alone: 'before lunch', anchor: 'lunch' },
    ACV: { alone: 'before dinner', anchor: 'dinner' },
    PC: { alone: 'after a meal', anchor: 'a meal' },
    PCM: { alone: 'after breakfast', anchor: 'breakfast' },
    PCD: { alone: 'after lunch', anchor: 'lunch' },
    PCV: { alone: 'after dinner', anchor: 'dinner' },
  },
  offset: (minutes, before, anchor, say) =>
    `${say.number(minutes)} ${say.unitOfTime('min', minutes)} ${before ? 'before' : 'after'} ${anchor}`,
  during: (length) => `for ${length}`,
  from: (start, say) => `from ${at(start, say)}`,
  until: (end, say) => `until ${at(end, say)}`,
  fromTo: (start, end, say) => `from ${at(start, say)} to ${at(end, say)}`,
  doses: (count, value, afterCourse) =>
    `${afterCourse ? 'stopping after' : 'for'} ${count} ${value === 1 ? 'dose' : 'doses'}`,
  times: (count, value) => (count === '1' ? 'once' : `${count} ${value === 1 ? 'time' : 'times'}`),
  within: (count, length) => `${count} within ${length}`,
  between: (count, start, end, say) => `${count} between ${at(start, say)} and ${at(end, say)}`,
  on: onDate,
  coded: (schedule) => `(coded as ${schedule})`,
  asNeeded: 'as needed',
  asNeededFor: (reason) => `as needed for ${reason}`,
  maxPerPeriod: (ratio) => `max ${ratio}`,
  maxPerAdministration: (amount) => `max ${amount} per dose`,
  maxPerLifetime: (amount) => `max ${amount} per lifetime`,
  site: (name) => `site: ${name}`,
  additionalInstructions: (names) =>
    `${names.length === 1 ? 'additional instruction' : 'additional instructions'}: ${names.join('; ')}`,
  capitalise: (text) => text.charAt(0).toUpperCase() + text.slice(1),
};
