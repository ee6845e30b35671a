import { getDataType } from '@medplum/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isJsonObject,
  loadSpec,
  resolveRef,
  type JsonObject,
} from '@medication-module/api-description';
import { loadR4StructureDefinitions, valueSetCodes } from '../support/fhir-check';
import { elementForProperty } from '@medication-module/fhir-checker';
import { contractRoutes } from '../support/route-contract';

/**
 * The schemas of packages/api-description/medication.yaml follow the FHIR R4 structure definitions: every property
 * is an R4 element (choice elements as their concrete properties), arrays and required lists match
 * the R4 cardinality, codes with a required binding list exactly the bound value set, and the
 * resources and data types list every R4 element (the exceptions below say why).
 */
const spec = loadSpec();
const components = spec.components.schemas;

/** Elements a schema may leave out, with the reason. */
const omissions: Record<string, { elements: readonly string[]; why: string }> = {
  'Extension.value': {
    elements: ['value[x]'],
    why: 'R4 allows 50 value types; the schema lists those that fit the module (each one checked)',
  },
  Medication: {
    elements: ['meta', 'implicitRules', 'language', 'text', 'contained'],
    why: 'the Medication is only ever contained, and contained resources carry none of these',
  },
  OperationOutcome: {
    elements: [
      'id',
      'meta',
      'implicitRules',
      'language',
      'text',
      'contained',
      'extension',
      'modifierExtension',
    ],
    why: 'error bodies of the module consist of resourceType and issue only',
  },
};
/**
 * Inherited from Element/BackboneElement. Resources list them; the Element page documents them for
 * every data type, and Dosage and Timing show them, but the other data types and nested objects do
 * not repeat them (repeating them made each page several times longer without information).
 */
const inheritedElements = ['id', 'extension', 'modifierExtension'];
/** Elements Medplum adds to its Meta definition; they are not FHIR R4. */
const medplumOnlyMeta = ['project', 'author', 'onBehalfOf', 'account', 'accounts', 'compartment'];

interface Flat {
  title?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: JsonObject;
  properties: Record<string, JsonObject>;
  required: string[];
  /** Set when the schema is (or wraps) a component, whose own checks cover it. */
  component?: string;
}

function flatten(node: JsonObject): Flat {
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  const schema = resolveRef(spec, node);
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isJsonObject).map(flatten) : [];
  const properties: Record<string, JsonObject> = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, part.properties);
    required.push(...part.required);
  }
  if (isJsonObject(schema.properties)) {
    for (const [name, value] of Object.entries(schema.properties)) {
      if (isJsonObject(value)) properties[name] = value;
    }
  }
  if (Array.isArray(schema.required)) required.push(...schema.required.map(String));
  const single = parts.length === 1 ? parts[0] : undefined;
  return {
    title: typeof schema.title === 'string' ? schema.title : single?.title,
    type: typeof schema.type === 'string' ? schema.type : single?.type,
    format: typeof schema.format === 'string' ? schema.format : single?.format,
    enum: Array.isArray(schema.enum) ? schema.enum : single?.enum,
    items: isJsonObject(schema.items) ? schema.items : single?.items,
    properties,
    required,
    component: ref?.split('/').pop() ?? (parts.length === 1 ? single?.component : undefined),
  };
}

const jsonTypeOf = (fhirType: string): string =>
  fhirType === 'boolean'
    ? 'boolean'
    : ['integer', 'positiveInt', 'unsignedInt'].includes(fhirType)
      ? 'integer'
      : fhirType === 'decimal'
        ? 'number'
        : 'string';

