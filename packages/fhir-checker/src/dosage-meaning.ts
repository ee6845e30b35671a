import { renderDosageText } from '@medication-module/dosage-text';
import { own } from './own';
import { ucum } from './ucum';

/**
 * Compares a Dosage's `text` with its reference rendering by meaning, as the frequency guide
 * asks ("The reference rendering", what it says): the same dose, route, frequency and period,
 * days, times, meal and day-time events, course, "as needed" with its reason, ceilings, rate and
 * duration of one administration. Word order and wording are no difference, and a part only one
 * of the two states is not compared: the text may leave out what the structure says, and say
 * what the structure cannot (a time relative to surgery, a strength in brackets).
 */

export interface DosageFacts {
  doses: string[];
  route?: string;
  frequency?: string;
  times: string[];
  days: string[];
  events: string[];
  asNeeded: boolean;
  reason?: string;
  maxima: string[];
  rate?: string;
  duration?: string;
  course?: string;
  count?: string;
}

export interface DosageDifference {
  /** The part that differs, in words: "frequency", "dose". */
  part: string;
  text: string;
  structure: string;
}

const wordNumbers: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  once: '1 time',
  twice: '2 times',
  thrice: '3 times',
  half: '0.5',
};

const timeUnits: readonly [RegExp, string][] = [
  [/\b(?:seconds?|secs?)\b/g, 's'],
  [/\b(?:minutes?|mins?)\b/g, 'min'],
  [/\b(?:hours?|hrs?)\b/g, 'h'],
  [/\bdays?\b/g, 'd'],
  [/\bweeks?\b/g, 'wk'],
  [/\bmonths?\b/g, 'mo'],
  [/\byears?\b/g, 'a'],
];

const routes: readonly [RegExp, string][] = [
  [/\b(?:by mouth|orally|oral|per os|p\.?o\.?)\b/, 'oral'],
  [/\b(?:intravenously|intravenous|i\.?v\.?)\b/, 'intravenous'],
  [/\b(?:subcutaneously|subcutaneous|subcut|s\.?c\.?|sub-?q)\b/, 'subcutaneous'],
  [/\b(?:intramuscularly|intramuscular|i\.?m\.?)\b/, 'intramuscular'],
  [/\b(?:rectally|rectal|per rectum|p\.?r\.?)\b/, 'rectal'],
];

const dayWords: Readonly<Record<string, string>> = {
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
  sunday: 'sun',
};

const number = String.raw`\d+(?:\.\d+)?`;
const doseUnit = String.raw`(?:mg\/kg|mg\/m2|mg|g|ug|mcg|µg|micrograms?|milligrams?|grams?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|units?|iu|mmol|tablets?|tabs?|capsules?|caps?|drops?|puffs?|sachets?|patch(?:es)?|suppositor(?:y|ies)|ampoules?|vials?|sprays?|applications?)`;

/** A dose written the same way on both sides: `1000 mg`, `1-2 tablet`. */
function normalDose(low: string, high: string | undefined, unit: string): string {
  const singular = unit
    .replace(/^(?:micrograms?|mcg|µg)$/, 'ug')
    .replace(/^milligrams?$/, 'mg')
    .replace(/^grams?$/, 'g')
    .replace(/^(?:millilit(?:re|er)s?)$/, 'ml')
    .replace(/^lit(?:re|er)s?$/, 'l')
    .replace(/^(?:units?|iu)$/, 'unit')
    .replace(/^(?:tablets?|tabs?)$/, 'tablet')
    .replace(/^(?:capsules?|caps?)$/, 'capsule')
    .replace(/^(patch)es$/, '$1')
    .replace(/^suppositories$/, 'suppository')
    .replace(/s$/, '');
  const scale: Readonly<Record<string, [number, string]>> = {
    g: [1000, 'mg'],
    ug: [0.001, 'mg'],
    l: [1000, 'ml'],
  };
  const [factor, base] = own(scale, singular) ?? [1, singular];
  const value = (text: string): string => String(Math.round(Number(text) * factor * 1e6) / 1e6);
  return `${value(low)}${high === undefined ? '' : `-${value(high)}`} ${base}`;
}

/** Every match of a global pattern, cut out of the rest so that no later pattern reads it again. */
function take(text: { rest: string }, pattern: RegExp): RegExpMatchArray[] {
  const found = [...text.rest.matchAll(pattern)];
  text.rest = text.rest.replace(pattern, ' ; ');
  return found;
}

const g = (source: string): RegExp => new RegExp(source, 'g');
const wordNumber = g(String.raw`\b(${Object.keys(wordNumbers).join('|')})\b`);
const dayWord = Object.entries(dayWords).map(
  ([word, day]) => [new RegExp(String.raw`\b${word}s?\b`), day] as const,
);

