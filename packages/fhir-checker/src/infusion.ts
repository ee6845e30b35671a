import { UCUM } from './codes';
import { childPath, finding, type Finding } from './findings';
import { guideLinks } from './guide-links';
import { ucum } from './ucum';
import { isPlainObject } from './walk';

/**
 * An infusion's three numbers, as the guide "Dose, rate and duration" relates them: rate = volume
 * ÷ duration, and the amount of substance per hour = rate × concentration. Every quantity is
 * compared by its value in UCUM, so 2 mL/min, 120 mL/h and 0.12 L/h are one rate.
 */

type JsonObject = Record<string, unknown>;

const object = (value: unknown): JsonObject | undefined =>
  isPlainObject(value) ? value : undefined;
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The guide's FAQ: "The module derives one from the other and rounds the rate to one decimal", so
 * a rate within half a tenth of a mL/h of volume ÷ duration is rounding.
 */
export const rateRoundingMlPerHour = 0.05;

/** A Quantity's value in another UCUM unit, or undefined when it is no UCUM quantity of that kind. */
export function ucumValue(quantity: unknown, target: string): number | undefined {
  const value = object(quantity);
  const amount = finite(value?.value);
  const code = value?.code;
  if (amount === undefined || typeof code !== 'string' || value?.system !== UCUM) return undefined;
  if (code.length > 200) return undefined;
  try {
    const converted = ucum().convertUnitTo(code, amount, target);
    return converted.status === 'succeeded' && converted.toVal !== null
      ? finite(converted.toVal)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A Ratio's value as numerator ÷ denominator in UCUM units, or undefined. */
function ratioValue(ratio: unknown, top: string, bottom: string): number | undefined {
  const value = object(ratio);
  const numerator = ucumValue(value?.numerator, top);
  const denominator = ucumValue(value?.denominator, bottom);
  if (numerator === undefined || denominator === undefined || denominator <= 0) return undefined;
  return numerator / denominator;
}

/** A Ratio whose denominator is absent or a plain 1 (Medication.amount: 250 mL per 1). */
function ratioOfOne(ratio: unknown): JsonObject | undefined {
  const value = object(ratio);
  const denominator = object(value?.denominator);
  if (!value || (denominator !== undefined && denominator.value !== 1)) return undefined;
  if (denominator?.code !== undefined && denominator.code !== '1') return undefined;
  return object(value.numerator);
}

const round = (value: number, places: number): string =>
  String(Math.round(value * 10 ** places) / 10 ** places);

/** `125`, `83.3`, `0.04`: enough digits to be read, none beyond. */
const figure = (value: number): string =>
  Math.abs(value) >= 10
    ? round(value, 1)
    : Math.abs(value) >= 1
      ? round(value, 2)
      : round(value, 4);

/** The Medication a resource names by `medicationReference` to one of its contained resources. */
export function containedMedication(resource: JsonObject | undefined): JsonObject | undefined {
  const reference = object(resource?.medicationReference)?.reference;
  if (typeof reference !== 'string' || !reference.startsWith('#')) return undefined;
  const contained: unknown[] = Array.isArray(resource?.contained) ? resource.contained : [];
  return contained
    .map(object)
    .find((item) => item?.resourceType === 'Medication' && item.id === reference.slice(1));
}

export interface Concentration {
  /** Amount of substance per mL, in `unit`. */
  perMl: number;
  /** `mg` for a mass, else the strength numerator's own UCUM code (`[iU]`, `mmol`). */
  unit: string;
  /** The substance, as the ingredient names it. */
  substance?: string;
}

function ingredientName(ingredient: JsonObject): string | undefined {
  const concept = object(ingredient.itemCodeableConcept);
  if (typeof concept?.text === 'string') return concept.text;
  const codings: unknown[] = Array.isArray(concept?.coding) ? concept.coding : [];
  const display = codings.map(object).find((coding) => typeof coding?.display === 'string');
  return typeof display?.display === 'string' ? display.display : undefined;
}

/** The concentration of the one active ingredient of a solution; undefined with none or several. */
export function concentrationOf(medication: JsonObject | undefined): Concentration | undefined {
  const ingredients: unknown[] = Array.isArray(medication?.ingredient) ? medication.ingredient : [];
  const active = ingredients.map(object).filter((item) => item?.isActive === true);
  const [ingredient] = active;
  if (active.length !== 1 || !ingredient) return undefined;
  const strength = object(ingredient.strength);
  const numerator = object(strength?.numerator);
  const code = numerator?.code;
  if (typeof code !== 'string') return undefined;
  const unit = ucumValue(numerator, 'mg') === undefined ? code : 'mg';
  const perMl = ratioValue(strength, unit, 'mL');
  return perMl === undefined || perMl <= 0
    ? undefined
    : { perMl, unit, substance: ingredientName(ingredient) };
}

interface Volume {
  ml: number;
  /** Where it comes from, in words. */
  from: string;
}

/** The volume one administration gives: the dose in mL, the dose ÷ the concentration, or the bag. */
function volumeOf(
  entry: JsonObject,
  medication: JsonObject | undefined,
  concentration: Concentration | undefined,
): Volume | undefined {
  const dose = entry.doseQuantity;
  if (dose !== undefined) {
    const ml = ucumValue(dose, 'mL');
    if (ml !== undefined) return { ml, from: `the dose of ${figure(ml)} mL` };
    if (!concentration) return undefined;
    const amount = ucumValue(dose, concentration.unit);
    return amount === undefined
      ? undefined
      : {
          ml: amount / concentration.perMl,
          from: `the dose ÷ the concentration (${figure(amount / concentration.perMl)} mL)`,
        };
  }
  if (entry.doseRange !== undefined) return undefined;
  const ml = ucumValue(ratioOfOne(medication?.amount), 'mL');
  return ml === undefined ? undefined : { ml, from: `the bag of ${figure(ml)} mL` };
}

interface Duration {
  /** Hours; `longest` differs from `hours` for a duration with durationMax. */
  hours: number;
  longest: number;
  words: string;
}

const hoursOf = (value: unknown, unit: unknown): number | undefined =>
  typeof unit === 'string' ? ucumValue({ value, code: unit, system: UCUM }, 'h') : undefined;

/** How long one administration runs: duration (to durationMax), or the bounds of a single one. */
function durationOf(dosage: JsonObject, hasDose: boolean): Duration | undefined {
  const repeat = object(object(dosage.timing)?.repeat);
  if (!repeat) return undefined;
  const hours = hoursOf(repeat.duration, repeat.durationUnit);
  if (hours !== undefined && hours > 0) {
    const longest = hoursOf(repeat.durationMax, repeat.durationUnit) ?? hours;
    const unit = String(repeat.durationUnit);
    const words =
      longest === hours
        ? `${String(repeat.duration)} ${unit}`
        : `${String(repeat.duration)} to ${String(repeat.durationMax)} ${unit}`;
    return { hours, longest: Math.max(longest, hours), words };
  }
  // boundsDuration is the length of the whole course: one administration's only where the
  // repeat schedules nothing else (at most one dose) and a dose says what that administration is.
  const others = Object.keys(repeat).filter((key) => key !== 'boundsDuration' && key !== 'count');
  if (!hasDose || others.length > 0 || (repeat.count !== undefined && repeat.count !== 1))
    return undefined;
  const bounds = object(repeat.boundsDuration);
  const boundsHours = ucumValue(bounds, 'h');
  if (boundsHours === undefined || boundsHours <= 0) return undefined;
  return {
    hours: boundsHours,
    longest: boundsHours,
    words: `${String(bounds?.value)} ${String(bounds?.code)} (boundsDuration)`,
  };
}

/** A rate in mL/h, from rateQuantity or rateRatio; undefined for anything else. */
function rateOf(entry: JsonObject): { mlPerHour: number; words: string } | undefined {
  if (entry.rateQuantity !== undefined) {
    const quantity = object(entry.rateQuantity);
    const mlPerHour = ucumValue(quantity, 'mL/h');
    return mlPerHour === undefined
      ? undefined
      : { mlPerHour, words: `${String(quantity?.value)} ${String(quantity?.code)}` };
  }
  if (entry.rateRatio !== undefined) {
    const ratio = object(entry.rateRatio);
    const mlPerHour = ratioValue(ratio, 'mL', 'h');
    const part = (quantity: unknown): string =>
      `${String(object(quantity)?.value)} ${String(object(quantity)?.code)}`;
    return mlPerHour === undefined
      ? undefined
      : {
          mlPerHour,
          words: `${part(ratio?.numerator)} per ${part(ratio?.denominator)}`,
        };
  }
  return undefined;
}

/** The rates of a Dosage's doseAndRate entries, each with its place. */
function ratedEntries(dosage: JsonObject): { entry: JsonObject; index: number }[] {
  const entries: unknown[] = Array.isArray(dosage.doseAndRate) ? dosage.doseAndRate : [];
  return entries.flatMap((item, index) => {
    const entry = object(item);
    return entry && (entry.rateQuantity !== undefined || entry.rateRatio !== undefined)
      ? [{ entry, index }]
      : [];
  });
}

/**
 * Where a Dosage gives a rate, a volume and a duration, whether they agree: rate × duration =
 * volume, within the module's rounding of the rate to one decimal.
 */
export function infusionFindings(
  dosage: unknown,
  path: string,
  medication: JsonObject | undefined,
): Finding[] {
  const value = object(dosage);
  if (!value) return [];
  const concentration = concentrationOf(medication);
  return ratedEntries(value).flatMap(({ entry, index }) => {
    const rate = rateOf(entry);
    const volume = volumeOf(entry, medication, concentration);
    const duration = durationOf(value, entry.doseQuantity !== undefined);
    if (!rate || !volume || !duration) return [];
    const fastest = volume.ml / duration.hours;
    const slowest = volume.ml / duration.longest;
    const tolerance = rateRoundingMlPerHour + 1e-9 * fastest;
    if (rate.mlPerHour >= slowest - tolerance && rate.mlPerHour <= fastest + tolerance) return [];
    const expected =
      slowest === fastest
        ? `${figure(fastest)} mL/h`
        : `${figure(slowest)} to ${figure(fastest)} mL/h`;
    const rateKey = entry.rateQuantity === undefined ? 'rateRatio' : 'rateQuantity';
    const inMlPerHour = `${figure(rate.mlPerHour)} mL/h`;
    const given = rate.words === inMlPerHour ? rate.words : `${rate.words} (${inMlPerHour})`;
    return [
      finding(
        'warning',
        'infusion-rate',
        childPath(childPath(childPath(path, 'doseAndRate'), index), rateKey),
        `The rate does not fit the volume and the duration: ${volume.from} over ${duration.words} is ${expected}, but the rate is ${given}. The module derives the rate from the volume and the duration and rounds it to one decimal, so this did not come from it: show both values as sent and flag the prescription for review.`,
        guideLinks.doseRateDuration,
      ),
    ];
  });
}

/**
 * The amount of substance per hour of each rate, as the guide asks clients to show it next to the
 * rate: `125 mL/h × 4 mg/mL = 500 mg/h of vancomycin`. Empty without a known concentration.
 */
export function massRateLines(dosage: unknown, medication: JsonObject | undefined): string[] {
  const value = object(dosage);
  const concentration = concentrationOf(medication);
  if (!value || !concentration) return [];
  return ratedEntries(value).flatMap(({ entry }) => {
    const rate = rateOf(entry);
    if (!rate) return [];
    const perHour = rate.mlPerHour * concentration.perMl;
    const of = concentration.substance === undefined ? '' : ` of ${concentration.substance}`;
    return [
      `Amount per hour: ${figure(rate.mlPerHour)} mL/h × ${figure(concentration.perMl)} ${concentration.unit}/mL = ${figure(perHour)} ${concentration.unit}/h${of}, computed from the structure. Show it next to the rate; it is not a dose given every hour.`,
    ];
  });
}
