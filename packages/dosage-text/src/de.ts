/** The German catalogue, in the words of a German drug chart: "1 Tablette oral 3-mal täglich". */
import type { Moment } from './datatypes';
import type { Catalogue, Frequency, Say } from './language';
import type { UnitOfTime } from './vocabulary';

/** "3-mal", "1- bis 3-mal". R4: without a frequency, once per period. */
function times(f: Frequency, say: Say): string {
  const low = f.frequency ?? 1;
  return f.frequencyMax === undefined || f.frequencyMax === low
    ? `${say.number(low)}-mal`
    : `${say.number(low)}- bis ${say.number(f.frequencyMax)}-mal`;
}

const adverbs: Readonly<Record<UnitOfTime, string | undefined>> = {
  s: undefined,
  min: undefined,
  h: 'stündlich',
  d: 'täglich',
  wk: 'wöchentlich',
  mo: 'monatlich',
  a: 'jährlich',
};
/** Once per one unit of the shortest units: "jede Minute". */
const everyOne: Readonly<Record<UnitOfTime, string | undefined>> = {
  s: 'jede Sekunde',
  min: 'jede Minute',
  h: 'jede Stunde',
  d: undefined,
  wk: undefined,
  mo: undefined,
  a: undefined,
};

/** "3-mal täglich", "alle 8 Stunden", "alle 4 bis 6 Stunden", "3-mal alle 2 Tage". */
function frequency(f: Frequency, say: Say): string {
  const counted = times(f, say);
  const { period, unit } = f;
  if (unit === undefined) return counted;
  if (period === undefined) return `${counted} pro Zeitraum (in ${say.plural(2, dative[unit])})`;
  const periodMax = f.periodMax === period ? undefined : f.periodMax;
  const once = (f.frequency ?? 1) === 1 && (f.frequencyMax ?? 1) === 1;
  if (period === 1 && periodMax === undefined) {
    const adverb = adverbs[unit];
    return (
      (once ? everyOne[unit] : undefined) ??
      (adverb === undefined ? `${counted} pro ${say.unitOfTime(unit, 1)}` : `${counted} ${adverb}`)
    );
  }
  const length = `alle ${say.span(period, periodMax)} ${say.unitOfTime(unit, periodMax ?? period)}`;
  return once ? length : `${counted} ${length}`;
}

/** The dative after "in", "innerhalb von": "in 2 Tagen". */
const dative: Readonly<Record<UnitOfTime, { one: string; other: string }>> = {
  s: { one: 'Sekunde', other: 'Sekunden' },
  min: { one: 'Minute', other: 'Minuten' },
  h: { one: 'Stunde', other: 'Stunden' },
  d: { one: 'Tag', other: 'Tagen' },
  wk: { one: 'Woche', other: 'Wochen' },
  mo: { one: 'Monat', other: 'Monaten' },
  a: { one: 'Jahr', other: 'Jahren' },
};

const at = (moment: Moment, say: Say): string =>
  moment.time === undefined ? say.date(moment) : `${say.date(moment)} um ${moment.time}`;

/** "vom 14. März 2025", "bis zum 27. März 2025", but "von März 2025": the article goes with a day. */
const withDay = (moment: Moment, day: string, other: string): string =>
  moment.day === undefined ? other : day;