/** The patterns of the parts, compiled once, in the order they are cut out of a sentence. */
const parts = {
  dates: g(String.raw`\d{4}-\d{2}-\d{2}(?:[ t]\d{2}:\d{2}(?::\d{2})?)?`),
  maxima: g(
    String.raw`(?:max(?:imum)?|at most|no more than|up to|not more than) (${number})(?: to (${number}))? (${doseUnit}) (?:per|in|every|a) (?:(${number}) )?(min|h|d|wk|mo|a)\b`,
  ),
  rate: g(String.raw`(${number}) (ml|l)\/(min|h)\b`),
  rateRatio: g(String.raw`(${number}) (ml|l) per (${number}) (min|h)\b`),
  duration: g(String.raw`\bover (${number})(?: to (${number}))? (s|min|h|d|wk|mo|a)\b`),
  count: g(
    String.raw`(?:\bfor (${number})(?: to (${number}))? doses?|stopping after (${number})(?: to (${number}))? doses?)`,
  ),
  course: g(String.raw`\bfor (${number})(?: to (${number}))? (min|h|d|wk|mo|a)\b`),
  timesPer: g(
    String.raw`(${number})(?: to (${number}))? times? per (?:(${number})(?: to (${number}))? )?(min|h|d|wk|mo|a)\b`,
  ),
  every: g(
    String.raw`(?:(${number})(?: to (${number}))? times? )?every (?:(${number})(?: to (${number}))? )?(min|h|d|wk|mo|a)\b`,
  ),
  apart: g(String.raw`(?:at least )?(${number}) (min|h|d) apart\b`),
  per: /\bper (d|wk|mo)\b/g,
  once: /\b1 time\b(?! per| every)/g,
  asNeeded:
    /\b(?:as|if|when) (?:needed|required)(?: for ([a-z][a-z ]*?))?(?= ;|,|\.| at most| max| every| $)|\bprn\b|\bon demand\b/g,
  times: /\b(\d{1,2}):(\d{2})(?::\d{2})?\b/g,
  events:
    /\b(?:(\d+(?:\.\d+)? (?:min|h)) )?(before|after|with) (?:a |the )?(breakfast|lunch|dinner|meals?|food|going to sleep|sleep|waking)\b|\b(?:in the|at|early in the|late in the) (morning|noon|afternoon|evening|night|bedtime)\b|\bon waking\b/g,
  doses: g(String.raw`(\bin )?\b(${number})(?: to (${number}))? (${doseUnit})\b(\s*\/)?`),
};

function normalise(sentence: string): string {
  let text = ` ${sentence.toLowerCase()} `
    .replace(/[–—]/g, '-')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\b(\d+(?:\.\d+)?)(?=[a-zµ])/g, '$1 ')
    .replace(/\b(ml|l)\s*\/\s*h(?:our|r)?\b/g, '$1/h')
    .replace(/\b(ml|l)\s*\/\s*min(?:ute)?\b/g, '$1/min')
    .replace(wordNumber, (word) => own(wordNumbers, word) ?? word)
    .replace(/\bevery other day\b/g, 'every 2 d')
    .replace(/\bevery (morning|afternoon|evening|night)\b/g, '1 time per d in the $1')
    .replace(/\bnightly\b/g, '1 time per d at night')
    .replace(/\b(?:a|per|each|every) day\b/g, 'per d')
    .replace(/\b(?:a|per|each) week\b/g, 'per wk')
    .replace(/\bdaily\b/g, 'per d')
    .replace(/\bhourly\b/g, 'every h')
    .replace(/\bweekly\b/g, 'per wk')
    .replace(/\bmonthly\b/g, 'per mo')
    .replace(/\b(\d+(?:\.\d+)?) (?:-|to) (\d+(?:\.\d+)?)\b/g, '$1-$2')
    .replace(/\b(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)\b/g, '$1 to $2');
  for (const [pattern, unit] of timeUnits) text = text.replace(pattern, unit);
  return text.replace(/\s+/g, ' ');
}

/**
 * Spans of time, and rates, are compared by value in UCUM: "over 2 hours", "over 120 minutes" and
 * "infuse over 2 h" are one duration. Each is written in the largest unit that states it whole,
 * so that equal values read the same and a difference reads as a person would write it.
 */
const wholeUnits = ['a', 'mo', 'wk', 'd', 'h', 'min', 's'] as const;

