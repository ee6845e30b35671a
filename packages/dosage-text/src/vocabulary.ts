/**
 * The codes of FHIR R4 a Dosage uses, with their meaning from the standard, and the few codes of
 * other systems the renderer says in each language. Each list of a required value set holds
 * every code of it, so a code outside it is invalid R4. The words are in the catalogues.
 */

/** R4 units-of-time (UCUM), the units of `periodUnit` and `durationUnit`. */
export const unitsOfTime = ['s', 'min', 'h', 'd', 'wk', 'mo', 'a'] as const;
export type UnitOfTime = (typeof unitsOfTime)[number];

export function isUnitOfTime(code: string | undefined): code is UnitOfTime {
  return unitsOfTime.some((unit) => unit === code);
}

/** R4 days-of-week. */
export const daysOfWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

/**
 * The R4 EventTiming value set: every code of http://hl7.org/fhir/event-timing and the codes it
 * takes from HL7 v3 TimingEvent (not IC, ICM, ICD, ICV), with the direction of an `offset`. R4:
 * "If the event code does not indicate whether the minutes is before or after the event, then
 * the offset is assumed to be after the event." The parts of the day have no exact time in R4
 * ("established by institution convention or patient interpretation"), so an offset counts from
 * that usual time. HS, "before the hour of sleep" (hora somni), counts before.
 */
export const eventTimingCodes = [
  'MORN',
  'MORN.early',
  'MORN.late',
  'NOON',
  'AFT',
  'AFT.early',
  'AFT.late',
  'EVE',
  'EVE.early',
  'EVE.late',
  'NIGHT',
  'PHS',
  'HS',
  'WAKE',
  'C',
  'CM',
  'CD',
  'CV',
  'AC',
  'ACM',
  'ACD',
  'ACV',
  'PC',
  'PCM',
  'PCD',
  'PCV',
] as const;
export type EventTiming = (typeof eventTimingCodes)[number];

export const eventsBefore: readonly EventTiming[] = ['HS', 'AC', 'ACM', 'ACD', 'ACV'];

/** tim-9: an offset cannot go with the meals themselves. */
export const eventsWithoutOffset: readonly EventTiming[] = ['C', 'CM', 'CD', 'CV'];

export const comparators = ['<', '<=', '>=', '>'] as const;
export type Comparator = (typeof comparators)[number];

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

/** The routes each catalogue says in its own words (an adverb: "by mouth", "oraal"). */
export const knownRoutes = [
  'oral',
  'intravenous',
  'subcutaneous',
  'intramuscular',
  'rectal',
] as const;
export type KnownRoute = (typeof knownRoutes)[number];

/** The module's routes, by system and code: its SNOMED CT routes and their EDQM standard terms. */
export const routeCodes: Readonly<Record<string, Readonly<Record<string, KnownRoute>>>> = {
  'http://snomed.info/sct': {
    '26643006': 'oral',
    '47625008': 'intravenous',
    '34206005': 'subcutaneous',
    '78421000': 'intramuscular',
    '37161004': 'rectal',
  },
  'http://standardterms.edqm.eu': {
    '20053000': 'oral',
    '20045000': 'intravenous',
    '20066000': 'subcutaneous',
    '20035000': 'intramuscular',
    '20061000': 'rectal',
  },
};

/** R4 (THO) dose-rate-type: the kinds of `doseAndRate.type` each catalogue names. */
export const DOSE_RATE_TYPE = 'http://terminology.hl7.org/CodeSystem/dose-rate-type';
export const doseRateTypes = ['ordered', 'calculated'] as const;
export type DoseRateType = (typeof doseRateTypes)[number];

export const UCUM = 'http://unitsofmeasure.org';

/** Counted units (HL7 orderable drug form, for example `TAB` "tablet") take a plural. */
export const ORDERABLE_DRUG_FORM = 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm';

/** The counted forms each catalogue names with its own singular and plural. */
export const knownForms = ['TAB', 'CAP', 'SUPP', 'PATCH'] as const;
export type KnownForm = (typeof knownForms)[number];

/** UCUM units besides those of time that a language writes its own way. */
export const knownUcumUnits = ['[iU]'] as const;
export type KnownUcumUnit = (typeof knownUcumUnits)[number];
