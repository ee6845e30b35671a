import { describe, expect, it } from 'vitest';
import type { StructureDefinition } from '@medplum/fhirtypes';
import { checkResource, definitionsToRead, splitCheckerData } from './index';
import { checkerData } from './node/data';

/**
 * A check reads only the resource definitions of the types it meets: the page's worker loads
 * those, and the installable files parse those, instead of all of R4's.
 */
const full = checkerData();
const split = splitCheckerData(full);

/** The split data, reading each definition on demand and noting which it read. */
function onDemand(): { data: typeof full; read: string[] } {
  const read: string[] = [];
  const data = {
    ...split.data,
    readDefinition: (type: string): StructureDefinition | undefined => {
      read.push(type);
      return split.definitions[type];
    },
  };
  return { data, read };
}

const UCUM = 'http://unitsofmeasure.org';
const prescription = {
  resourceType: 'MedicationRequest',
  id: 'mr-1',
  contained: [
    {
      resourceType: 'Medication',
      id: 'bag',
      code: { text: 'Ceftriaxone 2 g in 100 mL sodium chloride 0.9%' },
      amount: { numerator: { value: 100, unit: 'mL', system: UCUM, code: 'mL' } },
    },
  ],
  status: 'active',
  intent: 'order',
  medicationReference: { reference: '#bag' },
  subject: { reference: 'Patient/pat-1042' },
  dosageInstruction: [{ text: '2 g IV once daily', foo: 1 }],
};

describe('resource definitions read on demand', () => {
  it('leaves every concrete resource type out of what each check reads', () => {
    const kept = split.data.structureDefinitions.map((definition) => definition.name);
    expect(kept).toEqual(
      expect.arrayContaining(['Dosage', 'Timing', 'Resource', 'DomainResource']),
    );
    expect(kept).not.toContain('MedicationRequest');
    expect(Object.keys(split.definitions)).toEqual(
      expect.arrayContaining(['MedicationRequest', 'Medication', 'Patient', 'Bundle']),
    );
    expect(Object.keys(split.definitions).length).toBeGreaterThan(140);
  });

  it('reads only the types a MedicationRequest holds, and finds what the whole data finds', () => {
    const { data, read } = onDemand();
    expect(definitionsToRead(prescription, data)).toEqual([
      'Medication',
      'MedicationRequest',
      'Parameters',
    ]);
    const report = checkResource(JSON.stringify(prescription), data);
    expect([...new Set(read)].sort()).toEqual(['Medication', 'MedicationRequest', 'Parameters']);
    expect(report.findings).toEqual(checkResource(JSON.stringify(prescription), full).findings);
    expect(report.findings.map((item) => item.rule)).toContain('unknown-element');
  });

  it('reads a Bundle entry’s type when it meets one', () => {
    const { data, read } = onDemand();
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Patient', id: 'pat-1042', gender: 'other' } }],
    };
    const report = checkResource(bundle, data);
    // The definition of Bundle names OperationOutcome (entry.response.outcome).
    expect(definitionsToRead(bundle, data)).toEqual([
      'Bundle',
      'OperationOutcome',
      'Parameters',
      'Patient',
    ]);
    expect([...new Set(read)].sort()).toEqual([
      'Bundle',
      'OperationOutcome',
      'Parameters',
      'Patient',
    ]);
    // Without the definitions, only the named types: the worker asks again once it has them.
    expect(definitionsToRead(bundle, split.data)).toEqual(['Bundle', 'Parameters', 'Patient']);
    expect(report.findings).toEqual(checkResource(bundle, full).findings);
  });

  it('names nothing to read for a value too deep to walk', () => {
    let deep: unknown = {};
    for (let level = 0; level < 200_000; level++) deep = { a: deep };
    expect(definitionsToRead(deep, split.data)).toEqual([]);
  });
});
