/** The Dutch catalogue, in the words of a Dutch drug chart: "1 tablet oraal 3 maal per dag". */
import type { Moment } from './datatypes';
import type { Catalogue, Frequency, Say } from './language';
import type { UnitOfTime } from './vocabulary';

/** "1 maal", "1 tot 3 maal". R4: without a frequency, once per period. */
function times(f: Frequency, say: Say): string {
  return `${say.span(f.frequency ?? 1, f.frequencyMax)} maal`;
}

/** Once per one unit: "1 maal per dag", but "elk uur". */
const everyOne: Readonly<Record<UnitOfTime, string | undefined>> = {
  s: 'elke seconde',
  min: 'elke minuut',
  h: 'elk uur',
  d: undefined,
  wk: undefined,
  mo: undefined,
  a: undefined,
};

/** "3 maal per dag", "elke 8 uur", "elke 4 tot 6 uur", "3 maal per 2 dagen". */
function frequency(f: Frequency, say: Say): string {
  const counted = times(f, say);
  const { period, unit } = f;
  if (unit === undefined) return counted;
  if (period === undefined) return `${counted} per periode (in ${say.unitOfTime(unit, 2)})`;
  const periodMax = f.periodMax === period ? undefined : f.periodMax;
  const once = (f.frequency ?? 1) === 1 && (f.frequencyMax ?? 1) === 1;
  if (period === 1 && periodMax === undefined) {
    return (once ? everyOne[unit] : undefined) ?? `${counted} per ${say.unitOfTime(unit, 1)}`;
  }
  const length = `${say.span(period, periodMax)} ${say.unitOfTime(unit, periodMax ?? period)}`;
  return once ? `elke ${length}` : `${counted} per ${length}`;
}

const at = (moment: Moment, say: Say): string =>
  moment.time === undefined ? say.date(moment) : `${say.date(moment)} om ${moment.time}`;

