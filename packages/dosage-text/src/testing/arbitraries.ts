import fc from 'fast-check';

/**
 * fast-check arbitraries for FHIR R4 Dosages that are valid R4 (element types and cardinalities
 * of the R4 Dosage and Timing definitions, their required bindings and the invariants tim-1 to
 * tim-10, rng-2, rat-1, sqty-1) and state something the reference renderer must say: no Timing.code
 * outside the R4 timing-abbreviation value set, no frequency without a period, no two doses that
 * compete. The site's tests/unit/dosage-generators-r4.test.ts checks them against the R4 validator.
 */

const UCUM = 'http://unitsofmeasure.org';
const SNOMED_CT = 'http://snomed.info/sct';
const EDQM = 'http://standardterms.edqm.eu';
const ORDERABLE_DRUG_FORM = 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm';
const GTS_ABBREVIATION = 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation';

type Json = Record<string, unknown>;

/** Drops the keys whose value is undefined, as JSON would. */
const defined = (value: Json): Json =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));

/** A decimal as prescriptions write it: up to two decimals, at most 100 000. */
export const amount = (min = 0): fc.Arbitrary<number> =>
  fc
    .tuple(fc.integer({ min: Math.ceil(min * 100), max: 10_000_000 }), fc.constantFrom(1, 10, 100))
    .map(([hundredths, scale]) => Math.round(hundredths / scale) / (100 / scale))
    .filter((value) => value >= min);

const positiveInt = (max: number): fc.Arbitrary<number> => fc.integer({ min: 1, max });

/** [code, unit display] of UCUM units a dose or an amount of drug is given in. */
const ucumAmounts: readonly [string, string][] = [
  ['mg', 'mg'],
  ['g', 'g'],
  ['ug', 'µg'],
  ['mL', 'mL'],
  ['L', 'L'],
  ['[iU]', 'units'],
  ['mg/kg', 'mg/kg'],
  ['mmol', 'mmol'],
];
/** [code, unit display] of HL7 orderable drug forms, counted doses. */
const doseForms: readonly [string, string][] = [
  ['TAB', 'tablet'],
  ['CAP', 'capsule'],
  ['PATCH', 'patch'],
  ['SUPP', 'suppository'],
];
const ucumRates: readonly [string, string][] = [
  ['mL/h', 'mL/h'],
  ['mg/h', 'mg/h'],
  ['ug/min', 'µg/min'],
  ['[iU]/h', 'units/h'],
];
export const unitsOfTime = ['s', 'min', 'h', 'd', 'wk', 'mo', 'a'] as const;

const ucumQuantity = (
  units: readonly [string, string][],
  min = 0,
  withUnit = fc.boolean(),
): fc.Arbitrary<Json> =>
  fc
    .tuple(amount(min), fc.constantFrom(...units), withUnit)
    .map(([value, [code, unit], hasUnit]) =>
      defined({ value, unit: hasUnit ? unit : undefined, system: UCUM, code }),
    );

const formQuantity = (min = 0): fc.Arbitrary<Json> =>
  fc
    .tuple(amount(min), fc.constantFrom(...doseForms))
    .map(([value, [code, unit]]) => ({ value, unit, system: ORDERABLE_DRUG_FORM, code }));

/** A Duration: UCUM time code, optionally a display unit and a comparator. */
const duration = (withComparator: boolean, min = 0): fc.Arbitrary<Json> =>
  fc
    .tuple(
      amount(min),
      fc.constantFrom(...unitsOfTime),
      fc.option(fc.constantFrom('<', '<=', '>=', '>'), { nil: undefined }),
    )
    .map(([value, code, comparator]) =>
      defined({ value, comparator: withComparator ? comparator : undefined, system: UCUM, code }),
    );

const doseQuantity = fc.oneof(ucumQuantity(ucumAmounts), formQuantity());

/**
 * Bounds in two units of one dimension, the low below the high (R4 rng-2): "250 mg to 1 g".
 * [system, low code, low unit, high code, high unit, how many low units make one high unit].
 */
type TwoUnits = [string, string, string, string, string, number];

const twoUnitRange = ([system, lowCode, lowUnit, highCode, highUnit, factor]: TwoUnits) =>
  fc.tuple(amount(), amount()).map(([low, extra]) => ({
    low: { value: low, unit: lowUnit, system, code: lowCode },
    high: {
      value: Math.ceil((low / factor + extra) * 100) / 100,
      unit: highUnit,
      system,
      code: highCode,
    },
  }));

