/**
 * A Dosage's meaning in one sentence of a language: method, dose, route, rate, timing, "as
 * needed", then the ceilings, the site and the additional instructions. The order and the
 * punctuation are the same in every language; the words and their grammar are the catalogue's.
 */
import type { Name, Quantity, Range, Ratio, Unit } from './datatypes';
import type { Amount, DoseAndRate, DosageMeaning } from './dosage';
import type { Catalogue, Frequency, Say } from './language';
import { statesSchedule, type Bounds, type Schedule } from './timing';
import { eventsBefore, type Abbreviation } from './vocabulary';

interface Words {
  catalogue: Catalogue;
  say: Say;
}

/** Text of the data without a letter or digit ("-", ","): quoted, or it reads as punctuation. */
function holdsNoWord(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

function quoted({ catalogue }: Words, text: string): string {
  return `${catalogue.quotes[0]}${text}${catalogue.quotes[1]}`;
}

function nameText(words: Words, name: Name): string {
  if (name.kind === 'code') return name.code;
  const { text } = name;
  if (holdsNoWord(text)) return quoted(words, text);
  const { catalogue } = words;
  // "Pain" reads "pain" in a sentence; an acronym ("COPD") stays.
  return catalogue.lowerCaseNames && /^\p{Lu}[^\p{Lu}]/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** A unit for a value; `undefined` value: the unit of an amount not stated (plural form). */
function unitText({ catalogue, say }: Words, unit: Unit, value: number | undefined): string {
  const count = value ?? 2;
  switch (unit.kind) {
    case 'time':
      return say.plural(count, catalogue.unitsOfTime[unit.code]);
    case 'form':
      return say.plural(count, catalogue.forms[unit.code]);
    case 'ucum':
      return say.plural(count, catalogue.ucumUnits[unit.code]);
    case 'counted':
      return holdsNoWord(unit.text)
        ? quoted({ catalogue, say }, unit.text)
        : catalogue.countedUnit(unit.text, value);
    default:
      return holdsNoWord(unit.text) ? quoted({ catalogue, say }, unit.text) : unit.text;
  }
}

function quantityText(words: Words, quantity: Quantity): string {
  const { catalogue, say } = words;
  const comparator =
    quantity.comparator === undefined ? '' : `${catalogue.comparators[quantity.comparator]} `;
  if (quantity.value === undefined) {
    return (
      comparator +
      (quantity.unit === undefined
        ? catalogue.unstatedAmount
        : catalogue.amountNotStated(unitText(words, quantity.unit, undefined)))
    );
  }
  const unit =
    quantity.unit === undefined ? '' : ` ${unitText(words, quantity.unit, quantity.value)}`;
  return `${comparator}${say.number(quantity.value)}${unit}`;
}

const sameUnit = (a: Unit | undefined, b: Unit | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** "1 to 2 tablets", "250 mg to 1 g", "at least 5 days", "up to 10 mL/h", "3 to 5". */
function rangeText(words: Words, range: Range): string {
  const { catalogue, say } = words;
  const { low, high } = range;
  if (high === undefined) return catalogue.atLeast(quantityText(words, low as Quantity));
  if (low === undefined) return catalogue.upTo(quantityText(words, high));
  if (
    low.value !== undefined &&
    high.value !== undefined &&
    sameUnit(low.unit, high.unit) &&
    low.comparator === undefined &&
    high.comparator === undefined
  ) {
    const unit = high.unit === undefined ? '' : ` ${unitText(words, high.unit, high.value)}`;
    return `${say.span(low.value, high.value)}${unit}`;
  }
  return `${quantityText(words, low)} ${catalogue.to} ${quantityText(words, high)}`;
}

/** "4 g per 24 hours", "10 mg per kg": a denominator of one says its unit alone. */
function ratioText(words: Words, ratio: Ratio): string {
  const { denominator } = ratio;
  const perOne =
    denominator.value === 1 &&
    denominator.comparator === undefined &&
    denominator.unit !== undefined
      ? unitText(words, denominator.unit, 1)
      : undefined;
  return words.catalogue.ratio(
    quantityText(words, ratio.numerator),
    perOne ?? quantityText(words, denominator),
  );
}

function amountText(words: Words, amount: Amount): string {
  if (amount.kind === 'quantity') return quantityText(words, amount.quantity);
  if (amount.kind === 'range') return rangeText(words, amount.range);
  return ratioText(words, amount.ratio);
}

/** A rate that starts with "at least", "up to" or a comparator. */
const qualified = (amount: Amount): boolean =>
  amount.kind === 'range' &&
  (amount.range.low === undefined ||
    amount.range.high === undefined ||
    amount.range.low.comparator !== undefined);

/**
 * The doses and the rates. One entry is said as it is. Several entries say the same
 * administration in different ways (R4 `type`: ordered, calculated): typed ones are named by their
 * type; untyped ones are the first, "also stated as" the others.
 */
function doseAndRateWords(
  words: Words,
  entries: readonly DoseAndRate[],
): { doses?: string; rates?: string } {
  const { catalogue, say } = words;
  const said = entries.map((entry) => ({
    type:
      entry.type === undefined
        ? undefined
        : entry.type.kind === 'known'
          ? catalogue.doseTypes[entry.type.code]
          : nameText(words, entry.type.name),
    dose: entry.dose && amountText(words, entry.dose),
    rate: entry.rate && catalogue.rate(amountText(words, entry.rate), qualified(entry.rate)),
  }));
  const [only] = said;
  if (said.length === 1 && only !== undefined) {
    const typed = (text: string) =>
      only.type === undefined ? text : catalogue.typed(text, only.type);
    return {
      doses: only.dose && typed(only.dose),
      rates: only.rate && (only.dose === undefined ? typed(only.rate) : only.rate),
    };
  }
  const join = (texts: { text: string; type?: string }[]): string | undefined => {
    const typed = texts.map(({ text, type }) =>
      type === undefined ? text : catalogue.typed(text, type),
    );
    const [first, ...others] = typed;
    if (first === undefined) return undefined;
    if (others.length === 0) return first;
    return texts.every(({ type }) => type !== undefined)
      ? say.list(typed)
      : catalogue.alsoStatedAs(first, say.list(others));
  };
  return {
    doses: join(
      said.flatMap(({ dose, type }) => (dose === undefined ? [] : [{ text: dose, type }])),
    ),
    rates: join(
      said.flatMap(({ rate, type }) => (rate === undefined ? [] : [{ text: rate, type }])),
    ),
  };
}

function boundsText(words: Words, bounds: Bounds): string {
  const { catalogue, say } = words;
  if (bounds.kind === 'duration') return catalogue.during(quantityText(words, bounds.length));
  if (bounds.kind === 'range') return catalogue.during(rangeText(words, bounds.length));
  const { start, end } = bounds.period;
  if (start !== undefined && end !== undefined) return catalogue.fromTo(start, end, say);
  return start !== undefined
    ? catalogue.from(start, say)
    : catalogue.until(end ?? start ?? { year: 0 }, say);
}

/**
 * The limit of the course with `count`. R4: "If you have both bounds and count, then this should
 * be understood as within the bounds period, until count times happens."
 */
function courseText(words: Words, schedule: Schedule, scheduled: boolean): string | undefined {
  const { catalogue, say } = words;
  const { bounds, count, countMax } = schedule.repeat;
  if (count === undefined) return bounds && boundsText(words, bounds);
  const counted = say.span(count, countMax);
  if (scheduled) {
    const doses = catalogue.doses(counted, countMax ?? count, bounds !== undefined);
    return bounds === undefined ? doses : `${boundsText(words, bounds)}, ${doses}`;
  }
  // Without a schedule the count is how often: R4's "Take once, at any time" is count 1.
  const times = catalogue.times(counted, countMax ?? count);
  if (bounds === undefined) return times;
  if (bounds.kind === 'duration')
    return catalogue.within(times, quantityText(words, bounds.length));
  if (bounds.kind === 'range') return catalogue.within(times, rangeText(words, bounds.length));
  const { start, end } = bounds.period;
  if (start !== undefined && end !== undefined) return catalogue.between(times, start, end, say);
  return `${times} ${boundsText(words, bounds)}`;
}

const frequencyOf = (repeat: Frequency): Frequency | undefined =>
  repeat.frequency === undefined &&
  repeat.frequencyMax === undefined &&
  repeat.period === undefined &&
  repeat.unit === undefined
    ? undefined
    : repeat;

function abbreviationText(words: Words, abbreviation: Abbreviation): string {
  const { catalogue, say } = words;
  const often = catalogue.frequency(
    {
      frequency: abbreviation.frequency,
      period: abbreviation.period,
      unit: abbreviation.periodUnit,
    },
    say,
  );
  return abbreviation.when === undefined
    ? often
    : `${often} ${catalogue.events[abbreviation.when].alone}`;
}

interface TimingWords {
  duration?: string;
  frequency?: string;
  maximumFrequency?: string;
  /** Days, times, events of daily life and the course, in that order. */
  rest: string[];
  moments?: string;
  /** The repeat holds `boundsPeriod` and nothing else: with a rate, a continuous infusion. */
  boundsPeriodOnly: boolean;
}

function timingWords(words: Words, schedule: Schedule): TimingWords {
  const { catalogue, say } = words;
  const { repeat, events, codeName, contradictingCode } = schedule;
  const often = frequencyOf({
    frequency: repeat.frequency,
    frequencyMax: repeat.frequencyMax,
    period: repeat.period,
    periodMax: repeat.periodMax,
    unit: repeat.periodUnit,
  });
  const coded = contradictingCode && catalogue.coded(abbreviationText(words, contradictingCode));
  const frequency = often && catalogue.frequency(often, say);
  const { duration, durationMax, durationUnit, offset } = repeat;
  const daily =
    repeat.period === undefined &&
    repeat.periodUnit === undefined &&
    repeat.timeOfDay.length > 0 &&
    repeat.dayOfWeek.length === 0;
  const when =
    repeat.when.length === 0
      ? undefined
      : say.list(
          repeat.when.map((code) =>
            offset === undefined
              ? catalogue.events[code].alone
              : catalogue.offset(
                  offset,
                  eventsBefore.includes(code),
                  catalogue.events[code].anchor,
                  say,
                ),
          ),
        );
  const scheduled = statesSchedule(repeat) || repeat.dayOfWeek.length > 0 || codeName !== undefined;
  const rest = [
    daily ? catalogue.daily : undefined,
    repeat.dayOfWeek.length > 0
      ? catalogue.onDays(say.list(repeat.dayOfWeek.map((day) => say.day(day))))
      : undefined,
    repeat.timeOfDay.length > 0 ? catalogue.atTimes(say.list(repeat.timeOfDay)) : undefined,
    when,
    courseText(words, schedule, scheduled),
    coded,
  ].filter((part): part is string => part !== undefined);
  return {
    duration:
      durationUnit === undefined
        ? undefined
        : duration === undefined
          ? catalogue.overUnit(durationUnit, say)
          : catalogue.over(
              `${say.span(duration, durationMax)} ${say.unitOfTime(durationUnit, durationMax ?? duration)}`,
            ),
    frequency: frequency ?? (codeName && nameText(words, codeName)),
    maximumFrequency: often && catalogue.maximumFrequency(often, say),
    rest,
    moments:
      events.length === 0 ? undefined : say.list(events.map((event) => catalogue.on(event, say))),
    boundsPeriodOnly:
      repeat.bounds?.kind === 'period' &&
      events.length === 0 &&
      codeName === undefined &&
      contradictingCode === undefined &&
      repeat.count === undefined &&
      durationUnit === undefined &&
      often === undefined &&
      repeat.dayOfWeek.length === 0 &&
      repeat.timeOfDay.length === 0 &&
      repeat.when.length === 0,
  };
}

/** The sentence in the catalogue's language, or undefined when the meaning holds nothing to say. */
export function sentence(
  meaning: DosageMeaning,
  catalogue: Catalogue,
  say: Say,
): string | undefined {
  const words: Words = { catalogue, say };
  const { doses, rates } = doseAndRateWords(words, meaning.doseAndRate);
  const timing =
    meaning.schedule === undefined
      ? { rest: [], boundsPeriodOnly: false }
      : timingWords(words, meaning.schedule);
  const asNeeded =
    meaning.asNeeded === undefined
      ? undefined
      : meaning.asNeeded === true
        ? catalogue.asNeeded
        : catalogue.asNeededFor(nameText(words, meaning.asNeeded));
  // The module's continuous infusion, and the only "continuously" the renderer writes: a rate and
  // a repeat that holds nothing but its start (and end), the pattern the guides document.
  const frequency =
    timing.frequency ??
    (timing.boundsPeriodOnly && rates !== undefined ? catalogue.continuously : undefined);
  // As needed, a frequency is the most often a dose may be given: "at most once every 6 hours".
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
    // Fixed moments stand apart from a schedule: "every 12 hours for 6 doses, on 14 March 2025".
    const last = schedule.length - 1;
    if (last >= 0) schedule[last] = `${schedule[last] ?? ''},`;
    schedule.push(timing.moments);
  }
  if (!prn && asNeeded !== undefined) schedule.push(asNeeded);
  const main = [
    meaning.method && nameText(words, meaning.method),
    doses,
    meaning.route &&
      (meaning.route.kind === 'known'
        ? catalogue.routes[meaning.route.route]
        : catalogue.byRoute(nameText(words, meaning.route.name))),
    rates,
    ...schedule,
  ].filter((part): part is string => part !== undefined);
  const { maxPerPeriod, maxPerAdministration, maxPerLifetime, site } = meaning;
  const parts = [
    main.join(' '),
    maxPerPeriod && catalogue.maxPerPeriod(ratioText(words, maxPerPeriod)),
    maxPerAdministration &&
      catalogue.maxPerAdministration(quantityText(words, maxPerAdministration)),
    maxPerLifetime && catalogue.maxPerLifetime(quantityText(words, maxPerLifetime)),
    site && catalogue.site(nameText(words, site)),
    meaning.additionalInstructions.length === 0
      ? undefined
      : catalogue.additionalInstructions(
          meaning.additionalInstructions.map((instruction) => nameText(words, instruction)),
        ),
  ].filter((part): part is string => part !== undefined && part !== '');
  return parts.length === 0 ? undefined : catalogue.capitalise(parts.join(', '));
}