export const nl: Catalogue = {
  locale: 'nl',
  and: 'en',
  to: 'tot',
  lowerCaseNames: true,
  quotes: ['‘', '’'],
  unitsOfTime: {
    s: { one: 'seconde', other: 'seconden' },
    min: { one: 'minuut', other: 'minuten' },
    // After a number Dutch keeps "uur" and "jaar" singular: "24 uur", "5 jaar".
    h: { one: 'uur', other: 'uur' },
    d: { one: 'dag', other: 'dagen' },
    wk: { one: 'week', other: 'weken' },
    mo: { one: 'maand', other: 'maanden' },
    a: { one: 'jaar', other: 'jaar' },
  },
  forms: {
    TAB: { one: 'tablet', other: 'tabletten' },
    CAP: { one: 'capsule', other: 'capsules' },
    SUPP: { one: 'zetpil', other: 'zetpillen' },
    PATCH: { one: 'pleister', other: 'pleisters' },
  },
  ucumUnits: { '[iU]': { one: 'IE', other: 'IE' } },
  countedUnit: (text) => text,
  comparators: { '<': 'minder dan', '<=': 'hoogstens', '>=': 'minstens', '>': 'meer dan' },
  atLeast: (amount) => `minstens ${amount}`,
  upTo: (amount) => `maximaal ${amount}`,
  amountNotStated: (unit) => `${unit} (hoeveelheid niet vermeld)`,
  unstatedAmount: 'een niet vermelde hoeveelheid',
  ratio: (numerator, denominator) => `${numerator} per ${denominator}`,
  alsoStatedAs: (first, others) => `${first} (ook vermeld als ${others})`,
  doseTypes: { ordered: 'voorgeschreven', calculated: 'berekend' },
  typed: (amount, type) => `${amount} (${type})`,
  routes: {
    oral: 'oraal',
    intravenous: 'intraveneus',
    subcutaneous: 'subcutaan',
    intramuscular: 'intramusculair',
    rectal: 'rectaal',
  },
  byRoute: (name) => `via ${name}`,
  rate: (amount) => `met ${amount}`,
  over: (length) => `in ${length}`,
  overUnit: (unit, say) => `in een tijd in ${say.unitOfTime(unit, 2)}`,
  frequency,
  maximumFrequency: (f, say) => {
    const text = frequency(f, say);
    // "maximaal 1 maal per 6 uur", not "maximaal elke 6 uur".
    return `maximaal ${text.startsWith('elk') ? `1 maal per ${text.replace(/^elke? /, '')}` : text}`;
  },
  continuously: 'continu',
  daily: 'dagelijks',
  onDays: (days) => `op ${days}`,
  atTimes: (clock) => `om ${clock}`,
  events: {
    MORN: { alone: "'s ochtends", anchor: 'het gebruikelijke ochtendtijdstip' },
    'MORN.early': {
      alone: 'vroeg in de ochtend',
      anchor: 'het gebruikelijke tijdstip vroeg in de ochtend',
    },
    'MORN.late': {
      alone: 'laat in de ochtend',
      anchor: 'het gebruikelijke tijdstip laat in de ochtend',
    },
    NOON: { alone: 'rond het middaguur', anchor: 'het middaguur' },
    AFT: { alone: "'s middags", anchor: 'het gebruikelijke middagtijdstip' },
    'AFT.early': {
      alone: 'vroeg in de middag',
      anchor: 'het gebruikelijke tijdstip vroeg in de middag',
    },
    'AFT.late': {
      alone: 'laat in de middag',
      anchor: 'het gebruikelijke tijdstip laat in de middag',
    },
    EVE: { alone: "'s avonds", anchor: 'het gebruikelijke avondtijdstip' },
    'EVE.early': {
      alone: 'vroeg in de avond',
      anchor: 'het gebruikelijke tijdstip vroeg in de avond',
    },
    'EVE.late': {
      alone: 'laat in de avond',
      anchor: 'het gebruikelijke tijdstip laat in de avond',
    },
    NIGHT: { alone: "'s nachts", anchor: 'het gebruikelijke nachttijdstip' },
    PHS: { alone: 'na het inslapen', anchor: 'het inslapen' },
    HS: { alone: 'voor het slapengaan', anchor: 'het slapengaan' },
    WAKE: { alone: 'bij het ontwaken', anchor: 'het ontwaken' },
    C: { alone: 'bij een maaltijd', anchor: 'een maaltijd' },
    CM: { alone: 'bij het ontbijt', anchor: 'het ontbijt' },
    CD: { alone: 'bij de lunch', anchor: 'de lunch' },
    CV: { alone: 'bij het avondeten', anchor: 'het avondeten' },
    AC: { alone: 'voor een maaltijd', anchor: 'een maaltijd' },
    ACM: { alone: 'voor het ontbijt', anchor: 'het ontbijt' },
    ACD: { alone: 'voor de lunch', anchor: 'de lunch' },
    ACV: { alone: 'voor het avondeten', anchor: 'het avondeten' },
    PC: { alone: 'na een maaltijd', anchor: 'een maaltijd' },
    PCM: { alone: 'na het ontbijt', anchor: 'het ontbijt' },
    PCD: { alone: 'na de lunch', anchor: 'de lunch' },
    PCV: { alone: 'na het avondeten', anchor: 'het avondeten' },
  },
  offset: (minutes, before, anchor, say) =>
    `${say.number(minutes)} ${say.unitOfTime('min', minutes)} ${before ? 'voor' : 'na'} ${anchor}`,
  during: (length) => `gedurende ${length}`,
  from: (start, say) => `vanaf ${at(start, say)}`,
  until: (end, say) => `tot ${at(end, say)}`,
  fromTo: (start, end, say) => `van ${at(start, say)} tot ${at(end, say)}`,
  doses: (count, value, afterCourse) =>
    `${afterCourse ? 'stoppen na' : 'in totaal'} ${count} ${value === 1 ? 'dosis' : 'doses'}`,
  times: (count) => (count === '1' ? 'eenmalig' : `${count} maal`),
  within: (count, length) => `${count} binnen ${length}`,
  between: (count, start, end, say) => `${count} tussen ${at(start, say)} en ${at(end, say)}`,
  on: (moment, say) => `${moment.day === undefined ? 'in' : 'op'} ${at(moment, say)}`,
  coded: (schedule) => `(gecodeerd als ${schedule})`,
  asNeeded: 'zo nodig',
  asNeededFor: (reason) => `zo nodig bij ${reason}`,
  maxPerPeriod: (ratio) => `max. ${ratio}`,
  maxPerAdministration: (amount) => `max. ${amount} per toediening`,
  maxPerLifetime: (amount) => `max. ${amount} in het hele leven`,
  site: (name) => `plaats: ${name}`,
  additionalInstructions: (names) =>
    `${names.length === 1 ? 'aanvullende instructie' : 'aanvullende instructies'}: ${names.join('; ')}`,
  // Dutch capitalises the word after a leading "'s": "'s Ochtends".
  capitalise: (text) =>
    text.startsWith("'s ")
      ? `'s ${text.charAt(3).toUpperCase()}${text.slice(4)}`
      : text.charAt(0).toUpperCase() + text.slice(1),
};