export const de: Catalogue = {
  locale: 'de',
  and: 'und',
  to: 'bis',
  // German nouns keep their capital letter.
  lowerCaseNames: false,
  quotes: ['„', '“'],
  unitsOfTime: {
    s: { one: 'Sekunde', other: 'Sekunden' },
    min: { one: 'Minute', other: 'Minuten' },
    h: { one: 'Stunde', other: 'Stunden' },
    d: { one: 'Tag', other: 'Tage' },
    wk: { one: 'Woche', other: 'Wochen' },
    mo: { one: 'Monat', other: 'Monate' },
    a: { one: 'Jahr', other: 'Jahre' },
  },
  forms: {
    TAB: { one: 'Tablette', other: 'Tabletten' },
    CAP: { one: 'Kapsel', other: 'Kapseln' },
    SUPP: { one: 'Zäpfchen', other: 'Zäpfchen' },
    PATCH: { one: 'Pflaster', other: 'Pflaster' },
  },
  ucumUnits: { '[iU]': { one: 'I.E.', other: 'I.E.' } },
  countedUnit: (text) => text,
  comparators: { '<': 'weniger als', '<=': 'höchstens', '>=': 'mindestens', '>': 'mehr als' },
  atLeast: (amount) => `mindestens ${amount}`,
  upTo: (amount) => `bis zu ${amount}`,
  amountNotStated: (unit) => `${unit} (Menge nicht angegeben)`,
  unstatedAmount: 'eine nicht angegebene Menge',
  ratio: (numerator, denominator) => `${numerator} pro ${denominator}`,
  alsoStatedAs: (first, others) => `${first} (auch angegeben als ${others})`,
  doseTypes: { ordered: 'verordnet', calculated: 'berechnet' },
  typed: (amount, type) => `${amount} (${type})`,
  routes: {
    oral: 'oral',
    intravenous: 'intravenös',
    subcutaneous: 'subkutan',
    intramuscular: 'intramuskulär',
    rectal: 'rektal',
  },
  byRoute: (name) => `Verabreichungsweg: ${name}`,
  rate: (amount) => `mit ${amount}`,
  over: (length) => `über ${length}`,
  overUnit: (unit) => `über eine Dauer in ${dative[unit].other}`,
  frequency,
  maximumFrequency: (f, say) => {
    const text = frequency(f, say);
    return `höchstens ${text.startsWith('alle') || text.startsWith('jede') ? `1-mal ${text.replace(/^jede /, 'pro ')}` : text}`;
  },
  continuously: 'kontinuierlich',
  daily: 'täglich',
  onDays: (days) => `am ${days}`,
  atTimes: (clock) => `um ${clock}`,
  events: {
    MORN: { alone: 'morgens', anchor: 'der üblichen Morgenzeit' },
    'MORN.early': { alone: 'früh morgens', anchor: 'der üblichen Zeit am frühen Morgen' },
    'MORN.late': { alone: 'spät vormittags', anchor: 'der üblichen Zeit am späten Vormittag' },
    NOON: { alone: 'mittags', anchor: '12 Uhr mittags' },
    AFT: { alone: 'nachmittags', anchor: 'der üblichen Nachmittagszeit' },
    'AFT.early': { alone: 'früh nachmittags', anchor: 'der üblichen Zeit am frühen Nachmittag' },
    'AFT.late': { alone: 'spät nachmittags', anchor: 'der üblichen Zeit am späten Nachmittag' },
    EVE: { alone: 'abends', anchor: 'der üblichen Abendzeit' },
    'EVE.early': { alone: 'früh abends', anchor: 'der üblichen Zeit am frühen Abend' },
    'EVE.late': { alone: 'spät abends', anchor: 'der üblichen Zeit am späten Abend' },
    NIGHT: { alone: 'nachts', anchor: 'der üblichen Nachtzeit' },
    PHS: { alone: 'nach dem Einschlafen', anchor: 'dem Einschlafen' },
    HS: { alone: 'vor dem Schlafengehen', anchor: 'dem Schlafengehen' },
    WAKE: { alone: 'nach dem Aufwachen', anchor: 'dem Aufwachen' },
    C: { alone: 'zu einer Mahlzeit', anchor: 'einer Mahlzeit' },
    CM: { alone: 'zum Frühstück', anchor: 'dem Frühstück' },
    CD: { alone: 'zum Mittagessen', anchor: 'dem Mittagessen' },
    CV: { alone: 'zum Abendessen', anchor: 'dem Abendessen' },
    AC: { alone: 'vor einer Mahlzeit', anchor: 'einer Mahlzeit' },
    ACM: { alone: 'vor dem Frühstück', anchor: 'dem Frühstück' },
    ACD: { alone: 'vor dem Mittagessen', anchor: 'dem Mittagessen' },
    ACV: { alone: 'vor dem Abendessen', anchor: 'dem Abendessen' },
    PC: { alone: 'nach einer Mahlzeit', anchor: 'einer Mahlzeit' },
    PCM: { alone: 'nach dem Frühstück', anchor: 'dem Frühstück' },
    PCD: { alone: 'nach dem Mittagessen', anchor: 'dem Mittagessen' },
    PCV: { alone: 'nach dem Abendessen', anchor: 'dem Abendessen' },
  },
  offset: (minutes, before, anchor, say) =>
    `${say.number(minutes)} ${say.unitOfTime('min', minutes)} ${before ? 'vor' : 'nach'} ${anchor}`,
  during: (length) => `für ${length}`,
  from: (start, say) => `ab ${at(start, say)}`,
  until: (end, say) => `bis ${at(end, say)}`,
  fromTo: (start, end, say) =>
    `${withDay(start, 'vom', 'von')} ${at(start, say)} bis ${at(end, say)}`,
  doses: (count, value, afterCourse) =>
    afterCourse
      ? `nach ${count} ${value === 1 ? 'Dosis' : 'Dosen'} beenden`
      : `insgesamt ${count} ${value === 1 ? 'Dosis' : 'Dosen'}`,
  times: (count) =>
    count === '1'
      ? 'einmalig'
      : count.includes(' bis ')
        ? `${count.replace(' bis ', '- bis ')}-mal`
        : `${count}-mal`,
  // "innerhalb von" takes the dative: "5 Tagen".
  within: (count, length) =>
    `${count} innerhalb von ${length.replace(/\b(Tage|Monate|Jahre)\b/g, '$1n')}`,
  between: (count, start, end, say) =>
    `${count} zwischen ${withDay(start, 'dem ', '')}${at(start, say)} und ${withDay(end, 'dem ', '')}${at(end, say)}`,
  on: (moment, say) =>
    `${withDay(moment, 'am', moment.month === undefined ? 'im Jahr' : 'im')} ${at(moment, say)}`,
  coded: (schedule) => `(codiert als ${schedule})`,
  asNeeded: 'bei Bedarf',
  asNeededFor: (reason) => `bei Bedarf bei ${reason}`,
  maxPerPeriod: (ratio) => `max. ${ratio}`,
  maxPerAdministration: (amount) => `max. ${amount} pro Gabe`,
  maxPerLifetime: (amount) => `max. ${amount} im ganzen Leben`,
  site: (name) => `Stelle: ${name}`,
  additionalInstructions: (names) =>
    `${names.length === 1 ? 'zusätzliche Anweisung' : 'zusätzliche Anweisungen'}: ${names.join('; ')}`,
  capitalise: (text) => text.charAt(0).toUpperCase() + text.slice(1),
};
