/**
 * An R4 Timing in words: `event`, every element of `repeat` and `code`, alone and together,
 * with the meaning the R4 Timing datatype gives them. Nothing is said that the data does not
 * state: a `repeat` without `frequency` or `period` has no frequency in the sentence.
 */
import {
  dateTimeText,
  list,
  numberRange,
  periodText,
  plural,
  quantityText,
  rangeText,
  readConcept,
  readQuantity,
  timeText,
  type CodeableConcept,
} from './datatypes';
import {
  numberText,
  ownEntry,
  readCode,
  readElement,
  readList,
  readNumber,
  unique,
  unrenderable,
  type JsonObject,
} from './json';
import {
  abbreviations,
  dayNames,
  daysOfWeek,
  eventsWithoutOffset,
  eventTiming,
  eventTimingCodes,
  GTS_ABBREVIATION,
  perOneUnit,
  unitOfTimeWords,
  unitsOfTime,
  type Abbreviation,
  type DayOfWeek,
  type EventTiming,
  type UnitOfTime,
} from './vocabulary';

/** The course limit `bounds[x]` as the sentence can say it after "for", "within" or alone. */
type Bounds =
  | { kind: 'length'; amount: string }
  | { kind: 'dates'; start?: string; end?: string; text: string };

interface Repeat {
  bounds?: Bounds;
  count?: number;
  countMax?: number;
  duration?: number;
  durationMax?: number;
  durationUnit?: UnitOfTime;
  frequency?: number;
  frequencyMax?: number;
  period?: number;
  periodMax?: number;
  periodUnit?: UnitOfTime;
  dayOfWeek: DayOfWeek[];
  timeOfDay: string[];
  when: EventTiming[];
  offset?: number;
}

const repeatElements = [
  'boundsDuration',
  'boundsRange',
  'boundsPeriod',
  'count',
  'countMax',
  'duration',
  'durationMax',
  'durationUnit',
  'frequency',
  'frequencyMax',
  'period',
  'periodMax',
  'periodUnit',
  'dayOfWeek',
  'timeOfDay',
  'when',
  'offset',
];

function readBounds(repeat: JsonObject): Bounds | undefined {
  const choices = ['boundsDuration', 'boundsRange', 'boundsPeriod'].filter(
    (key) => repeat[key] !== undefined,
  );
  if (choices.length > 1) return unrenderable('Timing.repeat has more than one bounds[x]');
  const duration = readQuantity(repeat.boundsDuration, 'Timing.repeat.boundsDuration', false);
  if (duration !== undefined) return { kind: 'length', amount: quantityText(duration) };
  const range = rangeText(repeat.boundsRange, 'Timing.repeat.boundsRange');
  if (range !== undefined) return { kind: 'length', amount: range };
  const period = readElement(repeat.boundsPeriod, 'Timing.repeat.boundsPeriod', ['start', 'end']);
  if (period === undefined) return undefined;
  const text = periodText(period, 'Timing.repeat.boundsPeriod') ?? '';
  const at = (key: 'start' | 'end'): string | undefined =>
    period[key] === undefined ? undefined : dateTimeText(period[key], `boundsPeriod.${key}`);
  return { kind: 'dates', start: at('start'), end: at('end'), text };
}

function readCodes<Code extends string>(
  value: unknown,
  what: string,
  codes: readonly Code[],
): Code[] {
  return unique(
    (readList(value, what) ?? []).map(
      (code, index) => readCode(code, `${what}[${index}]`, codes) ?? unrenderable(what),
    ),
  );
}