function schemaProblems(node: JsonObject, fhirType: string, where: string): string[] {
  const schema = flatten(node);
  const problems: string[] = [];
  const isResource = getDataType(fhirType).kind === 'resource';
  for (const [name, property] of Object.entries(schema.properties)) {
    const at = `${where}.${name}`;
    if (name === 'resourceType') {
      if (!isResource) problems.push(`${at}: only resources have resourceType`);
      continue;
    }
    const found = elementForProperty(fhirType, name);
    if (!found) {
      problems.push(`${at}: not an element of R4 ${fhirType}`);
      continue;
    }
    const { element, type } = found;
    const prop = flatten(property);
    if (element.isArray !== (prop.type === 'array')) {
      problems.push(`${at}: R4 max is ${element.max}, schema type is ${prop.type ?? 'object'}`);
      continue;
    }
    const isChoice = Object.keys(getDataType(fhirType).elements).some(
      (key) => key.endsWith('[x]') && getDataType(fhirType).elements[key] === element,
    );
    if (isChoice && !/One of `/.test(String(resolveRef(spec, property).description ?? ''))) {
      problems.push(`${at}: a choice-type property says which "One of" the alternatives it is`);
    }
    if (!isChoice && element.min > 0 !== schema.required.includes(name)) {
      problems.push(
        `${at}: R4 min is ${element.min}, schema required is ${schema.required.includes(name)}`,
      );
    }
    const item = element.isArray && prop.items ? flatten(prop.items) : prop;
    if (/^[a-z]/.test(type)) {
      if (item.type !== jsonTypeOf(type))
        problems.push(`${at}: ${type} is JSON ${jsonTypeOf(type)}, not ${item.type}`);
      if (type !== 'string' && item.format !== undefined && item.format !== type) {
        problems.push(`${at}: format ${item.format} should name the FHIR type ${type}`);
      }
      const { binding } = element;
      if (binding?.strength === 'required' && binding.valueSet && type === 'code') {
        const expected = [...valueSetCodes(binding.valueSet)].sort();
        const actual = (item.enum ?? []).map(String).sort();
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          problems.push(`${at}: enum must be ${binding.valueSet}: ${expected.join(', ')}`);
        }
      } else if (item.enum) {
        problems.push(`${at}: enum without a required binding`);
      }
      continue;
    }
    if (item.component) {
      const target = flatten(components[item.component] ?? {}).title;
      if (target !== type) problems.push(`${at}: R4 type ${type}, schema ${target ?? '?'}`);
      continue;
    }
    if (type === 'Resource') {
      if (item.title && item.title !== 'Resource')
        problems.push(...schemaProblems(item as unknown as JsonObject, item.title, at));
      continue;
    }
    if (item.title && !item.title.includes('.') && item.title !== type) {
      problems.push(`${at}: R4 type ${type}, inline schema titled ${item.title}`);
    }
    problems.push(
      ...schemaProblems(
        isJsonObject(prop.items) && element.isArray ? prop.items : property,
        type,
        at,
      ),
    );
  }
  for (const [name, element] of Object.entries(getDataType(fhirType).elements)) {
    const skipped =
      (!isResource && fhirType !== 'Element' && inheritedElements.includes(name)) ||
      (fhirType === 'Meta' && medplumOnlyMeta.includes(name)) ||
      (omissions[fhirType]?.elements.includes(name) ?? false) ||
      (omissions[`${fhirType}.${name.replace('[x]', '')}`]?.elements.includes(name) ?? false);
    if (skipped) continue;
    const expected = name.endsWith('[x]')
      ? element.type.map(
          (t) => name.slice(0, -3) + t.code.charAt(0).toUpperCase() + t.code.slice(1),
        )
      : [name];
    for (const property of expected) {
      if (!(property in schema.properties))
        problems.push(`${where}: R4 element ${property} is missing`);
    }
  }
  return problems;
}

describe('schemas of packages/api-description/medication.yaml', () => {
  beforeAll(() => loadR4StructureDefinitions(), 120_000);

  it('are exactly the schema pages of the route contract, each titled with its name', () => {
    const nonSchemaPages = [
      'fhir-r-4-medicationrequest-and-servicerequest-resources',
      'get-medication-request-by-id',
      'get-service-request-by-id',
      'medication-request',
      'service-request',
    ];
    const contractSchemas = contractRoutes
      .filter((route) => route.startsWith('/docs/api/medication/'))
      .map((route) => route.slice('/docs/api/medication/'.length))
      .filter((page) => !nonSchemaPages.includes(page))
      .sort();
    expect(
      Object.keys(components)
        .map((name) => name.toLowerCase())
        .sort(),
    ).toEqual(contractSchemas);
    for (const [name, schema] of Object.entries(components)) expect(schema.title).toBe(name);
  });

  it('finds the mistakes it looks for', () => {
    const broken = {
      type: 'object',
      required: ['status'],
      properties: {
        status: { type: 'string', format: 'code', description: 'x', enum: ['active', 'paused'] },
        intent: { type: 'string', description: 'x' },
        dosage: { type: 'object', description: 'x' },
        note: { type: 'object', description: 'x' },
        medicationCodeableConcept: { $ref: '#/components/schemas/Reference', description: 'x' },
      },
    };
    const problems = schemaProblems(broken, 'MedicationRequest', 'Broken').join('\n');
    expect(problems).toContain('Broken.status: enum must be');
    expect(problems).toContain('Broken.intent: R4 min is 1');
    expect(problems).toContain('Broken.dosage: not an element of R4 MedicationRequest');
    expect(problems).toContain('Broken.note: R4 max is');
    expect(problems).toContain('Broken.medicationCodeableConcept: a choice-type property');
    expect(problems).toContain(
      'Broken.medicationCodeableConcept: R4 type CodeableConcept, schema Reference',
    );
    expect(problems).toContain('Broken: R4 element subject is missing');
  });

  it.each(Object.keys(components))('%s follows the FHIR R4 definition', (name) => {
    const schema = components[name] ?? {};
    expect(schemaProblems(schema, name, name)).toEqual([]);
  });

  it('explains how the module uses every property (a description on each)', () => {
    const missing: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (!isJsonObject(node)) return;
      if (isJsonObject(node.properties)) {
        for (const [name, property] of Object.entries(node.properties)) {
          if (isJsonObject(property) && typeof property.description !== 'string') {
            missing.push(`${where}.${name}`);
          }
        }
      }
      for (const [key, child] of Object.entries(node)) visit(child, `${where}.${key}`);
    };
    visit(components, 'components.schemas');
    expect(missing).toEqual([]);
  });
});
