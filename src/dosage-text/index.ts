import type {
  CodeableConcept,
  Dosage,
  DosageDoseAndRate,
  Duration,
  Period,
  Quantity,
  Range,
  Ratio,
  Timing,
  TimingRepeat,
} from '@medplum/fhirtypes';

/**
 * The reference rendering of a FHIR R4 Dosage as one plain English sentence, for example
 * "1 g by mouth every 4 to 6 hours as needed for pain, max 4 g per 24 hours".
 *
 * It renders the structured elements only. `text`, `patientInstruction`,
 * `additionalInstruction` and `site` are free text that a client shows as sent, next to this
 * sentence; `sequence` orders the sentences. Dates and times keep the clock time and date written
 * in the data (no time-zone conversion), as `YYYY-MM-DD HH:MM`. Numbers are written as sent.
 * Returns undefined when the Dosage has nothing structured to render: show `Dosage.text` then.
 *
 * The test vectors in static/fhir/dosage-text-vectors.json pin every sentence.
 */
export function renderDosageText(dosage: Dosage): string | undefined {
  const timing = dosage.timing;
  const main = [
    dosage.method ? conceptText(dosage.method) : undefined,
    ...(dosage.doseAndRate ?? []).map(doseText),
    dosage.route ? routeText(dosage.route) : undefined,
    ...(dosage.doseAndRate ?? []).map(rateText),
    ...(timing ? timingParts(timing) : []),
    asNeededText(dosage),
  ].filter(isText);
  const limits = [
    dosage.maxDosePerPeriod ? `max ${ratioText(dosage.maxDosePerPeriod)}` : undefined,
    dosage.maxDosePerAdministration
      ? `max ${quantityText(dosage.maxDosePerAdministration)} per dose`
      : undefined,
    dosage.maxDosePerLifetime
      ? `max ${quantityText(dosage.maxDosePerLifetime)} in total`
      : undefined,
  ].filter(isText);
  if (main.length === 0 && limits.length === 0) return undefined;
  const sentence = [main.join(' '), ...limits].filter((part) => part !== '').join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const isText = (part: string | undefined): part is string => part !== undefined && part !== '';

type UnitOfTime = NonNullable<TimingRepeat['periodUnit']>;
type EventTiming = NonNullable<TimingRepeat['when']>[number];
type DayOfWeek = NonNullable<TimingRepeat['dayOfWeek']>[number];

const unitsOfTime: Record<UnitOfTime, string> = {
  s: 'second',
  min: 'minute',
  h: 'hour',
  d: 'day',
  wk: 'week',
  mo: 'month',
  a: 'year',
};

/** Words for the UCUM time units, also where they appear as Quantity codes (24 `h`). */
function timeUnitWords(unit: string, value: number): string | undefined {
  const word = (unitsOfTime as Record<string, string | undefined>)[unit];
  if (word === undefined) return undefined;
  return value === 1 ? word : `${word}s`;
}

/** "Daily", "weekly": the adverbs for a period of one unit. */
const perOneUnit: Partial<Record<UnitOfTime, string>> = {
  h: 'hourly',
  d: 'daily',
  wk: 'weekly',
  mo: 'monthly',
  a: 'yearly',
};

interface EventPhrase {
  alone: string;
  event: string;
  direction: 'before' | 'after';
}

const before = (alone: string, event: string): EventPhrase => ({
  alone,
  event,
  direction: 'before',
});
const after = (alone: string, event: string): EventPhrase => ({ alone, event, direction: 'after' });

/**
 * The event codes (R4 event-timing and HL7 v3 TimingEvent): the phrase alone, and the event as
 * the object of "before"/"after" when `offset` is given. R4: an offset whose code does not say
 * before or after counts after the event.
 */
const events: Record<EventTiming, EventPhrase> = {
  MORN: after('in the morning', 'the start of the morning'),
  'MORN.early': after('early in the morning', 'the start of the early morning'),
  'MORN.late': after('late in the morning', 'the start of the late morning'),
  NOON: after('at noon', 'noon'),
  AFT: after('in the afternoon', 'the start of the afternoon'),
  'AFT.early': after('early in the afternoon', 'the start of the early afternoon'),
  'AFT.late': after('late in the afternoon', 'the start of the late afternoon'),
  EVE: after('in the evening', 'the start of the evening'),
  'EVE.early': after('early in the evening', 'the start of the early evening'),
  'EVE.late': after('late in the evening', 'the start of the late evening'),
  NIGHT: after('at night', 'the start of the night'),
  PHS: after('after sleep', 'waking from sleep'),
  HS: before('at bedtime', 'bedtime'),
  WAKE: after('on waking', 'waking'),
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
};

const days: Record<DayOfWeek, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The module's routes (SNOMED CT), as adverbs; any other route is named by its text. */
const SNOMED_CT = 'http://snomed.info/sct';
const routes: Record<string, string> = {
  '26643006': 'by mouth',
  '47625008': 'intravenously',
  '34206005': 'subcutaneously',
  '78421000': 'intramuscularly',
  '37161004': 'rectally',
};

/** Counted units (HL7 orderable drug form, for example `TAB` "tablet") take a plural. */
const ORDERABLE_DRUG_FORM = 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm';

const list = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

const range = (low: number | undefined, high: number | undefined): string =>
  high === undefined || high === low ? String(low) : `${String(low)} to ${String(high)}`;

function conceptText(concept: CodeableConcept): string | undefined {
  const text = concept.text ?? concept.coding?.find((coding) => coding.display)?.display;
  if (text === undefined) return undefined;
  // Lower-case a capitalised word ("Pain"), but keep acronyms ("COPD") as they are.
  return /^[A-Z][^A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function routeText(route: CodeableConcept): string | undefined {
  const known = route.coding?.find(
    (coding) => coding.system === SNOMED_CT && coding.code !== undefined && coding.code in routes,
  );
  if (known?.code !== undefined) return routes[known.code];
  const text = conceptText(route);
  return text === undefined ? undefined : `by ${text}`;
}

function unitText(quantity: Quantity, value: number): string {
  const unit = quantity.unit ?? quantity.code ?? '';
  if (quantity.system === 'http://unitsofmeasure.org' && quantity.code !== undefined) {
    const time = timeUnitWords(quantity.code, value);
    if (time !== undefined) return time;
  }
  const counted = quantity.system === ORDERABLE_DRUG_FORM && value !== 1 && !unit.endsWith('s');
  return counted ? `${unit}s` : unit;
}

function quantityText(quantity: Quantity): string {
  const value = quantity.value ?? 0;
  const unit = unitText(quantity, value);
  const comparator = quantity.comparator ? `${quantity.comparator} ` : '';
  return unit === '' ? `${comparator}${value}` : `${comparator}${value} ${unit}`;
}

function rangeText(value: Range): string | undefined {
  const { low, high } = value;
  const unitOf = high ?? low;
  if (unitOf === undefined) return undefined;
  const amount = range(low?.value, high?.value);
  if (low === undefined) return `up to ${quantityText(unitOf)}`;
  if (high === undefined) return `at least ${quantityText(unitOf)}`;
  const unit = unitText(unitOf, high.value ?? 0);
  return unit === '' ? amount : `${amount} ${unit}`;
}

/** "4 g per 24 hours", "100 mL per 30 minutes", "1 per day". */
function ratioText(ratio: Ratio): string {
  const numerator = ratio.numerator ? quantityText(ratio.numerator) : '';
  const denominator = ratio.denominator;
  if (denominator === undefined) return numerator;
  const per =
    denominator.value === 1 && denominator.code !== undefined
      ? (timeUnitWords(denominator.code, 1) ?? quantityText(denominator))
      : quantityText(denominator);
  return `${numerator} per ${per}`;
}

function doseText(entry: DosageDoseAndRate): string | undefined {
  if (entry.doseQuantity) return quantityText(entry.doseQuantity);
  if (entry.doseRange) return rangeText(entry.doseRange);
  return undefined;
}

function rateText(entry: DosageDoseAndRate): string | undefined {
  if (entry.rateQuantity) return `at ${quantityText(entry.rateQuantity)}`;
  if (entry.rateRange) return `at ${rangeText(entry.rateRange) ?? ''}`;
  if (entry.rateRatio) return `at ${ratioText(entry.rateRatio)}`;
  return undefined;
}

/** `2025-03-14T08:30:00+01:00` → `2025-03-14 08:30`: the date and clock time as written. */
function dateTimeText(value: string): string {
  const match = /^(\d{4}(?:-\d{2}(?:-\d{2})?)?)(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return value;
  return match[2] === undefined ? (match[1] ?? value) : `${match[1] ?? ''} ${match[2]}`;
}

const clockTime = (time: string): string => time.slice(0, 5);

function frequencyText(repeat: TimingRepeat): string | undefined {
  const { frequency, frequencyMax, period, periodMax, periodUnit } = repeat;
  if (period === undefined || periodUnit === undefined) {
    return frequency === undefined ? undefined : `${range(frequency, frequencyMax)} times`;
  }
  const times = frequency ?? 1;
  const timesText =
    frequencyMax !== undefined && frequencyMax !== times
      ? `${range(times, frequencyMax)} times`
      : times === 1
        ? 'once'
        : times === 2
          ? 'twice'
          : `${times} times`;
  const adverb = perOneUnit[periodUnit];
  if (period === 1 && periodMax === undefined && adverb !== undefined) {
    return `${timesText} ${adverb}`;
  }
  const every = `every ${range(period, periodMax)} ${unitsOfTime[periodUnit]}${
    period === 1 && periodMax === undefined ? '' : 's'
  }`;
  return times === 1 && frequencyMax === undefined ? every : `${timesText} ${every}`;
}

function whenText(repeat: TimingRepeat): string | undefined {
  if (!repeat.when || repeat.when.length === 0) return undefined;
  const offset = repeat.offset;
  if (offset === undefined || offset === 0) {
    return list(repeat.when.map((code) => events[code].alone));
  }
  const minutes = `${offset} ${offset === 1 ? 'minute' : 'minutes'}`;
  return list(
    repeat.when.map((code) => `${minutes} ${events[code].direction} ${events[code].event}`),
  );
}

function durationText(duration: Duration): string {
  return quantityText(duration);
}

function boundsText(repeat: TimingRepeat): string | undefined {
  if (repeat.boundsDuration) return `for ${durationText(repeat.boundsDuration)}`;
  if (repeat.boundsRange) return `for ${rangeText(repeat.boundsRange) ?? ''}`;
  if (repeat.boundsPeriod) return periodText(repeat.boundsPeriod);
  return undefined;
}

function periodText(period: Period): string | undefined {
  const start = period.start === undefined ? undefined : dateTimeText(period.start);
  const end = period.end === undefined ? undefined : dateTimeText(period.end);
  if (start !== undefined && end !== undefined) return `from ${start} to ${end}`;
  if (start !== undefined) return `from ${start}`;
  if (end !== undefined) return `until ${end}`;
  return undefined;
}

function repeatParts(repeat: TimingRepeat): (string | undefined)[] {
  const scheduled = repeat.frequency !== undefined || repeat.period !== undefined;
  const oneAdministration =
    repeat.duration === undefined || repeat.durationUnit === undefined
      ? undefined
      : `over ${range(repeat.duration, repeat.durationMax)} ${unitsOfTime[repeat.durationUnit]}${
          repeat.duration === 1 && repeat.durationMax === undefined ? '' : 's'
        }`;
  return [
    oneAdministration,
    // A repeat with neither frequency nor period runs without pause: a continuous infusion.
    scheduled ? frequencyText(repeat) : 'continuously',
    repeat.dayOfWeek && repeat.dayOfWeek.length > 0
      ? `on ${list(repeat.dayOfWeek.map((day) => days[day]))}`
      : undefined,
    repeat.timeOfDay && repeat.timeOfDay.length > 0
      ? `at ${list(repeat.timeOfDay.map(clockTime))}`
      : undefined,
    whenText(repeat),
    boundsText(repeat),
    repeat.count === undefined
      ? undefined
      : `for ${range(repeat.count, repeat.countMax)} ${
          repeat.count === 1 && repeat.countMax === undefined ? 'dose' : 'doses'
        }`,
  ];
}

function eventText(instants: readonly string[]): string {
  return list(
    instants.map((event) => {
      const [date, time] = dateTimeText(event).split(' ');
      return time === undefined ? `on ${date ?? event}` : `on ${date ?? event} at ${time}`;
    }),
  );
}

function timingParts(timing: Timing): (string | undefined)[] {
  const parts: (string | undefined)[] = [];
  if (timing.repeat) parts.push(...repeatParts(timing.repeat));
  // Timing.code is a shorthand: it is rendered only when no repeat says the same in full.
  else if (timing.code) parts.push(conceptText(timing.code));
  if (timing.event && timing.event.length > 0) parts.push(eventText(timing.event));
  return parts;
}

function asNeededText(dosage: Dosage): string | undefined {
  if (dosage.asNeededCodeableConcept) {
    const reason = conceptText(dosage.asNeededCodeableConcept);
    return reason === undefined ? 'as needed' : `as needed for ${reason}`;
  }
  return dosage.asNeededBoolean === true ? 'as needed' : undefined;
}