/** Reads `Timing.repeat` and checks the R4 invariants tim-1 to tim-10 the sentence relies on. */
function readRepeat(value: unknown): Repeat | undefined {
  const repeat = readElement(value, 'Timing.repeat', repeatElements);
  if (repeat === undefined) return undefined;
  const number = (key: string, kind: 'decimal' | 'positiveInt' | 'unsignedInt') =>
    readNumber(repeat[key], `Timing.repeat.${key}`, kind);
  const unit = (key: string) => readCode(repeat[key], `Timing.repeat.${key}`, unitsOfTime);
  const read: Repeat = {
    bounds: readBounds(repeat),
    count: number('count', 'positiveInt'),
    countMax: number('countMax', 'positiveInt'),
    duration: number('duration', 'decimal'),
    durationMax: number('durationMax', 'decimal'),
    durationUnit: unit('durationUnit'),
    frequency: number('frequency', 'positiveInt'),
    frequencyMax: number('frequencyMax', 'positiveInt'),
    period: number('period', 'decimal'),
    periodMax: number('periodMax', 'decimal'),
    periodUnit: unit('periodUnit'),
    dayOfWeek: readCodes(repeat.dayOfWeek, 'Timing.repeat.dayOfWeek', daysOfWeek),
    timeOfDay: unique(
      (readList(repeat.timeOfDay, 'Timing.repeat.timeOfDay') ?? []).map((time, index) =>
        timeText(time, `Timing.repeat.timeOfDay[${index}]`),
      ),
    ),
    when: readCodes(repeat.when, 'Timing.repeat.when', eventTimingCodes),
    offset: number('offset', 'unsignedInt'),
  };
  const broken = (rule: string): never => unrenderable(`Timing.repeat breaks ${rule}`);
  if (read.duration !== undefined && read.durationUnit === undefined) broken('tim-1');
  if (read.period !== undefined && read.periodUnit === undefined) broken('tim-2');
  if (read.duration !== undefined && read.duration < 0) broken('tim-4');
  if (read.period !== undefined && read.period < 0) broken('tim-5');
  if (read.periodMax !== undefined && read.period === undefined) broken('tim-6');
  if (read.durationMax !== undefined && read.duration === undefined) broken('tim-7');
  if (read.countMax !== undefined && read.count === undefined) broken('tim-8');
  if (
    read.offset !== undefined &&
    (read.when.length === 0 || read.when.some((code) => eventsWithoutOffset.includes(code)))
  ) {
    broken('tim-9');
  }
  if (read.timeOfDay.length > 0 && read.when.length > 0) broken('tim-10');
  return read;
}

const emptyRepeat: Repeat = { dayOfWeek: [], timeOfDay: [], when: [] };

const hasSchedule = (repeat: Repeat): boolean =>
  repeat.period !== undefined || repeat.when.length > 0 || repeat.timeOfDay.length > 0;

/**
 * R4: a Timing.code "is understood to be a complete statement of whatever is specified in the
 * structured timing data ..., with the exception that .repeat.bounds still applies over the code".
 * A known abbreviation therefore fills in what the repeat leaves out ("BID" with `boundsDuration`
 * 5 days is twice daily for 5 days), and a repeat that says otherwise contradicts it. A code the
 * renderer does not know can be left aside only when the repeat states the schedule itself.
 */
function withCode(repeat: Repeat | undefined, code: CodeableConcept): Repeat {
  const codes = unique(
    code.codings.filter((coding) => coding.system === GTS_ABBREVIATION).map((c) => c.code),
  );
  if (codes.length > 1) return unrenderable('Timing.code has two abbreviations');
  const abbreviation: Abbreviation | undefined = ownEntry(abbreviations, codes[0]);
  if (abbreviation === undefined) {
    if (repeat !== undefined && hasSchedule(repeat)) return repeat;
    return unrenderable('Timing.code is not in the R4 timing-abbreviation value set');
  }
  const given = repeat ?? emptyRepeat;
  const contradicts =
    (given.frequency !== undefined && given.frequency !== abbreviation.frequency) ||
    (given.frequencyMax !== undefined && given.frequencyMax !== abbreviation.frequency) ||
    (given.period !== undefined &&
      (given.period !== abbreviation.period || given.periodUnit !== abbreviation.periodUnit)) ||
    (given.periodMax !== undefined && given.periodMax !== abbreviation.period) ||
    (abbreviation.when !== undefined &&
      (given.timeOfDay.length > 0 || given.when.some((event) => event !== abbreviation.when)));
  if (contradicts) return unrenderable('Timing.code and Timing.repeat disagree');
  return {
    ...given,
    frequency: abbreviation.frequency,
    period: abbreviation.period,
    periodUnit: abbreviation.periodUnit,
    when: abbreviation.when === undefined ? given.when : [abbreviation.when],
  };
}

