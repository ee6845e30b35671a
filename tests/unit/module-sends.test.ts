import { describe, expect, it } from 'vitest';
import { isJsonObject, loadSpec, type JsonObject } from '../../scripts/openapi-spec';
import { moduleSendsUses, neverSentElements } from '../../scripts/module-sends';
import { moduleSendsExtension, moduleSendsValues } from '../../src/utils/module-sends';

/**
 * What the module never sends is written once: `x-module-sends: never` on the schema property
 * in openapi/medication.yaml (src/utils/module-sends.ts). The API pages group and label those
 * elements from it, so a misplaced or misspelt key, or a sentence saying it again, is a mistake.
 */
const spec = loadSpec();

/** Every description in the document, with a JSON pointer to it. */
function descriptions(node: unknown, pointer = '#'): { pointer: string; text: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => descriptions(item, `${pointer}/${i}`));
  if (!isJsonObject(node)) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    key === 'description' && typeof child === 'string'
      ? [{ pointer: `${pointer}/description`, text: child }]
      : descriptions(child, `${pointer}/${key}`),
  );
}

/** The properties whose schema says never sent, with the `required` list of their object. */
function neverSentProperties(
  node: unknown,
  pointer = '#',
): { pointer: string; required: boolean }[] {
  if (Array.isArray(node)) {
    return node.flatMap((item, i) => neverSentProperties(item, `${pointer}/${i}`));
  }
  if (!isJsonObject(node)) return [];
  const here = isJsonObject(node.properties)
    ? Object.entries(node.properties as JsonObject)
        .filter(([, schema]) => isJsonObject(schema) && schema[moduleSendsExtension] === 'never')
        .map(([name]) => ({
          pointer: `${pointer}/properties/${name}`,
          required: Array.isArray(node.required) && node.required.includes(name),
        }))
    : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([key, child]) =>
      neverSentProperties(child, `${pointer}/${key}`),
    ),
  ];
}

describe(`${moduleSendsExtension} in openapi/medication.yaml`, () => {
  it(`sits only on schema properties, with one of the values ${moduleSendsValues.join(', ')}`, () => {
    const misplaced = moduleSendsUses(spec)
      .filter(
        (use) => !use.onProperty || !(moduleSendsValues as readonly unknown[]).includes(use.value),
      )
      .map((use) => `${use.pointer}: ${JSON.stringify(use.value)}`);
    expect(misplaced).toEqual([]);
  });

  it('finds a misplaced or misspelt key', () => {
    const broken = {
      ...spec,
      components: {
        ...spec.components,
        schemas: {
          Broken: {
            [moduleSendsExtension]: 'never',
            properties: {
              a: { [moduleSendsExtension]: 'nevr' },
              b: { [moduleSendsExtension]: 'never' },
            },
          },
        },
      },
    };
    const uses = moduleSendsUses(broken).filter((use) => use.pointer.includes('Broken'));
    expect(uses).toEqual([
      { pointer: '#/components/schemas/Broken', value: 'never', onProperty: false },
      { pointer: '#/components/schemas/Broken/properties/a', value: 'nevr', onProperty: true },
      { pointer: '#/components/schemas/Broken/properties/b', value: 'never', onProperty: true },
    ]);
  });

  it('marks only optional elements: a required one is always sent', () => {
    expect(neverSentProperties(spec).filter((property) => property.required)).toEqual([]);
  });

  it('is the only place that says so: no description repeats it', () => {
    const repeating = descriptions(spec)
      .filter(({ text }) => /\bnot sent\b/i.test(text))
      .map(({ pointer, text }) => `${pointer}: ${text}`);
    expect(repeating).toEqual([]);
  });

  it('names the elements the reference groups, by FHIR path', () => {
    const elements = neverSentElements(spec);
    // Of the 43 top-level MedicationRequest elements of the reference, 26 are never sent.
    expect(elements.filter((path) => /^MedicationRequest\.[a-zA-Z]+$/.test(path))).toHaveLength(26);
    expect(elements).toContain('Dosage.patientInstruction');
    expect(elements).toContain('Medication.batch');
    expect(elements).toContain('OperationOutcome.issue.expression');
    expect(elements).not.toContain('MedicationRequest.status');
  });
});
