import { describe, expect, it } from 'vitest';
import { isJsonObject, loadSpec, type JsonObject } from './spec';
import { moduleSends, moduleSendsUses, neverSentElements } from './module-sends';
import { moduleSendsExtension, moduleSendsValues } from './module-sends-mark';

/**
 * What the module never sends is written once: `x-module-sends: never` on the schema property
 * in packages/api-description/medication.yaml (packages/api-description/src/module-sends-mark.ts). The API pages group and label those
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

describe(`${moduleSendsExtension} in packages/api-description/medication.yaml`, () => {
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

  it('names the elements the reference groups, from the type that declares each', () => {
    const elements = neverSentElements(spec);
    // Of the 43 top-level MedicationRequest elements of the reference, 26 are never sent.
    expect(elements.filter((path) => /^MedicationRequest\.[a-zA-Z]+$/.test(path))).toHaveLength(26);
    expect(elements).toContain('Dosage.patientInstruction');
    expect(elements).toContain('Medication.batch');
    expect(elements).toContain('OperationOutcome.issue.expression');
    expect(elements).not.toContain('MedicationRequest.status');
  });
});

/**
 * One walker reads the marks for every consumer. Before it, the API pages' list (95 paths from
 * the declaring type, skipping a `$ref` inside `allOf`) and the checker's (300 paths from the
 * resource, following `$ref`, `anyOf` and `oneOf`) were two walks of their own. The pages' list
 * was right as it stood and is `elements`; the checker's `paths` keep its resource paths and mend
 * where it was wrong: it started no path at an inline data type (a Duration or Identifier checked
 * on its own was never warned about), and it warned about `Meta.profile` on a Meta of its own,
 * though the notifications' Meta sends exactly that element.
 */
describe('the one walker of what the module sends', () => {
  const { elements, paths } = moduleSends(spec);

  it('gives the API pages and the guides the elements, by declaring type', () => {
    expect(elements).toHaveLength(94);
    expect(elements).toEqual(expect.arrayContaining(['Element.id', 'Meta.profile']));
    // A subset (`_summary`, `_elements`) carries the SUBSETTED tag.
    expect(elements).not.toContain('Meta.tag');
    // Dosage and Timing inherit Element.id through allOf: named once, from Element.
    expect(elements).not.toContain('Dosage.id');
    expect(elements).not.toContain('MedicationRequest.dosageInstruction.patientInstruction');
  });

  it('gives the checker every path from a resource or data type', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'MedicationRequest.dosageInstruction.patientInstruction',
        'MedicationRequest.meta.profile',
        'MedicationRequest.dosageInstruction.timing.repeat.boundsDuration.comparator',
        'Dosage.id',
        'Dosage.patientInstruction',
        // Where the checker's old list was wrong: inline data types start paths of their own.
        'Duration.comparator',
        'Identifier.assigner.type',
      ]),
    );
    // A notification's Meta sends profile, so a Meta of its own may come from the module.
    expect(paths).not.toContain('Meta.profile');
    expect(paths.filter((path) => path.startsWith('Bundle.meta'))).toEqual([]);
  });

  it('names every element in the paths, unless the description also sends it there', () => {
    const sentSomewhere = ['Meta.profile'];
    expect(elements.filter((element) => !paths.includes(element))).toEqual(sentSomewhere);
  });

  it('follows $ref, allOf, anyOf, oneOf and items, and starts a path at each typed schema', () => {
    const never = { type: 'string', [moduleSendsExtension]: 'never' };
    const small = {
      openapi: spec.openapi,
      info: spec.info,
      servers: [],
      tags: [],
      paths: {},
      components: {
        parameters: {},
        headers: {},
        responses: {},
        securitySchemes: {},
        schemas: {
          Base: { title: 'Base', properties: { id: never } },
          Thing: {
            title: 'Thing',
            allOf: [{ $ref: '#/components/schemas/Base' }],
            properties: {
              resourceType: { type: 'string' },
              part: {
                [moduleSendsExtension]: 'always',
                type: 'array',
                items: {
                  anyOf: [
                    { title: 'Inline', properties: { secret: never, shown: { type: 'string' } } },
                  ],
                },
              },
              other: { oneOf: [{ $ref: '#/components/schemas/Base' }] },
            },
          },
        },
      },
    };
    expect(moduleSends(small)).toEqual({
      elements: ['Base.id', 'Inline.secret'],
      paths: ['Base.id', 'Inline.secret', 'Thing.id', 'Thing.other.id', 'Thing.part.secret'],
      sentPaths: [
        'Inline.shown',
        'Thing.other',
        'Thing.part',
        'Thing.part.shown',
        'Thing.resourceType',
      ],
      alwaysSentPaths: ['Thing.part'],
    });
  });
});