/** Once per one unit: "once daily", but "every hour" (not "once hourly"). */
const oncePerUnit: Readonly<Record<UnitOfTime, string>> = {
  s: 'every second',
  min: 'every minute',
  h: 'every hour',
  d: 'once daily',
  wk: 'once weekly',
  mo: 'once monthly',
  a: 'once yearly',
};

/** "once daily", "twice weekly", "every 8 hours", "every 4 to 6 hours", "3 times every 2 days". */
function frequencyText(repeat: Repeat, period: number, unit: UnitOfTime): string {
  if (period === 0) return unrenderable('Timing.repeat.period is zero');
  // R4: "If no frequency is stated, the assumption is that the event occurs once per period".
  const times = repeat.frequency ?? 1;
  const periodMax = repeat.periodMax === period ? undefined : repeat.periodMax;
  const once = repeat.frequencyMax === undefined || repeat.frequencyMax === times;
  const counted = once
    ? times === 1
      ? 'once'
      : times === 2
        ? 'twice'
        : `${times} times`
    : `${numberRange(times, repeat.frequencyMax, 'Timing.repeat.frequency')} times`;
  if (period === 1 && periodMax === undefined) {
    if (counted === 'once') return oncePerUnit[unit];
    const adverb = perOneUnit[unit];
    return adverb === undefined
      ? `${counted} per ${unitOfTimeWords[unit]}`
      : `${counted} ${adverb}`;
  }
  const every = `every ${numberRange(period, periodMax, 'Timing.repeat.period')} ${plural(
    unitOfTimeWords[unit],
    periodMax ?? period,
  )}`;
  return counted === 'once' ? every : `${counted} ${every}`;
}

/** "with breakfast", "30 minutes before breakfast and 30 minutes before dinner". */
function whenText(repeat: Repeat): string | undefined {
  if (repeat.when.length === 0) return undefined;
  const { offset } = repeat;
  return list(
    repeat.when.map((code) => {
      const words = eventTiming[code];
      if (offset === undefined) return words.alone;
      return `${numberText(offset)} ${plural('minute', offset)} ${words.direction} ${words.anchor}`;
    }),
  );
}

/**
 * The limit of the course with `count`. R4: "If you have both bounds and count, then this should
 * be understood as within the bounds period, until count times happens."
 */
function courseText(repeat: Repeat, scheduled: boolean): string | undefined {
  const { bounds, count, countMax } = repeat;
  if (count === undefined) {
    if (bounds === undefined) return undefined;
    return bounds.kind === 'length' ? `for ${bounds.amount}` : bounds.text;
  }
  const counted = numberRange(count, countMax, 'Timing.repeat.count');
  if (scheduled) {
    const doses = `${counted} ${plural('dose', countMax ?? count)}`;
    if (bounds === undefined) return `for ${doses}`;
    const course = bounds.kind === 'length' ? `for ${bounds.amount}` : bounds.text;
    return `${course}, stopping after ${doses}`;
  }
  // Without a schedule the count is how often: R4's "Take once, at any time" is count 1.
  const times = count === 1 && countMax === undefined ? 'once' : `${counted} times`;
  if (bounds === undefined) return times;
  if (bounds.kind === 'length') return `${times} within ${bounds.amount}`;
  if (bounds.start !== undefined && bounds.end !== undefined) {
    return `${times} between ${bounds.start} and ${bounds.end}`;
  }
  return `${times} ${bounds.text}`;
}

