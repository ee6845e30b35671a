/** The French catalogue, in the words of a French drug chart: "1 comprimé par voie orale 3 fois par jour". */
import type { Moment } from './datatypes';
import type { Catalogue, Frequency, Say } from './language';
import type { UnitOfTime } from './vocabulary';

/** A no-break space, which French puts before a colon or semicolon. */
const nbsp = '\u00a0';

/** "tous les" or "toutes les", by the gender of the unit. */
const every: Readonly<Record<UnitOfTime, string>> = {
  s: 'toutes les',
  min: 'toutes les',
  h: 'toutes les',
  d: 'tous les',
  wk: 'toutes les',
  mo: 'tous les',
  a: 'tous les',
};

/** "3 fois par jour", "toutes les 8 heures", "toutes les 4 à 6 heures", "3 fois tous les 2 jours". */
function frequency(f: Frequency, say: Say): string {
  const counted = `${say.span(f.frequency ?? 1, f.frequencyMax)} fois`;
  const { period, unit } = f;
  if (unit === undefined) return counted;
  if (period === undefined) return `${counted} par période (en ${say.unitOfTime(unit, 2)})`;
  const periodMax = f.periodMax === period ? undefined : f.periodMax;
  const once = (f.frequency ?? 1) === 1 && (f.frequencyMax ?? 1) === 1;
  if (period === 1 && periodMax === undefined) {
    // "toutes les heures", but "1 fois par jour".
    if (once && (unit === 's' || unit === 'min' || unit === 'h')) {
      return `${every[unit]} ${say.unitOfTime(unit, 2)}`;
    }
    return `${counted} par ${say.unitOfTime(unit, 1)}`;
  }
  const length = `${every[unit]} ${say.span(period, periodMax)} ${say.unitOfTime(unit, periodMax ?? period)}`;
  return once ? length : `${counted} ${length}`;
}

/** French writes the first day of a month as an ordinal: "1er juillet 2015". */
const date = (moment: Moment, say: Say): string => say.date(moment).replace(/^1 /, '1er ');

const at = (moment: Moment, say: Say): string =>
  moment.time === undefined ? date(moment, say) : `${date(moment, say)} à ${moment.time}`;

/** "du 14 mars 2025", but "de mars 2025", "de 2025": the article goes with a day. */
const withDay = (moment: Moment, day: string, other: string): string =>
  moment.day === undefined ? other : day;

/** "d'au moins 5 mL/h", "de 5 mL/h". */
const de = (text: string): string => (/^[aeiouéh]/i.test(text) ? `d'${text}` : `de ${text}`);