function timeWords(value: string | undefined, unit: string | undefined): string {
  const amount = Number(value ?? '1');
  const seconds = ucum().convertUnitTo(unit ?? '', amount, 's').toVal;
  if (seconds === null || !Number.isFinite(seconds)) return `${value ?? '1'} ${unit ?? ''}`;
  for (const whole of wholeUnits) {
    const inUnit = ucum().convertUnitTo('s', seconds, whole).toVal ?? Number.NaN;
    const rounded = Math.round(inUnit * 1e6) / 1e6;
    if (Math.abs(rounded - Math.round(rounded)) < 1e-6 && Math.round(rounded) !== 0)
      return `${Math.round(rounded)} ${whole}`;
  }
  return `${Math.round(seconds * 1e3) / 1e3} s`;
}

const timeRange = (
  low: string | undefined,
  high: string | undefined,
  unit: string | undefined,
): string =>
  high === undefined ? timeWords(low, unit) : `${timeWords(low, unit)} to ${timeWords(high, unit)}`;

/** A volume per time as mL/h: `2 ml/min`, `100 ml per 30 min` and `120 ml/h` read the same. */
function volumeRate(
  volume: string | undefined,
  volumeUnit: string | undefined,
  time: string | undefined,
  timeUnit: string | undefined,
): string {
  const ml = Number(volume) * (volumeUnit === 'l' ? 1000 : 1);
  const hours = ucum().convertUnitTo(timeUnit ?? '', Number(time), 'h').toVal;
  if (hours === null || !(hours > 0))
    return `${volume ?? ''} ${volumeUnit ?? ''}/${timeUnit ?? ''}`;
  // To one decimal, as the module rounds a rate (the guide's FAQ on rate and duration).
  return `${Math.round((ml / hours) * 10) / 10} ml/h`;
}

const range = (low: string | undefined, high: string | undefined): string =>
  `${low ?? '1'}${high === undefined ? '' : `-${high}`}`;

/** The parts of a dosage sentence, written the same way whoever wrote the sentence. */
export function dosageFacts(sentence: string): DosageFacts {
  const text = { rest: normalise(sentence) };
  const facts: DosageFacts = {
    doses: [],
    times: [],
    days: [],
    events: [],
    asNeeded: false,
    maxima: [],
  };
  // Dates are fixed moments or course bounds; their clock times are not times of day.
  take(text, parts.dates).forEach((m) => facts.events.push(m[0]));
  for (const m of take(text, parts.maxima)) {
    facts.maxima.push(`${normalDose(m[1] ?? '', m[2], m[3] ?? '')}/${m[4] ?? '1'} ${m[5] ?? ''}`);
  }
  for (const m of take(text, parts.rate)) facts.rate = volumeRate(m[1], m[2], '1', m[3]);
  for (const m of take(text, parts.rateRatio)) facts.rate = volumeRate(m[1], m[2], m[3], m[4]);
  for (const m of take(text, parts.duration)) facts.duration = timeRange(m[1], m[2], m[3]);
  for (const m of take(text, parts.count))
    facts.count = m[1] === undefined ? range(m[3], m[4]) : range(m[1], m[2]);
  for (const m of take(text, parts.course)) facts.course = timeRange(m[1], m[2], m[3]);
  const schedule = (m: RegExpMatchArray): string =>
    `${range(m[1], m[2])}/${range(m[3], m[4])} ${m[5]}`;
  const frequencies = [
    ...take(text, parts.timesPer).map(schedule),
    ...take(text, parts.every).map(schedule),
    ...take(text, parts.apart).map((m) => `1/${m[1]} ${m[2]}`),
  ];
  // A bare "daily" says every day, not how often: beside clock times (R4's timeOfDay, which
  // "happens every day"), the number of times is the number of doses a day.
  const bareUnits = take(text, parts.per).map((m) => m[1] ?? '');
  if (take(text, parts.once).length > 0 && facts.count === undefined) facts.count = '1';
  const asNeeded = take(text, parts.asNeeded);
  if (asNeeded.length > 0) {
    facts.asNeeded = true;
    const reason = asNeeded.map((m) => m[1]).find((words) => words !== undefined);
    if (reason !== undefined) facts.reason = reason.replace(/^(?:the|a|an) /, '').trim();
  }
  for (const m of take(text, parts.times))
    facts.times.push(`${(m[1] ?? '').padStart(2, '0')}:${m[2]}`);
  if (frequencies.length === 0) {
    const everyDay = facts.times.length > 0 ? `${new Set(facts.times).size}/1 d` : '1/1 d';
    frequencies.push(...bareUnits.map((unit) => (unit === 'd' ? everyDay : `1/1 ${unit}`)));
  }
  if (frequencies.length > 0) facts.frequency = [...new Set(frequencies)].sort().join(' and ');
  for (const [pattern, day] of dayWord) if (pattern.test(text.rest)) facts.days.push(day);
  for (const m of take(text, parts.events)) {
    const meal = (m[3] ?? '').replace(/^meals$/, 'meal').replace(/^food$/, 'meal');
    facts.events.push([m[1], m[2], meal, m[4]].filter(Boolean).join(' ') || m[0].trim());
  }
  for (const [pattern, route] of routes) if (pattern.test(text.rest)) facts.route ??= route;
  // What is left of a quantity: a dose, unless it is a strength (875 mg/125 mg) or a diluent (in 100 mL).
  const doses = text.rest.replace(/\([^)]*\)/g, (inner) => inner.replace(/[()]/g, ' , '));
  for (const m of doses.matchAll(parts.doses)) {
    if (m[1] !== undefined || m[5] !== undefined) continue;
    facts.doses.push(normalDose(m[2] ?? '', m[3], m[4] ?? ''));
  }
  facts.times.sort();
  facts.days.sort();
  facts.maxima.sort();
  facts.events = facts.events.filter((event) => !/^\d{4}-/.test(event)).sort();
  return facts;
}