export interface TimingWords {
  /** How long one administration lasts: "over 30 minutes". */
  duration?: string;
  /** How often, from `frequency` and `period`: "every 6 hours". */
  frequency?: string;
  /** The same as a maximum, for a dose given as needed: "at most once every 6 hours". */
  maximumFrequency?: string;
  /** Days, times, events of daily life and the course, in that order. */
  rest: string[];
  /** The fixed moments of `Timing.event`: "on 2025-03-14 at 08:30". */
  moments?: string;
  /**
   * The repeat holds `boundsPeriod` and nothing else: with a rate, the module's documented
   * continuous infusion.
   */
  boundsPeriodOnly: boolean;
}

function repeatWords(repeat: Repeat): TimingWords {
  const { duration, durationUnit, period, periodUnit } = repeat;
  if (
    period === undefined &&
    (repeat.frequency !== undefined || repeat.frequencyMax !== undefined)
  ) {
    // R4 gives no period to a bare frequency; the guides call such a schedule incomplete.
    return unrenderable('Timing.repeat has a frequency without a period');
  }
  const frequency =
    period === undefined || periodUnit === undefined
      ? undefined
      : frequencyText(repeat, period, periodUnit);
  const daily =
    period === undefined && repeat.timeOfDay.length > 0 && repeat.dayOfWeek.length === 0
      ? // R4 timeOfDay: "it is inferred that the action happens every day".
        'daily'
      : undefined;
  return {
    duration:
      duration === undefined || durationUnit === undefined
        ? undefined
        : `over ${numberRange(duration, repeat.durationMax, 'Timing.repeat.duration')} ${plural(
            unitOfTimeWords[durationUnit],
            repeat.durationMax ?? duration,
          )}`,
    frequency,
    maximumFrequency:
      frequency === undefined
        ? undefined
        : `at most ${frequency.startsWith('every ') ? `once ${frequency}` : frequency}`,
    rest: [
      daily,
      repeat.dayOfWeek.length > 0
        ? `on ${list(repeat.dayOfWeek.map((day) => dayNames[day]))}`
        : undefined,
      repeat.timeOfDay.length > 0 ? `at ${list(repeat.timeOfDay)}` : undefined,
      whenText(repeat),
      courseText(repeat, hasSchedule(repeat) || repeat.dayOfWeek.length > 0),
    ].filter((part): part is string => part !== undefined),
    boundsPeriodOnly: false,
  };
}

/** "on 2025-03-14 at 08:30 and on 2025-03-15". */
function eventText(value: unknown): string | undefined {
  const events = readList(value, 'Timing.event');
  if (events === undefined) return undefined;
  const written = unique(events);
  const moments = unique(
    written.map((event, index) => dateTimeText(event, `Timing.event[${index}]`)),
  );
  // Two moments that differ only in their time zone would read as one dose.
  if (moments.length < written.length) return unrenderable('Timing.event differs only in zones');
  return list(
    moments.map((moment) => {
      const [date, time] = moment.split(' ');
      return time === undefined ? `on ${date ?? moment}` : `on ${date ?? moment} at ${time}`;
    }),
  );
}

/** The words of `Dosage.timing`; undefined when it states nothing. */
export function timingWords(value: unknown): TimingWords | undefined {
  const timing = readElement(value, 'Dosage.timing', ['event', 'repeat', 'code']);
  if (timing === undefined) return undefined;
  const events = eventText(timing.event);
  const read = readRepeat(timing.repeat);
  const code = readConcept(timing.code, 'Timing.code');
  const repeat = code === undefined ? read : withCode(read, code);
  const words: TimingWords =
    repeat === undefined ? { rest: [], boundsPeriodOnly: false } : repeatWords(repeat);
  words.moments = events;
  words.boundsPeriodOnly =
    repeat !== undefined &&
    code === undefined &&
    events === undefined &&
    repeat.bounds?.kind === 'dates' &&
    repeat.count === undefined &&
    repeat.duration === undefined &&
    repeat.period === undefined &&
    repeat.dayOfWeek.length === 0 &&
    repeat.timeOfDay.length === 0 &&
    repeat.when.length === 0;
  return words;
}