export const fr: Catalogue = {
  locale: 'fr',
  and: 'et',
  to: 'à',
  lowerCaseNames: true,
  quotes: [`«${nbsp}`, `${nbsp}»`],
  unitsOfTime: {
    s: { one: 'seconde', other: 'secondes' },
    min: { one: 'minute', other: 'minutes' },
    h: { one: 'heure', other: 'heures' },
    d: { one: 'jour', other: 'jours' },
    wk: { one: 'semaine', other: 'semaines' },
    mo: { one: 'mois', other: 'mois' },
    a: { one: 'an', other: 'ans' },
  },
  forms: {
    TAB: { one: 'comprimé', other: 'comprimés' },
    CAP: { one: 'gélule', other: 'gélules' },
    SUPP: { one: 'suppositoire', other: 'suppositoires' },
    PATCH: { one: 'patch', other: 'patchs' },
  },
  ucumUnits: { '[iU]': { one: 'UI', other: 'UI' } },
  countedUnit: (text) => text,
  comparators: { '<': 'moins de', '<=': 'au plus', '>=': 'au moins', '>': 'plus de' },
  atLeast: (amount) => `au moins ${amount}`,
  upTo: (amount) => `au plus ${amount}`,
  amountNotStated: (unit) => `${unit} (quantité non précisée)`,
  unstatedAmount: 'une quantité non précisée',
  ratio: (numerator, denominator) => `${numerator} par ${denominator}`,
  alsoStatedAs: (first, others) => `${first} (autrement dit ${others})`,
  doseTypes: { ordered: 'prescrite', calculated: 'calculée' },
  typed: (amount, type) => `${amount} (${type})`,
  routes: {
    oral: 'par voie orale',
    intravenous: 'par voie intraveineuse',
    subcutaneous: 'par voie sous-cutanée',
    intramuscular: 'par voie intramusculaire',
    rectal: 'par voie rectale',
  },
  byRoute: (name) => `par voie${nbsp}: ${name}`,
  rate: (amount) => `à un débit ${de(amount)}`,
  over: (length) => `en ${length}`,
  overUnit: (unit, say) => `en un temps exprimé en ${say.unitOfTime(unit, 2)}`,
  frequency,
  maximumFrequency: (f, say) => {
    const text = frequency(f, say);
    return `au maximum ${text.startsWith('tou') ? `1 fois ${text}` : text}`;
  },
  continuously: 'en continu',
  daily: 'tous les jours',
  onDays: (days) => `le ${days.replace(/ et /g, ' et le ').replace(/, /g, ', le ')}`,
  atTimes: (clock) => `à ${clock}`,
  events: {
    MORN: { alone: 'le matin', anchor: "l'heure habituelle du matin" },
    'MORN.early': { alone: 'tôt le matin', anchor: "l'heure habituelle du petit matin" },
    'MORN.late': { alone: 'en fin de matinée', anchor: "l'heure habituelle de fin de matinée" },
    NOON: { alone: 'à midi', anchor: 'midi' },
    AFT: { alone: "l'après-midi", anchor: "l'heure habituelle de l'après-midi" },
    'AFT.early': {
      alone: "en début d'après-midi",
      anchor: "l'heure habituelle du début d'après-midi",
    },
    'AFT.late': { alone: "en fin d'après-midi", anchor: "l'heure habituelle de fin d'après-midi" },
    EVE: { alone: 'le soir', anchor: "l'heure habituelle du soir" },
    'EVE.early': { alone: 'en début de soirée', anchor: "l'heure habituelle du début de soirée" },
    'EVE.late': { alone: 'en fin de soirée', anchor: "l'heure habituelle de fin de soirée" },
    NIGHT: { alone: 'la nuit', anchor: "l'heure habituelle de la nuit" },
    PHS: { alone: "après l'endormissement", anchor: "l'endormissement" },
    HS: { alone: 'au coucher', anchor: 'le coucher' },
    WAKE: { alone: 'au réveil', anchor: 'le réveil' },
    C: { alone: 'pendant un repas', anchor: 'un repas' },
    CM: { alone: 'au petit-déjeuner', anchor: 'le petit-déjeuner' },
    CD: { alone: 'au déjeuner', anchor: 'le déjeuner' },
    CV: { alone: 'au dîner', anchor: 'le dîner' },
    AC: { alone: 'avant un repas', anchor: 'un repas' },
    ACM: { alone: 'avant le petit-déjeuner', anchor: 'le petit-déjeuner' },
    ACD: { alone: 'avant le déjeuner', anchor: 'le déjeuner' },
    ACV: { alone: 'avant le dîner', anchor: 'le dîner' },
    PC: { alone: 'après un repas', anchor: 'un repas' },
    PCM: { alone: 'après le petit-déjeuner', anchor: 'le petit-déjeuner' },
    PCD: { alone: 'après le déjeuner', anchor: 'le déjeuner' },
    PCV: { alone: 'après le dîner', anchor: 'le dîner' },
  },
  offset: (minutes, before, anchor, say) =>
    `${say.number(minutes)} ${say.unitOfTime('min', minutes)} ${before ? 'avant' : 'après'} ${anchor}`,
  during: (length) => `pendant ${length}`,
  from: (start, say) => `${withDay(start, 'à partir du', 'à partir de')} ${at(start, say)}`,
  until: (end, say) => `${withDay(end, "jusqu'au", "jusqu'à")} ${at(end, say)}`,
  fromTo: (start, end, say) =>
    `${withDay(start, 'du', 'de')} ${at(start, say)} ${withDay(end, 'au', 'à')} ${at(end, say)}`,
  doses: (count, value, afterCourse) =>
    `${afterCourse ? 'arrêter après' : 'pour un total de'} ${count} ${value === 1 ? 'dose' : 'doses'}`,
  times: (count) => (count === '1' ? 'une seule fois' : `${count} fois`),
  within: (count, length) => `${count} en ${length}`,
  between: (count, start, end, say) =>
    `${count} entre ${withDay(start, 'le ', '')}${at(start, say)} et ${withDay(end, 'le ', '')}${at(end, say)}`,
  on: (moment, say) => `${withDay(moment, 'le', 'en')} ${at(moment, say)}`,
  coded: (schedule) => `(codé${nbsp}: ${schedule})`,
  asNeeded: 'si besoin',
  asNeededFor: (reason) => `si besoin en cas de ${reason}`,
  maxPerPeriod: (ratio) => `max. ${ratio}`,
  maxPerAdministration: (amount) => `max. ${amount} par prise`,
  maxPerLifetime: (amount) => `max. ${amount} sur toute la vie`,
  site: (name) => `site${nbsp}: ${name}`,
  additionalInstructions: (names) =>
    `${names.length === 1 ? 'instruction complémentaire' : 'instructions complémentaires'}${nbsp}: ${names.join(`${nbsp}; `)}`,
  capitalise: (text) => text.charAt(0).toUpperCase() + text.slice(1),
};