const listed = (values: readonly string[]): string => values.join(', ');

/** What the text and the rendering say differently; empty when they mean the same. */
export function dosageDifferences(text: string, rendering: string): DosageDifference[] {
  const said = dosageFacts(text);
  const structure = dosageFacts(rendering);
  const differences: DosageDifference[] = [];
  const differ = (part: string, inText: string, inStructure: string): void => {
    differences.push({ part, text: inText, structure: inStructure });
  };
  if (
    said.doses.length > 0 &&
    structure.doses.length > 0 &&
    !structure.doses.some((dose) => said.doses.includes(dose))
  ) {
    differ('dose', listed(said.doses), listed(structure.doses));
  }
  if (said.route && structure.route && said.route !== structure.route)
    differ('route', said.route, structure.route);
  if (said.frequency && structure.frequency && said.frequency !== structure.frequency) {
    differ('frequency and period', said.frequency, structure.frequency);
  }
  const sameList = (a: readonly string[], b: readonly string[]): boolean =>
    a.length === 0 || b.length === 0 || a.join() === b.join();
  if (!sameList(said.times, structure.times))
    differ('times of day', listed(said.times), listed(structure.times));
  if (!sameList(said.days, structure.days))
    differ('days', listed(said.days), listed(structure.days));
  if (!sameList(said.events, structure.events))
    differ('events', listed(said.events), listed(structure.events));
  if (said.asNeeded !== structure.asNeeded) {
    differ(
      'as needed',
      said.asNeeded ? 'as needed' : 'not as needed',
      structure.asNeeded ? 'as needed' : 'scheduled, not as needed',
    );
  } else if (
    said.reason &&
    structure.reason &&
    !said.reason.includes(structure.reason) &&
    !structure.reason.includes(said.reason)
  ) {
    differ('as-needed reason', said.reason, structure.reason);
  }
  if (!sameList(said.maxima, structure.maxima))
    differ('maximum dose', listed(said.maxima), listed(structure.maxima));
  if (said.rate && structure.rate && said.rate !== structure.rate)
    differ('rate', said.rate, structure.rate);
  if (said.duration && structure.duration && said.duration !== structure.duration)
    differ('duration of one administration', said.duration, structure.duration);
  if (said.course && structure.course && said.course !== structure.course)
    differ('course', said.course, structure.course);
  if (said.count && structure.count && said.count !== structure.count)
    differ('number of doses', said.count, structure.count);
  return differences;
}

export interface DosageReading {
  /** The reference rendering, or undefined when the renderer gives none (show `text`). */
  rendering?: string;
  text?: string;
  differences: DosageDifference[];
}

/** The readings of one check: its findings and its explanation read each Dosage once. */
let readings: WeakMap<object, DosageReading> | undefined;

/** Runs one check, reading each Dosage object at most once while it runs. */
export function readingDosagesOnce<T>(check: () => T): T {
  const outer = readings;
  readings = new WeakMap();
  try {
    return check();
  } finally {
    readings = outer;
  }
}

/** A Dosage's text next to its reference rendering, compared by meaning. Never throws. */
export function readDosage(dosage: unknown): DosageReading {
  if (readings === undefined || typeof dosage !== 'object' || dosage === null)
    return reading(dosage);
  const known = readings.get(dosage);
  if (known) return known;
  const read = reading(dosage);
  readings.set(dosage, read);
  return read;
}

function reading(dosage: unknown): DosageReading {
  const rendering = renderDosageText(dosage);
  const raw =
    typeof dosage === 'object' && dosage !== null ? (dosage as { text?: unknown }).text : undefined;
  const text = typeof raw === 'string' ? raw : undefined;
  if (rendering === undefined || text === undefined) return { rendering, text, differences: [] };
  try {
    return { rendering, text, differences: dosageDifferences(text, rendering) };
  } catch {
    return { rendering, text, differences: [] };
  }
}
