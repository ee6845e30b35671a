import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import {
  apiExamples,
  moduleProfiles,
  profileViolations,
  type StructureDefinition,
} from '@medication-module/fhir-package';
import { checkResource, type CheckerData } from '.';
import { checkerData } from './node';
import { profileInvariants } from './profile-invariants';

/**
 * The checker and the module's profiles say the same about what the module sends, because the
 * checker evaluates the profiles' own invariants: the profile's instance check
 * (`profileViolations`) and the checker name the same invariants on the same resources, and a
 * changed expression in a copy of a profile changes the checker's verdict with it.
 */
const spec = loadSpec();
const data = checkerData();
const { profiles } = moduleProfiles(spec);
const examples = apiExamples(spec);

const profileOf = (type: string): StructureDefinition => {
  const found = profiles.find((profile) => profile.type === type);
  if (!found) throw new Error(`no profile of ${type}`);
  return found;
};

const exampleOf = (type: string): Record<string, unknown> => {
  const found = examples.find((example) => example.resourceType === type);
  if (!found) throw new Error(`no example of ${type}`);
  return structuredClone(found) as Record<string, unknown>;
};

/** The invariant keys the checker reports on a resource. */
const checkerKeys = (resource: unknown, with_: CheckerData = data): string[] =>
  [
    ...new Set(
      checkResource(JSON.stringify(resource), with_).findings.flatMap((found) =>
        found.profile ? [found.profile.invariant] : [],
      ),
    ),
  ].sort();

/** The invariant keys the profile's instance check reports (not its cardinalities). */
const profileKeys = (resource: Record<string, unknown>): string[] =>
  [
    ...new Set(
      profileViolations(resource, profileOf(String(resource.resourceType))).flatMap(
        (violation) => /^[\w.[\]]+: (mm-[\w-]+) \(/.exec(violation)?.[1] ?? [],
      ),
    ),
  ].sort();

describe('the checker reads the profiles', () => {
  it('has every invariant the profiles add to R4, and nothing else', () => {
    const stated = profiles.flatMap((profile) =>
      (profile.snapshot?.element ?? []).flatMap((element) =>
        (element.constraint ?? [])
          .filter((constraint) => constraint.source === profile.url)
          .map((constraint) => `${element.path} ${constraint.key} ${constraint.expression}`),
      ),
    );
    expect(stated.length).toBeGreaterThan(5);
    expect(
      data.module.invariants.map(
        (invariant) => `${invariant.element} ${invariant.key} ${invariant.expression}`,
      ),
    ).toEqual(stated);
  });

  it('refuses an invariant on a primitive element, which it would not evaluate', () => {
    const profile = structuredClone(profileOf('MedicationRequest'));
    const intent = profile.snapshot?.element.find(
      (element) => element.path === 'MedicationRequest.intent',
    );
    if (!intent) throw new Error('no MedicationRequest.intent');
    intent.constraint = [
      {
        key: 'mm-x',
        severity: 'error',
        human: 'x',
        expression: "$this = 'order'",
        source: profile.url,
      },
    ];
    expect(() => profileInvariants([profile])).toThrow(/not of one complex type/);
  });
});

describe('the checker and the profiles agree', () => {
  it('on every example of the API: no invariant broken', () => {
    for (const example of examples) {
      if (!profiles.some((profile) => profile.type === example.resourceType)) continue;
      expect(checkerKeys(example), String(example.id)).toEqual([]);
      expect(profileKeys(example), String(example.id)).toEqual([]);
    }
  });

  const repeatKeys = {
    frequency: 3,
    frequencyMax: 4,
    period: 1,
    periodMax: 2,
    periodUnit: 'd',
    timeOfDay: ['08:00:00'],
    dayOfWeek: ['mon'],
    boundsPeriod: { start: '2025-03-14T10:00:00+01:00' },
    when: ['AC'],
  };

  it('on any mix of schedule, rate, text, intent, status and medication', () => {
    fc.assert(
      fc.property(
        fc.subarray(Object.keys(repeatKeys) as (keyof typeof repeatKeys)[]),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('order', 'plan', 'proposal'),
        fc.constantFrom('active', 'unknown', 'on-hold'),
        fc.constantFrom('#med-1', 'Medication/med-1', undefined),
        (keys, rate, text, intent, status, medication) => {
          const resource = exampleOf('MedicationRequest');
          const repeat = Object.fromEntries(keys.map((key) => [key, repeatKeys[key]]));
          resource.dosageInstruction = [
            {
              ...(text ? { text: 'as the structure says' } : {}),
              ...(keys.length > 0 ? { timing: { repeat } } : {}),
              ...(rate ? { doseAndRate: [{ rateQuantity: { value: 2, unit: 'mL/h' } }] } : {}),
            },
          ];
          resource.intent = intent;
          resource.status = status;
          if (medication !== undefined) {
            delete resource.medicationCodeableConcept;
            resource.medicationReference = { reference: medication };
          }
          expect(checkerKeys(resource)).toEqual(profileKeys(resource));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('on a ServiceRequest and on a MedicationRequest that contains a Patient', () => {
    const order = { ...exampleOf('ServiceRequest'), intent: 'proposal', status: 'unknown' };
    expect(checkerKeys(order)).toEqual(['mm-sr-intent', 'mm-sr-status']);
    expect(profileKeys(order)).toEqual(checkerKeys(order));
    const request = exampleOf('MedicationRequest');
    request.contained = [{ resourceType: 'Patient', id: 'pat-1' }];
    request.subject = { reference: '#pat-1' };
    expect(checkerKeys(request)).toEqual(['mm-mr-contained']);
    expect(profileKeys(request)).toEqual(checkerKeys(request));
  });
});

describe('the profile is the rule', () => {
  const withProfiles = (changed: StructureDefinition[]): CheckerData => ({
    ...data,
    module: { ...data.module, invariants: profileInvariants(changed) },
  });

  it('a changed expression in a copy of the profile changes the verdict', () => {
    const copy = structuredClone(profiles);
    const invariant = copy
      .flatMap((profile) => profile.snapshot?.element ?? [])
      .flatMap((element) => element.constraint ?? [])
      .find((constraint) => constraint.key === 'mm-mr-intent');
    if (!invariant) throw new Error('no mm-mr-intent');
    invariant.expression = "intent = 'plan'";
    const order = exampleOf('MedicationRequest');
    const plan = { ...order, intent: 'plan' };
    expect(checkerKeys(order)).toEqual([]);
    expect(checkerKeys(plan)).toEqual(['mm-mr-intent']);
    expect(checkerKeys(order, withProfiles(copy))).toEqual(['mm-mr-intent']);
    expect(checkerKeys(plan, withProfiles(copy))).toEqual([]);
  });

  it('an invariant left out of the profile is no finding', () => {
    const copy = structuredClone(profiles);
    for (const element of copy.flatMap((profile) => profile.snapshot?.element ?? [])) {
      element.constraint = element.constraint?.filter(
        (constraint) => constraint.key !== 'mm-timing-schedule',
      );
    }
    const request = exampleOf('MedicationRequest');
    request.dosageInstruction = [{ text: 'three a day', timing: { repeat: { frequency: 3 } } }];
    expect(checkerKeys(request)).toContain('mm-timing-schedule');
    expect(checkerKeys(request, withProfiles(copy))).not.toContain('mm-timing-schedule');
  });
});