/** A Range: both bounds in one unit (low ≤ high) or in two, or one of them. */
const range = (quantity: fc.Arbitrary<Json>, twoUnits: TwoUnits): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.tuple(quantity, amount()).map(([low, extra]) => ({
      low,
      high: { ...low, value: Math.round(((low.value as number) + extra) * 100) / 100 },
    })),
    twoUnitRange(twoUnits),
    quantity.map((low) => ({ low })),
    quantity.map((high) => ({ high })),
  );

const ratio = (numerator: fc.Arbitrary<Json>): fc.Arbitrary<Json> =>
  fc
    .tuple(numerator, fc.oneof(duration(false, 0.01), ucumQuantity([['kg', 'kg']], 0.01)))
    .map(([top, denominator]) => ({ numerator: top, denominator }));

const concept = (
  system: string,
  concepts: readonly [string, string][],
  withText = fc.boolean(),
): fc.Arbitrary<Json> =>
  fc.tuple(fc.constantFrom(...concepts), withText).map(([[code, display], text]) =>
    defined({
      coding: [{ system, code, display }],
      text: text ? display.toLowerCase() : undefined,
    }),
  );

const doseRateType = concept(
  'http://terminology.hl7.org/CodeSystem/dose-rate-type',
  [
    ['ordered', 'Ordered'],
    ['calculated', 'Calculated'],
  ],
  fc.constant(false),
);

const doseChoice = fc.oneof(
  doseQuantity.map((value) => ({ doseQuantity: value })),
  range(doseQuantity, [UCUM, 'mg', 'mg', 'g', 'g', 1000]).map((value) => ({ doseRange: value })),
);
const rateChoice = fc.oneof(
  ucumQuantity(ucumRates).map((value) => ({ rateQuantity: value })),
  range(ucumQuantity(ucumRates), [UCUM, 'ug/min', 'µg/min', 'mg/min', 'mg/min', 1000]).map(
    (value) => ({ rateRange: value }),
  ),
  ratio(ucumQuantity(ucumAmounts)).map((value) => ({ rateRatio: value })),
);

/** One entry with a dose or a rate or both; several typed ones; or an untyped dose and rate. */
const doseAndRate = fc.oneof(
  fc
    .tuple(
      fc.option(doseRateType, { nil: undefined }),
      fc.option(doseChoice, { nil: undefined }),
      fc.option(rateChoice, { nil: undefined }),
    )
    .filter(([, dose, rate]) => dose !== undefined || rate !== undefined)
    .map(([type, dose, rate]) => [defined({ type, ...dose, ...rate })]),
  fc
    .array(
      fc.tuple(
        doseRateType,
        fc.option(doseChoice, { nil: undefined }),
        fc.option(rateChoice, { nil: undefined }),
      ),
      { minLength: 2, maxLength: 3 },
    )
    .filter((entries) =>
      entries.every(([, dose, rate]) => dose !== undefined || rate !== undefined),
    )
    .map((entries) => entries.map(([type, dose, rate]) => defined({ type, ...dose, ...rate }))),
  fc.tuple(doseChoice, rateChoice).map(([dose, rate]) => [dose, rate]),
);

