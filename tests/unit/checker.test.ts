import fc from 'fast-check';
import {
  formatPath,
  jsonPathPattern,
  parsePath,
  valueAt,
} from '@medication-module/fhir-checker/json-path';
import { describe, expect, it } from 'vitest';
import { createSmartSandbox, scenarios } from '@medication-module/sandbox';
import { buildSandboxData, sandboxHistory } from '@medication-module/sandbox/node';
import {
  isJsonObject,
  loadSpec,
  responseExamples,
  type JsonObject,
} from '@medication-module/api-description';
import { loadExampleSources, selectExample } from '../../plugins/openapi-examples/sources';
import { pageCheckerData } from '../support/fhir-check';
import { eventLoopTurn } from '../support/vitest-event-loop';
import { checkResource, type CheckReport } from '@medication-module/fhir-checker';

/**
 * What the "Check a resource" tool and `npm run check-resource` find: each example the sandbox
 * serves checks clean, and each mistake made on purpose is found at its path, with its rule and
 * the guide section that explains it.
 */
const spec = loadSpec();
const served = Object.keys(spec.paths).flatMap((template) =>
  responseExamples(spec, template, '200').map(({ name, value }) => ({
    name,
    value: value as JsonObject,
  })),
);
const example = (name: string): JsonObject => {
  const found = served.find((candidate) => candidate.name === name)?.value;
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found);
};
const notification = selectExample(loadExampleSources(), {
  callback: 'ChangeNotification',
  example: 'premedicationSigned',
}).value as JsonObject;

const check = (value: unknown): CheckReport =>
  checkResource(JSON.stringify(value), pageCheckerData());
const problems = (value: unknown): string[] =>
  check(value)
    .findings.filter((found) => found.severity !== 'information')
    .map((found) => `${found.rule} @ ${found.path}`);
const findingAt = (value: unknown, rule: string) =>
  check(value).findings.find((found) => found.rule === rule);

describe('the examples the sandbox serves', () => {
  it.each([
    ...served.map(({ name, value }) => [name, value] as const),
    ...sandboxHistory().map(
      (resource) =>
        [
          `${String(resource.id)} version ${String((resource.meta as JsonObject).versionId)}`,
          resource,
        ] as const,
    ),
    ['the change notification', notification] as const,
  ])('%s checks clean and is explained', (_, value) => {
    const report = check(value);
    expect(problems(value)).toEqual([]);
    expect(report.explanations[0]?.sections.length).toBeGreaterThan(0);
  });
});

/**
 * A subset is what the module sends too: the checker must not call its SUBSETTED tag, or the
 * elements it leaves out, a mistake.
 */
