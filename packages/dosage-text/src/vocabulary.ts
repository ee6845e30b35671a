/**
 * The words for the codes of FHIR R4 a Dosage uses, with their meaning from the standard. Each
 * table holds every code of its required value set, so a code outside it is invalid R4.
 */

/** R4 units-of-time (UCUM), the units of `periodUnit` and `durationUnit`. */
export const unitsOfTime = ['s', 'min', 'h', 'd', 'wk', 'mo', 'a'] as const;
export type UnitOfTime = (typeof unitsOfTime)[number];

export const unitOfTimeWords: Readonly<Record<UnitOfTime, string>> = {
  s: 'second',
  min: 'minute',
  h: 'hour',
  d: 'day',
  wk: 'week',
  mo: 'month',
  a: 'year',
};

export function isUnitOfTime(code: string | undefined): code is UnitOfTime {
  return unitsOfTime.some((unit) => unit === code);
}

/** "Daily", "weekly": a period of one unit said as an adverb. */
export const perOneUnit: Readonly<Record<UnitOfTime, string | undefined>> = {
  s: undefined,
  min: undefined,
  h: 'hourly',
  d: 'daily',
  wk: 'weekly',
  mo: 'monthly',
  a: 'yearly',
};

/** R4 days-of-week. */
export const daysOfWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

export const dayNames: Readonly<Record<DayOfWeek, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * One code of the R4 EventTiming value set: the phrase alone, and with an `offset` (minutes) the
 * direction and the moment the minutes count from. R4: "If the event code does not indicate
 * whether the minutes is before or after the event, then the offset is assumed to be after the
 * event."
 */
export interface EventWords {
  alone: string;
  direction: 'before' | 'after';
  anchor: string;
}

const after = (alone: string, anchor: string): EventWords => ({
  alone,
  direction: 'after',
  anchor,
});
const before = (alone: string, anchor: string): EventWords => ({
  alone,
  direction: 'before',
  anchor,
});

/**
 * The R4 EventTiming value set: every code of http://hl7.org/fhir/event-timing and the codes it
 * takes from HL7 v3 TimingEvent (not IC, ICM, ICD, ICV). The parts of the day have no exact time
 * in R4 ("established by institution convention or patient interpretation"), so an offset counts
 * from that usual time, not from a start the standard does not define.
 */
export const eventTiming = {
  MORN: after('in the morning', 'the usual morning time'),
  'MORN.early': after('early in the morning', 'the usual early-morning time'),
  'MORN.late': after('late in the morning', 'the usual late-morning time'),
  NOON: after('at noon', 'noon'),
  AFT: after('in the afternoon', 'the usual afternoon time'),
  'AFT.early': after('early in the afternoon', 'the usual early-afternoon time'),
  'AFT.late': after('late in the afternoon', 'the usual late-afternoon time'),
  EVE: after('in the evening', 'the usual evening time'),
  'EVE.early': after('early in the evening', 'the usual early-evening time'),
  'EVE.late': after('late in the evening', 'the usual late-evening time'),
  NIGHT: after('at night', 'the usual night time'),
  // R4: "Event occurs [offset] after subject goes to sleep".
  PHS: after('after going to sleep', 'going to sleep'),
  // v3: "before the hour of sleep", hora somni.
  HS: before('at bedtime', 'bedtime'),
  WAKE: after('on waking', 'waking'),
  // The meals themselves take no offset (tim-9).
  C: after('with a meal', 'a meal'),
  CM: after('with breakfast', 'breakfast'),
  CD: after('with lunch', 'lunch'),
  CV: after('with dinner', 'dinner'),
  AC: before('before a meal', 'a meal'),
  ACM: before('before breakfast', 'breakfast'),
  ACD: before('before lunch', 'lunch'),
  ACV: before('before dinner', 'dinner'),
  PC: after('after a meal', 'a meal'),
  PCM: after('after breakfast', 'breakfast'),
  PCD: after('after lunch', 'lunch'),
  PCV: after('after dinner', 'dinner'),
} as const satisfies Record<string, EventWords>;

export type EventTiming = keyof typeof eventTiming;
export const eventTimingCodes = Object.keys(eventTiming) as EventTiming[];

/** tim-9: an offset cannot go with the meals themselves. */
export const eventsWithoutOffset: readonly EventTiming[] = ['C', 'CM', 'CD', 'CV'];

/** The structured Timing a code of the R4 timing-abbreviation value set stands for. */
export interface Abbreviation {
  frequency: number;
  period: number;
  periodUnit: UnitOfTime;
  when?: EventTiming;
}

export const GTS_ABBREVIATION = 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation';

const daily = (frequency: number, when?: EventTiming): Abbreviation =>
  when === undefined
    ? { frequency, period: 1, periodUnit: 'd' }
    : { frequency, period: 1, periodUnit: 'd', when };
const hourly = (period: number): Abbreviation => ({ frequency: 1, period, periodUnit: 'h' });

/**
 * Every code of the R4 timing-abbreviation value set, with the structure the R4 Timing datatype
 * gives it (AM is `when` MORN; PM, "every afternoon", is `when` AFT; BED, "at bedtime", is HS).
 */
export const abbreviations: Readonly<Record<string, Abbreviation>> = {
  BID: daily(2),
  TID: daily(3),
  QID: daily(4),
  AM: daily(1, 'MORN'),
  PM: daily(1, 'AFT'),
  QD: daily(1),
  QOD: { frequency: 1, period: 2, periodUnit: 'd' },
  Q1H: hourly(1),
  Q2H: hourly(2),
  Q3H: hourly(3),
  Q4H: hourly(4),
  Q6H: hourly(6),
  Q8H: hourly(8),
  BED: daily(1, 'HS'),
  WK: { frequency: 1, period: 1, periodUnit: 'wk' },
  MO: { frequency: 1, period: 1, periodUnit: 'mo' },
};

/**
 * The routes said as adverbs, by system and code: the module's SNOMED CT routes and their EDQM
 * standard terms. Any other route is named by its display.
 */
export const routeAdverbs: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'http://snomed.info/sct': {
    '26643006': 'by mouth',
    '47625008': 'intravenously',
    '34206005': 'subcutaneously',
    '78421000': 'intramuscularly',
    '37161004': 'rectally',
  },
  'http://standardterms.edqm.eu': {
    '20053000': 'by mouth',
    '20045000': 'intravenously',
    '20066000': 'subcutaneously',
    '20035000': 'intramuscularly',
    '20061000': 'rectally',
  },
};

export const UCUM = 'http://unitsofmeasure.org';

/** Counted units (HL7 orderable drug form, for example `TAB` "tablet") take a plural. */
export const ORDERABLE_DRUG_FORM = 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm';