const pad = (value: number): string => String(value).padStart(2, '0');
const date = fc
  .tuple(
    fc.integer({ min: 2000, max: 2039 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`);
const clock = fc
  .tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.constantFrom(0, 0, 0, 30),
  )
  .map(([hours, minutes, seconds]) => `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`);
const zone = fc.constantFrom('Z', '+01:00', '+02:00', '-05:00');
const dateTime = fc.oneof(
  date,
  fc.tuple(date, clock, zone).map(([day, time, offset]) => `${day}T${time}${offset}`),
);

/** A start and an end in order (R4 per-1): same form and zone, so the text sorts in time. */
const period = fc
  .tuple(
    fc.uniqueArray(date, { minLength: 2, maxLength: 2 }),
    fc.array(clock, { minLength: 2, maxLength: 2 }),
    fc.option(zone, { nil: undefined }),
    fc.constantFrom('both', 'start', 'end'),
  )
  .map(([days, times, offset, which]) => {
    const [start = '', end = ''] = days
      .map((day, index) => (offset === undefined ? day : `${day}T${times[index] ?? ''}${offset}`))
      .sort();
    return defined({
      start: which === 'end' ? undefined : start,
      end: which === 'start' ? undefined : end,
    });
  });

const eventTiming = [
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
const meals: readonly string[] = ['C', 'CM', 'CD', 'CV'];

/** [code, display, frequency, period, periodUnit, when] of the R4 timing-abbreviation value set. */
export const abbreviations: readonly [
  string,
  string,
  number,
  number,
  string,
  string | undefined,
][] = [
  ['BID', 'BID', 2, 1, 'd', undefined],
  ['TID', 'TID', 3, 1, 'd', undefined],
  ['QID', 'QID', 4, 1, 'd', undefined],
  ['AM', 'AM', 1, 1, 'd', 'MORN'],
  ['PM', 'PM', 1, 1, 'd', 'AFT'],
  ['QD', 'QD', 1, 1, 'd', undefined],
  ['QOD', 'QOD', 1, 2, 'd', undefined],
  ['Q1H', 'every hour', 1, 1, 'h', undefined],
  ['Q2H', 'every 2 hours', 1, 2, 'h', undefined],
  ['Q3H', 'every 3 hours', 1, 3, 'h', undefined],
  ['Q4H', 'Q4H', 1, 4, 'h', undefined],
  ['Q6H', 'Q6H', 1, 6, 'h', undefined],
  ['Q8H', 'every 8 hours', 1, 8, 'h', undefined],
  ['BED', 'at bedtime', 1, 1, 'd', 'HS'],
  ['WK', 'weekly', 1, 1, 'wk', undefined],
  ['MO', 'monthly', 1, 1, 'mo', undefined],
];

const bounds = fc.oneof(
  duration(true).map((value) => ({ boundsDuration: value })),
  range(duration(false), [UCUM, 'h', 'hours', 'd', 'days', 24]).map((value) => ({
    boundsRange: value,
  })),
  period.map((value) => ({ boundsPeriod: value })),
);

const schedule = fc
  .tuple(
    fc.option(positiveInt(6), { nil: undefined }),
    fc.option(positiveInt(4), { nil: undefined }),
    amount(0.01),
    fc.option(amount(0), { nil: undefined }),
    fc.constantFrom(...unitsOfTime),
  )
  .map(([frequency, extraTimes, period, extraPeriod, periodUnit]) =>
    defined({
      frequency,
      frequencyMax: extraTimes === undefined ? undefined : (frequency ?? 1) + extraTimes,
      period,
      periodMax:
        extraPeriod === undefined ? undefined : Math.round((period + extraPeriod) * 100) / 100,
      periodUnit,
    }),
  );

/** when (with an offset where tim-9 allows it) or timeOfDay, never both (tim-10). */
const moments = fc.oneof(
  fc.constant({}),
  fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...eventTiming), { minLength: 1, maxLength: 3 }),
      fc.option(fc.integer({ min: 0, max: 240 }), { nil: undefined }),
    )
    .map(([when, offset]) =>
      defined({ when, offset: when.some((code) => meals.includes(code)) ? undefined : offset }),
    ),
  fc.uniqueArray(clock, { minLength: 1, maxLength: 4 }).map((timeOfDay) => ({ timeOfDay })),
);

const repeat = fc
  .record(
    {
      bounds,
      count: fc.tuple(positiveInt(30), fc.option(positiveInt(10), { nil: undefined })),
      duration: fc.tuple(
        amount(),
        fc.option(amount(), { nil: undefined }),
        fc.constantFrom(...unitsOfTime),
      ),
      schedule,
      dayOfWeek: fc.uniqueArray(fc.constantFrom('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'), {
        minLength: 1,
        maxLength: 7,
      }),
      moments,
    },
    { requiredKeys: [] },
  )
  .map(({ bounds: limit, count, duration: length, schedule: often, dayOfWeek, moments: at }) =>
    defined({
      ...limit,
      count: count?.[0],
      countMax: count?.[1] === undefined ? undefined : count[0] + count[1],
      duration: length?.[0],
      durationMax:
        length?.[1] === undefined ? undefined : Math.round((length[0] + length[1]) * 100) / 100,
      durationUnit: length?.[2],
      ...often,
      dayOfWeek,
      ...at,
    }),
  )
  .filter((value) => Object.keys(value).length > 0);

/**
 * A Timing: events, a repeat, a code of the timing-abbreviation value set (alone, or with a
 * repeat that agrees with it, where the code stands for what the repeat leaves out), or together.
 */
const timing = fc
  .record(
    {
      // Moments that differ only in their zone would read as one (the sentence keeps clock times).
      event: fc.uniqueArray(dateTime, {
        minLength: 1,
        maxLength: 3,
        selector: (moment) => moment.replace(/(Z|[+-]\d{2}:\d{2})$/, ''),
      }),
      repeat,
      code: fc.tuple(fc.constantFrom(...abbreviations), fc.boolean(), fc.boolean()),
    },
    { requiredKeys: [] },
  )
  .map(({ event, repeat: rule, code }) => {
    if (code === undefined) return defined({ event, repeat: rule });
    const [[abbreviation, name, frequency, period, periodUnit, when], restate, display] = code;
    // The repeat either restates the code's structure or leaves it to the code.
    const {
      frequency: _f,
      frequencyMax: _fm,
      period: _p,
      periodMax: _pm,
      periodUnit: _pu,
      ...left
    } = rule ?? {};
    const given: Json = defined({
      ...left,
      ...(restate ? { frequency, period, periodUnit } : {}),
      ...(when === undefined
        ? {}
        : { timeOfDay: undefined, when: left.when === undefined ? undefined : [when] }),
    });
    return defined({
      event,
      repeat: Object.keys(given).length > 0 ? given : undefined,
      code: {
        coding: [
          defined({
            system: GTS_ABBREVIATION,
            code: abbreviation,
            display: display ? name : undefined,
          }),
        ],
      },
    });
  })
  .filter((value) => Object.keys(value).length > 0);

const routes = fc.oneof(
  concept(SNOMED_CT, [
    ['26643006', 'Oral route'],
    ['47625008', 'Intravenous route'],
    ['34206005', 'Subcutaneous route'],
    ['78421000', 'Intramuscular route'],
    ['37161004', 'Rectal route'],
    ['46713006', 'Nasal route'],
    ['45890007', 'Transdermal route'],
    ['37839007', 'Sublingual route'],
  ]),
  concept(EDQM, [
    ['20053000', 'Oral use'],
    ['20045000', 'Intravenous use'],
  ]),
);

/** The module's continuous infusion: a rate and a repeat that holds only boundsPeriod. */
const continuousInfusion = fc
  .tuple(fc.option(routes, { nil: undefined }), rateChoice, period)
  .map(([route, rate, boundsPeriod]) =>
    defined({ route, doseAndRate: [rate], timing: { repeat: { boundsPeriod } } }),
  );

/** A valid R4 Dosage that states at least one thing to say. */
const anyDosage: fc.Arbitrary<Json> = fc
  .record(
    {
      sequence: fc.integer({ min: 1, max: 5 }),
      text: fc.constantFrom('As directed', '1 g by mouth every 6 hours'),
      timing,
      asNeeded: fc.oneof(
        fc.boolean().map((value) => ({ asNeededBoolean: value })),
        concept(SNOMED_CT, [
          ['22253000', 'Pain'],
          ['422587007', 'Nausea'],
          ['193462001', 'Insomnia'],
        ]).map((value) => ({ asNeededCodeableConcept: value })),
      ),
      route: routes,
      method: concept(SNOMED_CT, [
        ['422145002', 'Inject'],
        ['421521009', 'Swallow'],
      ]),
      doseAndRate,
      maxDosePerPeriod: ratio(fc.oneof(ucumQuantity(ucumAmounts), formQuantity())),
      maxDosePerAdministration: ucumQuantity(ucumAmounts),
      maxDosePerLifetime: ucumQuantity(ucumAmounts),
    },
    { requiredKeys: [] },
  )
  .map(({ asNeeded, ...rest }) => defined({ ...rest, ...asNeeded }))
  .filter(
    (dosage) =>
      [
        'timing',
        'route',
        'method',
        'doseAndRate',
        'maxDosePerPeriod',
        'maxDosePerAdministration',
        'maxDosePerLifetime',
        'asNeededCodeableConcept',
      ].some((key) => dosage[key] !== undefined) || dosage.asNeededBoolean === true,
  );

export const renderableDosage: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: anyDosage, weight: 9 },
  { arbitrary: continuousInfusion, weight: 1 },
);

/**
 * Valid R4 Dosages at the edges of what R4 allows and prescribers rarely write: quantities
 * without value or unit, a frequency without period, a period unit alone, concepts named only by
 * a code, Timing.code alone or contradicting its repeat, several untyped doses, site and
 * additional instructions, zero and negative amounts. With `renderableDosage` they are what the
 * renderer must never refuse.
 */
const bareQuantity: fc.Arbitrary<Json> = fc.oneof(
  amount().map((value) => ({ value })),
  fc.constantFrom('pill', 'drops', 'mg').map((unit) => ({ unit })),
  fc.constantFrom(...ucumAmounts).map(([code, unit]) => ({ unit, system: UCUM, code })),
  fc
    .tuple(fc.integer({ min: -5, max: 0 }), fc.constantFrom(...ucumAmounts))
    .map(([value, [code, unit]]) => ({ value, unit, system: UCUM, code })),
);
const nameOnly = fc.oneof(
  fc
    .constantFrom('Left upper arm', 'with food', 'Nasal route', 'COPD exacerbation')
    .map((text) => ({ text })),
  fc
    .constantFrom('46713006', '45890007', '37839007')
    .map((code) => ({ coding: [{ system: SNOMED_CT, code }] })),
  fc.constantFrom(['46713006', 'Nasal route'] as const).map(([code, display]) => ({
    coding: [{ system: SNOMED_CT, code, display }],
  })),
);
const edgeTiming: fc.Arbitrary<Json> = fc.oneof(
  fc
    .tuple(positiveInt(6), fc.option(positiveInt(4), { nil: undefined }))
    .map(([frequency, more]) => ({
      repeat: defined({
        frequency,
        frequencyMax: more === undefined ? undefined : frequency + more,
      }),
    })),
  positiveInt(6).map((frequencyMax) => ({ repeat: { frequencyMax } })),
  fc.tuple(positiveInt(6), positiveInt(6)).map(([frequency, frequencyMax]) => ({
    repeat: { frequency, frequencyMax, period: 1, periodUnit: 'd' },
  })),
  fc.tuple(positiveInt(4), fc.constantFrom(...unitsOfTime)).map(([frequency, periodUnit]) => ({
    repeat: { frequency, periodUnit },
  })),
  fc.constantFrom(...unitsOfTime).map((durationUnit) => ({
    repeat: { durationUnit, frequency: 1, period: 1, periodUnit: 'd' },
  })),
  fc.constantFrom(0, 0.5).map((period) => ({ repeat: { frequency: 1, period, periodUnit: 'h' } })),
  fc.constantFrom('every other day at bedtime', 'on weekends').map((text) => ({ code: { text } })),
  fc
    .constantFrom('JB', 'JE')
    .map((code) => ({ code: { coding: [{ system: GTS_ABBREVIATION, code, display: code }] } })),
  fc.constantFrom(...abbreviations).map(([code, , frequency]) => ({
    repeat: { frequency: frequency + 1, period: 1, periodUnit: 'd' },
    code: { coding: [{ system: GTS_ABBREVIATION, code }] },
  })),
  fc
    .constantFrom({ start: '2015-02-07T13:28:17+01:00' }, { end: '2025-03' }, { start: '2025' })
    .map((boundsPeriod) => ({
      repeat: { boundsPeriod, frequency: 2, period: 1, periodUnit: 'd' },
    })),
  fc.constantFrom('days', 'weeks').map((unit) => ({
    repeat: { boundsDuration: { unit }, frequency: 1, period: 1, periodUnit: 'd' },
  })),
);
const edgeDoseAndRate: fc.Arbitrary<Json[]> = fc.oneof(
  bareQuantity.map((doseQuantity) => [{ doseQuantity }]),
  bareQuantity.map((rateQuantity) => [{ rateQuantity }]),
  fc.tuple(amount(), amount()).map(([low, extra]) => [
    {
      doseRange: { low: { value: low }, high: { value: Math.round((low + extra) * 100) / 100 } },
    },
  ]),
  fc
    .tuple(amount(0.01), amount(0.01))
    .map(([top, bottom]) => [
      { rateRatio: { numerator: { value: top }, denominator: { value: bottom } } },
    ]),
  fc
    .tuple(doseQuantity, doseQuantity)
    .map(([first, second]) => [{ doseQuantity: first }, { doseQuantity: second }]),
);

export const edgeDosage: fc.Arbitrary<Json> = fc
  .record(
    {
      timing: edgeTiming,
      doseAndRate: edgeDoseAndRate,
      route: nameOnly,
      method: nameOnly,
      site: nameOnly,
      additionalInstruction: fc.array(nameOnly, { minLength: 1, maxLength: 2 }),
      asNeededCodeableConcept: nameOnly,
      maxDosePerAdministration: bareQuantity,
      text: fc.constant('As directed'),
    },
    { requiredKeys: [] },
  )
  .filter((dosage) => Object.keys(dosage).some((key) => key !== 'text'));

/** Every valid R4 Dosage that states something: the usual ones and those at R4's edges. */
export const validDosage: fc.Arbitrary<Json> = fc.oneof(renderableDosage, edgeDosage);
