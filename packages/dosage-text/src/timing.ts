/**
 * An R4 Timing read into what it states: `event`, every element of `repeat`, and `code`, with the
 * meaning the R4 Timing datatype gives them and its invariants tim-1 to tim-10. Nothing is added
 * that the data does not state: a `frequency` without `period` is that many times, no more.
 */
import {
  conceptName,
  readConcept,
  readMoment,
  readPeriod,
  readQuantity,
  readRange,
  readTime,
  sameMoment,
  type CodeableConcept,
  type Moment,
  type Name,
  type Period,
  type Quantity,
  type Range,
} from './datatypes';
import {
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
  daysOfWeek,
  eventsWithoutOffset,
  eventTimingCodes,
  GTS_ABBREVIATION,
  unitsOfTime,
  type Abbreviation,
  type DayOfWeek,
  type EventTiming,
  type UnitOfTime,
} from './vocabulary';

/** The course limit `bounds[x]`. */
export type Bounds =
  | { kind: 'duration'; length: Quantity }
  | { kind: 'range'; length: Range }
  | { kind: 'period'; period: Period };

export interface Repeat {
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
  /** Clock times as written: "08:00". */
  timeOfDay: string[];
  when: EventTiming[];
  offset?: number;
}

/** What a Timing states. */
export interface Schedule {
  repeat: Repeat;
  /** The fixed moments of `Timing.event`. */
  events: Moment[];
  /**
   * A `Timing.code` the repeat does not say: its name stands for the schedule when the repeat
   * states none (R4: the code is a complete statement of the timing).
   */
  codeName?: Name;
  /** A timing abbreviation that says another schedule than the repeat: shown beside it. */
  contradictingCode?: Abbreviation;
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
  const duration = readQuantity(repeat.boundsDuration, 'Timing.repeat.boundsDuration', 'duration');
  if (duration !== undefined) return { kind: 'duration', length: duration };
  const range = readRange(repeat.boundsRange, 'Timing.repeat.boundsRange');
  if (range !== undefined) return { kind: 'range', length: range };
  const period = readPeriod(repeat.boundsPeriod, 'Timing.repeat.boundsPeriod');
  return period === undefined ? undefined : { kind: 'period', period };
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

/** Reads `Timing.repeat` and checks the R4 invariants tim-1 to tim-10. */
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
        readTime(time, `Timing.repeat.timeOfDay[${index}]`),
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

/** Whether the repeat says how often or when: a code beside it may be left aside. */
export const statesSchedule = (repeat: Repeat): boolean =>
  repeat.frequency !== undefined ||
  repeat.frequencyMax !== undefined ||
  repeat.period !== undefined ||
  repeat.when.length > 0 ||
  repeat.timeOfDay.length > 0;

/** Whether a repeat says something a timing abbreviation says otherwise. */
function contradicts(given: Repeat, abbreviation: Abbreviation): boolean {
  return (
    (given.frequency !== undefined && given.frequency !== abbreviation.frequency) ||
    (given.frequencyMax !== undefined && given.frequencyMax !== abbreviation.frequency) ||
    (given.period !== undefined &&
      (given.period !== abbreviation.period || given.periodUnit !== abbreviation.periodUnit)) ||
    (given.periodMax !== undefined && given.periodMax !== abbreviation.period) ||
    (abbreviation.when !== undefined &&
      (given.timeOfDay.length > 0 || given.when.some((event) => event !== abbreviation.when)))
  );
}

/**
 * R4: a Timing.code "is understood to be a complete statement of whatever is specified in the
 * structured timing data, and either the code or the data may be used to interpret the Timing,
 * with the exception that .repeat.bounds still applies over the code". A known abbreviation fills
 * in what the repeat leaves out ("BID" with `boundsDuration` 5 days is twice daily for 5 days).
 * Where the repeat states its own schedule, the data is used; an abbreviation that says another
 * schedule is kept beside it, so the reader sees the contradiction. A code the renderer does not
 * know stands, by its name, for the schedule a repeat does not state.
 */
function withCode(repeat: Repeat | undefined, code: CodeableConcept): Omit<Schedule, 'events'> {
  const given = repeat ?? emptyRepeat;
  const known = unique(
    code.codings.flatMap((coding) => {
      const abbreviation =
        coding.system === GTS_ABBREVIATION ? ownEntry(abbreviations, coding.code) : undefined;
      return abbreviation === undefined ? [] : [abbreviation];
    }),
  );
  const [first, ...others] = known;
  if (first !== undefined && contradicts(given, first)) {
    return { repeat: given, contradictingCode: first };
  }
  if (first !== undefined) {
    const merged: Repeat = {
      ...given,
      frequency: first.frequency,
      period: first.period,
      periodUnit: first.periodUnit,
      when: first.when === undefined ? given.when : [first.when],
    };
    // Two abbreviations of one Timing that differ (BID and TID) contradict each other.
    return {
      repeat: merged,
      contradictingCode: others.find((other) => contradicts(merged, other)),
    };
  }
  if (statesSchedule(given)) return { repeat: given };
  return { repeat: given, codeName: conceptName(code, 'Timing.code') };
}

function readEvents(value: unknown): Moment[] {
  const events = readList(value, 'Timing.event');
  if (events === undefined) return [];
  const moments = events.map((event, index) => readMoment(event, `Timing.event[${index}]`));
  const written = unique(events);
  const distinct = moments.filter(
    (moment, index) => moments.findIndex((other) => sameMoment(other, moment)) === index,
  );
  // Two moments that differ only in their time zone would read as one dose.
  if (distinct.length < written.length) return unrenderable('Timing.event differs only in zones');
  return distinct;
}

/** What `Dosage.timing` states; undefined when it states nothing. */
export function readTiming(value: unknown): Schedule | undefined {
  const timing = readElement(value, 'Dosage.timing', ['event', 'repeat', 'code']);
  if (timing === undefined) return undefined;
  const events = readEvents(timing.event);
  const repeat = readRepeat(timing.repeat);
  const code = readConcept(timing.code, 'Timing.code');
  const read = code === undefined ? { repeat: repeat ?? emptyRepeat } : withCode(repeat, code);
  return { ...read, events };
}
