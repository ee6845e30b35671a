/**
 * A whole R4 Dosage in one sentence: method, dose, route, rate, timing, "as needed", then the
 * ceilings. Free text (`text`, `patientInstruction`, `additionalInstruction`, `site`) is the
 * client's to show as sent, and `sequence` orders the sentences of several Dosages.
 */
import {
  conceptWords,
  list,
  quantityText,
  rangeText,
  ratioText,
  readConcept,
  readQuantity,
} from './datatypes';
import {
  ownEntry,
  readBoolean,
  readElement,
  readList,
  readNumber,
  readString,
  unrenderable,
  type JsonObject,
} from './json';
import { timingWords } from './timing';
import { routeAdverbs } from './vocabulary';

const dosageElements = [
  'sequence',
  'text',
  'additionalInstruction',
  'patientInstruction',
  'timing',
  'asNeededBoolean',
  'asNeededCodeableConcept',
  'site',
  'route',
  'method',
  'doseAndRate',
  'maxDosePerPeriod',
  'maxDosePerAdministration',
  'maxDosePerLifetime',
];

/** "by mouth" for the routes with an adverb, else "by" and the route's name. */
function routeText(value: unknown): string | undefined {
  const route = readConcept(value, 'Dosage.route');
  if (route === undefined) return undefined;
  const adverb = route.codings
    .map((coding) => ownEntry(ownEntry(routeAdverbs, coding.system) ?? {}, coding.code))
    .find((words) => words !== undefined);
  return adverb ?? `by ${conceptWords(route, 'Dosage.route')}`;
}

function asNeededText(dosage: JsonObject): string | undefined {
  const flag = readBoolean(dosage.asNeededBoolean, 'Dosage.asNeededBoolean');
  const reason = readConcept(dosage.asNeededCodeableConcept, 'Dosage.asNeededCodeableConcept');
  if (flag !== undefined && reason !== undefined) return unrenderable('two asNeeded[x]');
  // R4: with the Boolean false "the dose is given according to the schedule".
  if (reason === undefined) return flag === true ? 'as needed' : undefined;
  return `as needed for ${conceptWords(reason, 'Dosage.asNeededCodeableConcept')}`;
}

/** "at 2 mL/h", but "at a rate of at least 2 mL/h", not "at at least". */
const rateWords = (rate: string): string =>
  /^(at |up to |less than |more than )/.test(rate) ? `at a rate of ${rate}` : `at ${rate}`;

interface DoseAndRate {
  type?: string;
  dose?: string;
  rate?: string;
}

function readDoseAndRate(value: unknown, what: string): DoseAndRate | undefined {
  const entry = readElement(value, what, [
    'type',
    'doseRange',
    'doseQuantity',
    'rateRatio',
    'rateRange',
    'rateQuantity',
  ]);
  if (entry === undefined) return undefined;
  const choices = (keys: string[]) => keys.filter((key) => entry[key] !== undefined).length;
  if (
    choices(['doseRange', 'doseQuantity']) > 1 ||
    choices(['rateRatio', 'rateRange', 'rateQuantity']) > 1
  ) {
    return unrenderable(`${what} has two dose[x] or two rate[x]`);
  }
  const doseQuantity = readQuantity(entry.doseQuantity, `${what}.doseQuantity`, true);
  const rateQuantity = readQuantity(entry.rateQuantity, `${what}.rateQuantity`, true);
  const type = readConcept(entry.type, `${what}.type`);
  const dose = doseQuantity
    ? quantityText(doseQuantity)
    : rangeText(entry.doseRange, `${what}.doseRange`);
  const rate = rateQuantity
    ? quantityText(rateQuantity)
    : (rangeText(entry.rateRange, `${what}.rateRange`) ??
      ratioText(entry.rateRatio, `${what}.rateRatio`));
  if (dose === undefined && rate === undefined) return undefined;
  return { type: type && conceptWords(type, `${what}.type`), dose, rate: rate && rateWords(rate) };
}

/**
 * The doses and the rates. One entry is said as it is. Several entries say the same
 * administration in different ways (R4 `type`: ordered, calculated), so each is named by its type;
 * untyped entries are joined only when they do not compete (one dose, one rate).
 */