describe('subsets the sandbox answers', () => {
  const data = buildSandboxData();
  const sandbox = createSmartSandbox(data);
  const queries = ['_summary=true', '_summary=text', '_elements=status'];
  const readOperations = data.operations.filter(({ template }) =>
    /^\/[A-Za-z]+\/\{id\}$/.test(template),
  );
  const reads = readOperations.flatMap((operation) =>
    scenarios(data, operation).flatMap(({ status, scenario }) =>
      status === 200 && scenario
        ? queries.map(
            (query) =>
              [
                `${operation.template.replace('{id}', scenario.request.id)}?${query}`,
                scenario.request.token,
              ] as const,
          )
        : [],
    ),
  );

  it('covers every read', () => {
    expect(readOperations.length).toBeGreaterThan(0);
    expect(reads).toHaveLength(readOperations.length * queries.length);
  });

  it.each(reads)('%s checks clean', async (target, token) => {
    const response = await sandbox.answer({
      method: 'GET',
      target,
      headers: { Host: '127.0.0.1', Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const subset = JSON.parse(response.body) as JsonObject;
    expect(JSON.stringify((subset.meta as JsonObject).tag)).toContain('SUBSETTED');
    expect(problems(subset)).toEqual([]);
  });
});

describe('mistakes made on purpose', () => {
  it('an ATC system with a trailing slash', () => {
    const value = example('oralTablet');
    const [atc] = (value.medicationCodeableConcept as JsonObject).coding as JsonObject[];
    if (atc) atc.system = 'http://www.whocc.no/atc/';
    const found = findingAt(value, 'code-system-uri');
    expect(found?.path).toBe('$.medicationCodeableConcept.coding[0]');
    expect(found?.message).toMatch(/writes it “http:\/\/www\.whocc\.no\/atc”, exactly/);
    expect(found?.guide.href).toBe(
      '/docs/guides/medication-module/prescriptions/atc-codes#how-atc-is-represented-in-fhir-r4',
    );
  });

  it('an unknown element, and the R5 name of a choice', () => {
    const value = { ...example('oralTablet'), dosageInstructions: [] };
    expect(findingAt(value, 'unknown-element')?.message).toMatch(
      /“dosageInstructions” is not an element of MedicationRequest in FHIR R4\. Did you mean “dosageInstruction”\?/,
    );
    const r5 = example('oralTablet');
    r5.medication = r5.medicationCodeableConcept;
    delete r5.medicationCodeableConcept;
    expect(findingAt(r5, 'unknown-element')?.message).toMatch(
      /medication\[x\] is a choice: write one of medicationCodeableConcept, medicationReference/,
    );
  });

  it('status "paused"', () => {
    const found = findingAt(
      { ...example('pausedPrescription'), status: 'paused' },
      'required-binding',
    );
    expect(found).toMatchObject({ path: '$.status', severity: 'error' });
    expect(found?.message).toMatch(
      /“paused” is not a code of the R4 value set medicationrequest-status.*on-hold/,
    );
    expect(found?.guide.href).toMatch(/medication-request#status-lifecycle$/);
  });

  it('a code outside the module ValueSet of its element', () => {
    const value = example('oralTablet');
    const dosage = (value.dosageInstruction as JsonObject[])[0] as JsonObject;
    dosage.route = {
      coding: [{ system: 'http://snomed.info/sct', code: '54471007', display: 'Buccal route' }],
    };
    const found = findingAt(value, 'module-value-set');
    expect(found?.path).toBe('$.dosageInstruction[0].route.coding[0]');
    expect(found?.message).toMatch(/not in the module's ValueSet .* for Dosage\.route/);
    expect(found?.guide.href).toMatch(/method-route-and-solution#route$/);
  });

  it('an element the module never sends', () => {
    const found = findingAt({ ...example('oralTablet'), priority: 'urgent' }, 'never-sent');
    expect(found).toMatchObject({ path: '$.priority', severity: 'warning' });
    expect(found?.message).toMatch(/this did not come from the module/);
    expect(found?.guide.href).toMatch(/medication-request#elements-the-module-never-sends$/);
    const dosage = example('oralTablet');
    ((dosage.dosageInstruction as JsonObject[])[0] as JsonObject).patientInstruction =
      'Swallow whole';
    expect(findingAt(dosage, 'never-sent')?.path).toBe('$.dosageInstruction[0].patientInstruction');
  });

  it('a Dosage whose text and structure disagree', () => {
    const value = example('oralTablet');
    ((value.dosageInstruction as JsonObject[])[0] as JsonObject).text =
      '1 tablet by mouth every 8 hours';
    const found = findingAt(value, 'dosage-text-differs');
    expect(found?.path).toBe('$.dosageInstruction[0].text');
    expect(found?.message).toMatch(
      /frequency and period: the text says 1\/8 h, the structure 3\/1 d/,
    );
    expect(found?.guide.href).toMatch(/prescription-frequency#what-it-says$/);
  });

  it('a Dosage without text, and a repeat with a frequency but no period', () => {
    const value = example('oralTablet');
    const dosage = (value.dosageInstruction as JsonObject[])[0] as JsonObject;
    delete dosage.text;
    dosage.timing = { repeat: { frequency: 3, periodUnit: 'd' } };
    expect(problems(value)).toEqual(
      expect.arrayContaining([
        'mm-dosage-text @ $.dosageInstruction[0]',
        'mm-timing-schedule @ $.dosageInstruction[0].timing.repeat',
      ]),
    );
  });

  it('frequency and period beside clock times, which the module never sends, at the repeat', () => {
    const value = example('pausedPrescription');
    const dosage = (value.dosageInstruction as JsonObject[])[0] as JsonObject;
    const timing = dosage.timing as JsonObject;
    timing.repeat = { ...(timing.repeat as JsonObject), frequency: 1, period: 1, periodUnit: 'd' };
    const found = findingAt(value, 'mm-timing-schedule');
    expect(found?.path).toBe('$.dosageInstruction[0].timing.repeat');
    expect(found?.message).toMatch(/R4's definitions of timeOfDay and dayOfWeek/);
    expect(found?.guide.href).toMatch(/prescription-frequency#the-modules-schedule-rule$/);
    expect(problems(example('pausedPrescription'))).toEqual([]);
  });

  it('what the guides say the module never sends: status unknown, intent plan, a Medication by URL', () => {
    expect(problems({ ...example('oralTablet'), status: 'unknown' })).toContain(
      'mm-mr-status @ $.status',
    );
    expect(problems({ ...example('oralTablet'), intent: 'plan' })).toContain(
      'mm-mr-intent @ $.intent',
    );
    const referenced = example('oralTablet');
    delete referenced.medicationCodeableConcept;
    referenced.medicationReference = { reference: 'Medication/med-1' };
    expect(problems(referenced)).toContain('mm-mr-medication-contained @ $.medicationReference');
  });

  it('a broken entry deep in a Bundle, at its path', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({
      fullUrl: `https://fhir.example.org/r4/MedicationRequest/medreq-${i}`,
      resource: {
        ...example('oralTablet'),
        id: `medreq-${i}`,
        ...(i === 21 ? { status: 'paused' } : {}),
      },
    }));
    const report = check({ resourceType: 'Bundle', type: 'collection', entry: entries });
    expect(problems({ resourceType: 'Bundle', type: 'collection', entry: entries })).toEqual([
      'required-binding @ $.entry[21].resource.status',
    ]);
    expect(report.explanations.map((explanation) => explanation.path)).toEqual([
      '$',
      ...entries.map((_, i) => `$.entry[${i}].resource`),
    ]);
    const patient = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Patient', id: 'p' } }],
    };
    expect(problems(patient)).toContain('resource-type-not-sent @ $.entry[0].resource');
  });
});

describe('the explanation', () => {
  const sections = (value: unknown) => check(value).explanations[0]?.sections ?? [];
  const said = (value: unknown, heading: RegExp): string =>
    sections(value)
      .filter((section) => heading.test(section.heading))
      .flatMap((section) => section.lines)
      .join('\n');

  it('says what on-hold means for a user interface, why, and what the resource looks like after resume', () => {
    const text = said(example('pausedPrescription'), /^Status: on-hold/);
    expect(text).toMatch(/never as due/);
    expect(text).toMatch(/Reason: medicationrequest-status-reason \w+/);
    expect(text).toMatch(
      /same id comes back with status active and no statusReason, in a new version/,
    );
  });

  it('names a contained Medication with its active ingredient, diluent, strength as a concentration and amount', () => {
    const text = said(example('infusionSolution'), /^Medication/);
    expect(text).toMatch(/active substance/);
    expect(text).toMatch(/not active: the diluent/);
    expect(text).toMatch(/strength .* per .*, a concentration/);
    expect(text).toMatch(/Amount: .*the content of the package/);
  });

  it('puts each Dosage text next to its reference rendering, compared by meaning', () => {
    const text = said(example('oralTablet'), /^Dosage instruction/);
    expect(text).toMatch(/Text: “1 tablet 3 times daily by mouth”\./);
    expect(text).toMatch(/Reference rendering: “1 tablet by mouth 3 times daily”\./);
    expect(text).toMatch(/agree in meaning/);
  });

  it('follows basedOn to the premedication order, and says what a new version is', () => {
    expect(said(example('premedication'), /^Premedication order/)).toMatch(
      /belongs to the premedication order ServiceRequest\/servreq-premed-\d+/,
    );
    expect(said(example('oralTablet'), /^Version/)).toMatch(
      /Version “3”.*W\/"3".*new prescription with a new id/s,
    );
  });

  it('reads a notification event by event', () => {
    const text = check(notification)
      .explanations.flatMap((e) => e.sections.flatMap((s) => s.lines))
      .join('\n');
    expect(text).toMatch(
      /Event 1842 at 2025-03-13 16:40 \(\+01:00\): MedicationRequest\/medreq-premed-midazolam-2291 changed/,
    );
    expect(text).toMatch(/never from the URL in the notification/);
  });

  it('keeps HTML and script in strings as they are: text for the page to show, never markup', () => {
    const value = example('oralTablet');
    ((value.dosageInstruction as JsonObject[])[0] as JsonObject).text =
      '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    const report = check({ ...value, '<b>x</b>': 1 });
    expect(report.explanations[0]?.sections.flatMap((s) => s.lines).join()).toContain(
      '“<img src=x onerror=alert(1)> <script>alert(2)</script>”',
    );
    expect(report.findings.map((f) => f.message).join()).toContain('“<b>x</b>” is not an element');
  });
});

describe('any input', () => {
  const base = example('infusionSolution');
  /** A valid resource with one value anywhere replaced by arbitrary JSON. */
  const mutated = fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 4 })).map(([at, replacement]) => {
    const copy = structuredClone(base) as unknown;
    const holders: [Record<string, unknown> | unknown[], string | number][] = [];
    const collect = (node: unknown): void => {
      const children: [string | number, unknown][] = Array.isArray(node)
        ? node.map((item, i) => [i, item])
        : isJsonObject(node)
          ? Object.entries(node)
          : [];
      for (const [key, item] of children) {
        holders.push([node as Record<string, unknown>, key]);
        collect(item);
      }
    };
    collect(copy);
    const [holder, key] = holders[at % holders.length] ?? [[], 0];
    (holder as Record<string | number, unknown>)[key] = replacement;
    return copy;
  });

  it('never throws, for arbitrary JSON and for a resource with any value replaced', async () => {
    const awkwardKeys = fc.dictionary(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'valueOf',
        'toString',
        'hasOwnProperty',
        'contained',
        'entry',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          mutated,
          awkwardKeys.map((keys) => ({ ...base, ...keys })),
          fc
            .record(
              {
                resourceType: fc.constantFrom(
                  'MedicationRequest',
                  'Bundle',
                  'OperationOutcome',
                  'Parameters',
                  'Medication',
                  'ServiceRequest',
                ),
              },
              { noNullPrototype: true },
            )
            .chain((head) =>
              fc
                .dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }))
                .map((rest) => ({ ...rest, ...head })),
            ),
        ),
        async (value) => {
          await eventLoopTurn();
          const report = checkResource(value, pageCheckerData());
          expect(report.counts.error + report.counts.warning + report.counts.information).toBe(
            report.findings.length,
          );
          JSON.stringify(report);
          // Each path is well formed and leads into the input: to the value, or for a missing
          // element to the object that lacks it.
          for (const { path } of report.findings) {
            expect(path).toMatch(jsonPathPattern);
            const steps = parsePath(path);
            expect(formatPath(steps)).toBe(path);
            if (steps.length > 0) expect(valueAt(value, steps.slice(0, -1))).toBeDefined();
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
