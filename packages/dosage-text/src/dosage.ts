/**
 * A whole R4 Dosage read into what it states, in no language yet: method, doses, route, rates,
 * timing, "as needed", the ceilings, the site and the additional instructions. `text` and
 * `patientInstruction` are the sender's own words, which a client shows as sent; `sequence`
 * orders the sentences of several Dosages. Each is still checked, so invalid R4 has no sentence.
 */
import {
  conceptName,
  readConcept,
  readQuantity,
  readRange,
  readRatio,
  type CodeableConcept,
  type Name,
  type Quantity,
  type Range,
  type Ratio,
} from './datatypes';
import {
  ownEntry,
  readBoolean,
  readElement,
  readList,
  readNumber,
  readString,
  unrenderable,
} from './json';
import { readTiming, type Schedule } from './timing';
import {
  DOSE_RATE_TYPE,
  doseRateTypes,
  routeCodes,
  type DoseRateType,
  type KnownRoute,
} from './vocabulary';

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

export type Amount =
  | { kind: 'quantity'; quantity: Quantity }
  | { kind: 'range'; range: Range }
  | { kind: 'ratio'; ratio: Ratio };

/** The kind of a dose or rate: one R4 dose-rate-type the catalogues name, or a name as written. */
export type DoseType = { kind: 'known'; code: DoseRateType } | { kind: 'name'; name: Name };

export interface DoseAndRate {
  type?: DoseType;
  dose?: Amount;
  rate?: Amount;
}

export type Route = { kind: 'known'; route: KnownRoute } | { kind: 'name'; name: Name };

export interface DosageMeaning {
  method?: Name;
  doseAndRate: DoseAndRate[];
  route?: Route;
  schedule?: Schedule;
  /** true: as needed; a name: as needed for that reason. */
  asNeeded?: true | Name;
  maxPerPeriod?: Ratio;
  maxPerAdministration?: Quantity;
  maxPerLifetime?: Quantity;
  site?: Name;
  additionalInstructions: Name[];
}

function readRoute(value: unknown): Route | undefined {
  const route = readConcept(value, 'Dosage.route');
  if (route === undefined) return undefined;
  const known = route.codings
    .map((coding) => ownEntry(ownEntry(routeCodes, coding.system) ?? {}, coding.code))
    .find((found) => found !== undefined);
  if (known !== undefined) return { kind: 'known', route: known };
  const name = conceptName(route, 'Dosage.route');
  return name === undefined ? undefined : { kind: 'name', name };
}

function readType(concept: CodeableConcept | undefined, what: string): DoseType | undefined {
  if (concept === undefined) return undefined;
  const known = concept.codings
    .filter((coding) => coding.system === DOSE_RATE_TYPE)
    .map((coding) => doseRateTypes.find((code) => code === coding.code))
    .find((code) => code !== undefined);
  if (known !== undefined && concept.text === undefined) return { kind: 'known', code: known };
  const name = conceptName(concept, what);
  return name === undefined ? undefined : { kind: 'name', name };
}

const named = (value: unknown, what: string): Name | undefined => {
  const concept = readConcept(value, what);
  return concept === undefined ? undefined : conceptName(concept, what);
};

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
  const amount = (
    quantity: Quantity | undefined,
    range: Range | undefined,
    ratio?: Ratio,
  ): Amount | undefined =>
    quantity !== undefined
      ? { kind: 'quantity', quantity }
      : range !== undefined
        ? { kind: 'range', range }
        : ratio !== undefined
          ? { kind: 'ratio', ratio }
          : undefined;
  const dose = amount(
    readQuantity(entry.doseQuantity, `${what}.doseQuantity`, 'simple'),
    readRange(entry.doseRange, `${what}.doseRange`),
  );
  const rate = amount(
    readQuantity(entry.rateQuantity, `${what}.rateQuantity`, 'simple'),
    readRange(entry.rateRange, `${what}.rateRange`),
    readRatio(entry.rateRatio, `${what}.rateRatio`),
  );
  const type = readType(readConcept(entry.type, `${what}.type`), `${what}.type`);
  if (dose === undefined && rate === undefined) return undefined;
  return { type, dose, rate };
}

function readAsNeeded(dosage: Readonly<Record<string, unknown>>): true | Name | undefined {
  const flag = readBoolean(dosage.asNeededBoolean, 'Dosage.asNeededBoolean');
  const reason = readConcept(dosage.asNeededCodeableConcept, 'Dosage.asNeededCodeableConcept');
  if (flag !== undefined && reason !== undefined) return unrenderable('two asNeeded[x]');
  if (reason !== undefined) {
    return conceptName(reason, 'Dosage.asNeededCodeableConcept') ?? true;
  }
  // R4: with the Boolean false "the dose is given according to the schedule".
  return flag === true ? true : undefined;
}

/** Reads a Dosage; undefined when it is not an object of known elements with something in it. */
export function readDosage(value: unknown): DosageMeaning | undefined {
  const dosage = readElement(value, 'Dosage', dosageElements);
  if (dosage === undefined) return undefined;
  readNumber(dosage.sequence, 'Dosage.sequence', 'integer');
  readString(dosage.text, 'Dosage.text');
  readString(dosage.patientInstruction, 'Dosage.patientInstruction');
  const additionalInstructions = (
    readList(dosage.additionalInstruction, 'Dosage.additionalInstruction') ?? []
  ).flatMap((instruction, index) => {
    const name = named(instruction, `Dosage.additionalInstruction[${index}]`);
    return name === undefined ? [] : [name];
  });
  const doseAndRate = (readList(dosage.doseAndRate, 'Dosage.doseAndRate') ?? []).flatMap(
    (entry, index) => {
      const read = readDoseAndRate(entry, `Dosage.doseAndRate[${index}]`);
      return read === undefined ? [] : [read];
    },
  );
  return {
    method: named(dosage.method, 'Dosage.method'),
    doseAndRate,
    route: readRoute(dosage.route),
    schedule: readTiming(dosage.timing),
    asNeeded: readAsNeeded(dosage),
    maxPerPeriod: readRatio(dosage.maxDosePerPeriod, 'Dosage.maxDosePerPeriod'),
    maxPerAdministration: readQuantity(
      dosage.maxDosePerAdministration,
      'Dosage.maxDosePerAdministration',
      'simple',
    ),
    maxPerLifetime: readQuantity(dosage.maxDosePerLifetime, 'Dosage.maxDosePerLifetime', 'simple'),
    site: named(dosage.site, 'Dosage.site'),
    additionalInstructions,
  };
}