function doseAndRateWords(value: unknown): { doses?: string; rates?: string } {
  const entries = (readList(value, 'Dosage.doseAndRate') ?? []).flatMap((entry, index) => {
    const read = readDoseAndRate(entry, `Dosage.doseAndRate[${index}]`);
    return read === undefined ? [] : [read];
  });
  const doses = entries.flatMap((entry) => (entry.dose === undefined ? [] : [entry]));
  const rates = entries.flatMap((entry) => (entry.rate === undefined ? [] : [entry]));
  const [only] = entries;
  if (entries.length === 1 && only !== undefined) {
    const type = only.type === undefined ? '' : ` (${only.type})`;
    return {
      doses: only.dose === undefined ? undefined : `${only.dose}${type}`,
      rates:
        only.rate === undefined ? undefined : `${only.rate}${only.dose === undefined ? type : ''}`,
    };
  }
  if (entries.every((entry) => entry.type !== undefined)) {
    const typed = (text: string | undefined, entry: DoseAndRate): string =>
      `${text ?? ''} (${entry.type ?? ''})`;
    return {
      doses: doses.length === 0 ? undefined : list(doses.map((entry) => typed(entry.dose, entry))),
      rates: rates.length === 0 ? undefined : list(rates.map((entry) => typed(entry.rate, entry))),
    };
  }
  if (doses.length > 1 || rates.length > 1) {
    return unrenderable('several untyped doses or rates');
  }
  return { doses: doses[0]?.dose, rates: rates[0]?.rate };
}

function limitsText(dosage: JsonObject): string[] {
  const perPeriod = ratioText(dosage.maxDosePerPeriod, 'Dosage.maxDosePerPeriod');
  const perAdministration = readQuantity(
    dosage.maxDosePerAdministration,
    'Dosage.maxDosePerAdministration',
    true,
  );
  const perLifetime = readQuantity(dosage.maxDosePerLifetime, 'Dosage.maxDosePerLifetime', true);
  return [
    perPeriod && `max ${perPeriod}`,
    perAdministration && `max ${quantityText(perAdministration)} per dose`,
    perLifetime && `max ${quantityText(perLifetime)} per lifetime`,
  ].filter((part): part is string => part !== undefined);
}

/** Checks the free-text elements the sentence leaves to the client, so invalid R4 is not rendered. */
function checkFreeText(dosage: JsonObject): void {
  readNumber(dosage.sequence, 'Dosage.sequence', 'integer');
  readString(dosage.text, 'Dosage.text');
  readString(dosage.patientInstruction, 'Dosage.patientInstruction');
  readConcept(dosage.site, 'Dosage.site');
  (readList(dosage.additionalInstruction, 'Dosage.additionalInstruction') ?? []).forEach(
    (instruction, index) => readConcept(instruction, `Dosage.additionalInstruction[${index}]`),
  );
}

/** The sentence, or undefined when the Dosage has nothing structured; throws `Unrenderable`. */
export function dosageSentence(value: unknown): string | undefined {
  const dosage = readElement(value, 'Dosage', dosageElements);
  if (dosage === undefined) return undefined;
  checkFreeText(dosage);
  const method = readConcept(dosage.method, 'Dosage.method');
  const { doses, rates } = doseAndRateWords(dosage.doseAndRate);
  const timing = timingWords(dosage.timing) ?? { rest: [], boundsPeriodOnly: false };
  const asNeeded = asNeededText(dosage);
  // The module's continuous infusion, and the only "continuously" the renderer writes: a rate and
  // a repeat that holds nothing but its start (and end), the pattern the guides document.
  const frequency =
    timing.frequency ??
    (timing.boundsPeriodOnly && rates !== undefined ? 'continuously' : undefined);
  // As needed, a frequency is the minimum interval: "as needed, at most once every 6 hours".
  const prn = asNeeded !== undefined && timing.maximumFrequency !== undefined;
  const schedule = (
    prn
      ? [timing.duration, `${asNeeded},`, timing.maximumFrequency, ...timing.rest]
      : [
          // "over 5 minutes, 10 minutes before a meal": two amounts of minutes apart.
          frequency === undefined && /^\d/.test(timing.rest[0] ?? '') && timing.duration
            ? `${timing.duration},`
            : timing.duration,
          frequency,
          ...timing.rest,
        ]
  ).filter((part): part is string => part !== undefined);
  if (timing.moments !== undefined) {
    // Fixed moments stand apart from a schedule: "every 12 hours for 6 doses, on 2025-03-14".
    const last = schedule.length - 1;
    if (last >= 0) schedule[last] = `${schedule[last] ?? ''},`;
    schedule.push(timing.moments);
  }
  if (!prn && asNeeded !== undefined) schedule.push(asNeeded);
  const main = [
    method && conceptWords(method, 'Dosage.method'),
    doses,
    routeText(dosage.route),
    rates,
    ...schedule,
  ].filter((part): part is string => part !== undefined);
  const sentence = [main.join(' '), ...limitsText(dosage)].filter((part) => part !== '').join(', ');
  if (sentence === '') return undefined;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
