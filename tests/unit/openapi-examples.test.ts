import { beforeAll, describe, expect, it } from 'vitest';
import {
  allExamples,
  isJsonObject,
  loadSpec,
  responseExamples,
  type JsonObject,
  type LocatedExample,
} from '@medication-module/api-description';
import {
  exampleFindings,
  formatFindings,
  loadR4StructureDefinitions,
  type ExampleProblem,
} from '../support/fhir-check';
import { exampleFhirType, exampleSchema } from '../support/openapi-example-type';

/**
 * Every example in packages/api-description/medication.yaml is checked: FHIR examples (responses and schemas)
 * against the R4 structure definitions and the module's code-system rules, and the few non-FHIR
 * examples (ids, headers) against their own schema. An example no rule covers fails.
 */
const specFile = 'packages/api-description/medication.yaml';
const spec = loadSpec();
const examples = allExamples(spec);

/** Plain-string examples of parameters and headers: checked against their pattern and enum. */
function stringExampleProblems(example: LocatedExample, schema: JsonObject): ExampleProblem[] {
  const { value } = example;
  if (typeof value !== 'string') {
    return [{ path: '$', rule: 'schema type', message: 'expected a string example' }];
  }
  const problems: ExampleProblem[] = [];
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) {
    problems.push({
      path: '$',
      rule: 'schema pattern',
      message: `"${value}" !~ ${schema.pattern}`,
    });
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push({ path: '$', rule: 'schema enum', message: `"${value}" not in enum` });
  }
  return problems;
}

function exampleProblems(example: LocatedExample): ExampleProblem[] {
  const schema = exampleSchema(spec, example);
  const title = exampleFhirType(spec, example);
  if (title) return exampleFindings(example.value, title);
  if (schema?.type === 'string') return stringExampleProblems(example, schema);
  return [{ path: '$', rule: 'example kind', message: 'no rule knows how to check this example' }];
}

describe(`examples in ${specFile}`, () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it('writes each example once: a second place refers to it ($ref, or a YAML alias for a schema)', () => {
    const firstOf = new Map<string, LocatedExample>();
    const copies: string[] = [];
    for (const example of examples) {
      if (!isJsonObject(example.value)) continue;
      const text = JSON.stringify(example.value);
      const first = firstOf.get(text);
      // A $ref or an alias gives the same parsed object; a copy gives an equal one.
      if (first && first.value !== example.value)
        copies.push(`${example.pointer} copies ${first.pointer}`);
      if (!first) firstOf.set(text, example);
    }
    expect(copies).toEqual([]);
  });

  it.each(examples.map((example) => [example.pointer, example] as const))(
    '%s is valid',
    (pointer, example) => {
      const problems = exampleProblems(example);
      expect(problems, `${specFile} ${pointer}\n${formatFindings(problems)}`).toEqual([]);
    },
  );
});

describe('named examples of the operations', () => {
  const prescriptions = responseExamples(spec, '/MedicationRequest/{id}', '200');
  const orders = responseExamples(spec, '/ServiceRequest/{id}', '200');
  const byName = (name: string): JsonObject => {
    const found = prescriptions.find((example) => example.name === name)?.value;
    if (!isJsonObject(found)) throw new Error(`No MedicationRequest example ${name}`);
    return found;
  };
  const json = (value: unknown): string => JSON.stringify(value);

  it('show an oral tablet with a frequency', () => {
    const example = json(byName('oralTablet'));
    expect(example).toContain('"frequency":3');
    expect(example).toContain('"code":"26643006"');
    expect(example).toContain('"code":"TAB"');
  });

  it('show an infusion of a solution as a contained Medication', () => {
    const example = byName('infusionSolution');
    expect(json(example.contained)).toContain('"resourceType":"Medication"');
    expect(json(example.medicationReference)).toContain('"reference":"#');
    expect(json(example)).toContain('"code":"mL/h"');
  });

  it('show a paused prescription with a status reason', () => {
    const example = byName('pausedPrescription');
    expect(example.status).toBe('on-hold');
    expect(example.statusReason).toBeDefined();
  });

  it('show an as-needed prescription', () => {
    expect(json(byName('asNeeded'))).toMatch(/"asNeeded(Boolean|CodeableConcept)"/);
  });

  it('link the premedication prescription to a premedication order of the ServiceRequest examples', () => {
    const basedOn = json(byName('premedication').basedOn);
    const premedicationOrders = orders
      .map(({ value }) => value)
      .filter(isJsonObject)
      .filter((order) => json(order.code).includes('"code":"anesthesia-premedication"'));
    expect(premedicationOrders.length).toBeGreaterThan(0);
    expect(premedicationOrders.map((order) => `ServiceRequest/${String(order.id)}`)).toContain(
      /"reference":"([^"]+)"/.exec(basedOn)?.[1],
    );
  });

  it('give every 200 example of an operation its own id (the sandbox serves them by id)', () => {
    for (const list of [prescriptions, orders]) {
      const ids = list.map(({ value }) => (isJsonObject(value) ? value.id : undefined));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('error examples', () => {
  const expectedIssueCodes: Record<string, string> = {
    '401': 'login',
    '403': 'forbidden',
    '404': 'not-found',
    '406': 'not-supported',
    '410': 'deleted',
    '429': 'throttled',
  };

  it.each(
    Object.keys(spec.paths).flatMap((path) =>
      Object.entries(expectedIssueCodes).map(([status, code]) => [path, status, code] as const),
    ),
  )('GET %s answers %s with an OperationOutcome of issue code %s', (path, status, code) => {
    const examples = responseExamples(spec, path, status);
    expect(examples.length).toBeGreaterThan(0);
    for (const { value } of examples) {
      expect(value).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code }] });
    }
  });
});
