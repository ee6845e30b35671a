import {
  currentRelease,
  loadSpec,
  moduleSends,
  responseExamples,
  terminologyBindings,
  valueSets,
  type ModuleSends,
} from '@medication-module/api-description';
import { checkResource } from '@medication-module/fhir-checker';
import { checkerData } from '@medication-module/fhir-checker/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { r4Definitions, snapshotOf, type StructureDefinition } from './definitions';
import { profileViolations } from './instance-check';
import { generateProfiles, type ProfileSources } from './profiles';

const spec = loadSpec();
const sources: ProfileSources = {
  sends: moduleSends(spec),
  bindings: terminologyBindings,
  valueSets: valueSets(),
  release: currentRelease(),
};
const { profiles, notExpressed } = generateProfiles(sources);
const profileOf = (type: string): StructureDefinition => {
  const found = profiles.find((profile) => profile.type === type);
  if (!found) throw new Error(`No profile on ${type}`);
  return found;
};

/**
 * An element id R4 has: each name an element of the type (or backbone element) above it, and a
 * type slice (`medication[x]:medicationReference`) one type of its choice element.
 */
function isR4Path(id: string): boolean {
  const definitions = r4Definitions();
  const [root, ...names] = id.split('.');
  if (root === undefined) return false;
  let elements = snapshotOf(definitions, root);
  let owner = root;
  for (const part of names) {
    const [name, sliceName] = part.split(':');
    const element = elements.find((candidate) => candidate.path === `${owner}.${name}`);
    if (!element) return false;
    const target = element.contentReference?.slice(1) ?? element.path;
    if (sliceName === undefined && elements.some((c) => c.path.startsWith(`${target}.`))) {
      owner = target;
      continue;
    }
    const sliced =
      sliceName === undefined
        ? undefined
        : element.type?.filter(
            (type) =>
              `${name?.replace('[x]', '')}${type.code.charAt(0).toUpperCase()}${type.code.slice(1)}` ===
              sliceName,
          );
    if (sliceName !== undefined && sliced?.length !== 1) return false;
    const types = sliced ?? element.type;
    const type = types?.length === 1 ? types[0]?.code : undefined;
    if (type === undefined || !definitions.has(type)) return name === names.at(-1);
    elements = snapshotOf(definitions, type);
    owner = type;
  }
  return true;
}

const maxOf = (max: string | undefined): number =>
  max === undefined || max === '*' ? Infinity : Number(max);

describe('the profiles', () => {
  it('are one per resource the module sends, each valid R4 for the checker', async () => {
    expect(profiles.map((profile) => profile.type)).toEqual([
      'MedicationRequest',
      'ServiceRequest',
      'Medication',
    ]);
    const data = checkerData({ extraTypes: ['StructureDefinition'] });
    for (const profile of profiles) {
      // A turn of the event loop before each check: Vitest's worker answers its main process
      // in it, which a minute of synchronous work on a busy machine made it miss.
      await new Promise((resolve) => setImmediate(resolve));
      const notR4 = checkResource(profile, data).findings.filter((f) => f.kind === 'not-r4');
      expect(notR4, profile.id).toEqual([]);
    }
  });

  it('have a differential that the snapshot holds, with well-formed ids and paths', () => {
    for (const profile of profiles) {
      const snapshot = profile.snapshot?.element ?? [];
      const differential = profile.differential?.element ?? [];
      expect(differential.length).toBeGreaterThan(0);
      const ids = snapshot.map((element) => element.id);
      expect(new Set(ids).size, profile.id).toBe(ids.length);
      for (const element of snapshot) {
        // The id is the path, with the slice name after a sliced choice element.
        expect(element.id.replace(/:[A-Za-z]+/g, '')).toBe(element.path);
        expect(element.id).toMatch(/^[A-Z][A-Za-z]+(\.[a-z][A-Za-z]*(\[x\](:[a-z][A-Za-z]*)?)?)*$/);
        if (element.sliceName !== undefined) expect(element.id.endsWith(`:${element.sliceName}`));
        expect(element.path.split('.')[0]).toBe(profile.type);
        expect(isR4Path(element.id), element.id).toBe(true);
        expect(element.min ?? 0, element.path).toBeLessThanOrEqual(maxOf(element.max));
      }
      for (const changed of differential) {
        expect(ids, profile.id).toContain(changed.id);
      }
    }
  });

  it('never loosen the R4 base cardinality', () => {
    for (const profile of profiles) {
      for (const element of profile.snapshot?.element ?? []) {
        if (!element.base) continue;
        // A type slice's minimum is its own: its choice element keeps the base's.
        if (element.sliceName === undefined)
          expect(element.min ?? 0, element.id).toBeGreaterThanOrEqual(element.base.min);
        expect(maxOf(element.max), element.id).toBeLessThanOrEqual(maxOf(element.base.max));
      }
    }
  });

  it('prohibit what the module never sends and require what it always sends', () => {
    const request = profileOf('MedicationRequest').snapshot?.element ?? [];
    const at = (path: string) => request.find((element) => element.path === path);
    expect(at('MedicationRequest.priority')?.max).toBe('0');
    expect(at('MedicationRequest.reported[x]')?.max).toBe('0');
    expect(at('MedicationRequest.dosageInstruction.patientInstruction')?.max).toBe('0');
    expect(at('MedicationRequest.dosageInstruction.doseAndRate.rate[x]')?.type).toEqual([
      { code: 'Quantity', profile: ['http://hl7.org/fhir/StructureDefinition/SimpleQuantity'] },
    ]);
    expect(at('MedicationRequest.id')).toMatchObject({ min: 1, mustSupport: true });
    expect(at('MedicationRequest.meta')).toMatchObject({ min: 1, mustSupport: true });
    expect(at('MedicationRequest.dosageInstruction.route')?.binding).toEqual({
      strength: 'required',
      description: expect.any(String),
      valueSet: 'https://fhir.example.org/ValueSet/medication-module-route',
    });
    // The ATC value set is the examples' subset: production sends other codes.
    expect(at('MedicationRequest.medication[x]')?.binding?.strength).toBe('example');
  });

  it('say what the module never sends below one type of a choice element, in a type slice', () => {
    expect(notExpressed).toEqual([]);
    const request = profileOf('MedicationRequest').snapshot?.element ?? [];
    const byId = (id: string) => request.find((element) => element.id === id);
    expect(byId('MedicationRequest.medication[x]')?.slicing).toEqual({
      discriminator: [{ type: 'type', path: '$this' }],
      ordered: false,
      rules: 'open',
    });
    expect(byId('MedicationRequest.medication[x]:medicationCodeableConcept')).toMatchObject({
      path: 'MedicationRequest.medication[x]',
      sliceName: 'medicationCodeableConcept',
      min: 0,
      type: [{ code: 'CodeableConcept' }],
    });
    for (const id of [
      'MedicationRequest.medication[x]:medicationCodeableConcept.coding.userSelected',
      'MedicationRequest.medication[x]:medicationReference.identifier',
      'MedicationRequest.dosageInstruction.timing.repeat.bounds[x]:boundsDuration.comparator',
      'MedicationRequest.note.author[x]:authorReference.type',
    ]) {
      expect(byId(id)?.max, id).toBe('0');
    }
    const differential = profileOf('MedicationRequest').differential?.element ?? [];
    expect(differential.map((element) => element.id)).toEqual(
      expect.arrayContaining([
        'MedicationRequest.medication[x]',
        'MedicationRequest.medication[x]:medicationCodeableConcept',
        'MedicationRequest.medication[x]:medicationCodeableConcept.coding.userSelected',
      ]),
    );
  });

  it('take every element from what the description marks (no list of their own)', () => {
    const without: ModuleSends = {
      ...sources.sends,
      paths: sources.sends.paths.filter((path) => path !== 'MedicationRequest.priority'),
    };
    const regenerated = generateProfiles({ ...sources, sends: without }).profiles[0];
    const priority = regenerated?.snapshot?.element.find(
      (element) => element.path === 'MedicationRequest.priority',
    );
    expect(priority?.max).toBe('1');
  });
});

describe('the invariants', () => {
  const examples = Object.keys(spec.paths).flatMap((template) =>
    responseExamples(spec, template, '200').map(({ name, value }) => ({ name, value })),
  );
  const firstOf = (type: string): Record<string, unknown> => {
    const found = examples.find(
      (example) => (example.value as { resourceType?: string }).resourceType === type,
    );
    if (!found) throw new Error(`No ${type} example`);
    return structuredClone(found.value) as Record<string, unknown>;
  };

  it('hold on every resource example of the API', () => {
    expect(examples.length).toBeGreaterThan(5);
    for (const { name, value } of examples) {
      const type = (value as { resourceType: string }).resourceType;
      expect(profileViolations(value, profileOf(type)), name).toEqual([]);
      for (const contained of (value as { contained?: unknown[] }).contained ?? []) {
        expect(profileViolations(contained, profileOf('Medication')), name).toEqual([]);
      }
    }
  });

  const broken: [string, string, (resource: Record<string, unknown>) => void, string][] = [
    ['MedicationRequest', 'intent other than order', (r) => (r.intent = 'plan'), 'mm-mr-intent'],
    ['MedicationRequest', 'status unknown', (r) => (r.status = 'unknown'), 'mm-mr-status'],
    [
      'MedicationRequest',
      'a contained Patient',
      (r) => (r.contained = [{ resourceType: 'Patient', id: 'p' }]),
      'mm-mr-contained',
    ],
    [
      'MedicationRequest',
      'a Medication not contained',
      (r) => {
        delete r.medicationCodeableConcept;
        r.medicationReference = { reference: 'Medication/m1' };
      },
      'mm-mr-medication-contained',
    ],
    [
      'MedicationRequest',
      'a Dosage without text',
      (r) => {
        const dosage = (r.dosageInstruction as Record<string, unknown>[])[0];
        if (dosage) delete dosage.text;
      },
      'mm-dosage-text',
    ],
    [
      'MedicationRequest',
      'clock times with a frequency',
      (r) => {
        const dosage = (r.dosageInstruction as Record<string, unknown>[])[0];
        if (dosage) {
          dosage.timing = {
            repeat: { timeOfDay: ['08:00:00'], frequency: 1, period: 1, periodUnit: 'd' },
          };
        }
      },
      'mm-timing-schedule',
    ],
    [
      'MedicationRequest',
      'a frequency without its period',
      (r) => {
        const dosage = (r.dosageInstruction as Record<string, unknown>[])[0];
        if (dosage) dosage.timing = { repeat: { frequency: 3 } };
      },
      'mm-timing-schedule',
    ],
    [
      'MedicationRequest',
      'a never-sent element',
      (r) => (r.priority = 'urgent'),
      'MedicationRequest.priority: 1 present, at most 0',
    ],
    [
      'MedicationRequest',
      'no meta',
      (r) => delete r.meta,
      'MedicationRequest.meta: 0 present, at least 1',
    ],
    [
      'MedicationRequest',
      'a never-sent element inside one type of a choice element',
      (r) => {
        delete r.medicationReference;
        r.medicationCodeableConcept = {
          coding: [{ system: 'http://www.whocc.no/atc', code: 'N02BE01', userSelected: true }],
        };
      },
      'MedicationRequest.medication[x]:medicationCodeableConcept.coding.userSelected: 1 present, at most 0',
    ],
    ['ServiceRequest', 'intent other than order', (r) => (r.intent = 'proposal'), 'mm-sr-intent'],
    ['ServiceRequest', 'status unknown', (r) => (r.status = 'unknown'), 'mm-sr-status'],
  ];

  it.each(broken)('%s: %s breaks the profile', (type, _what, breakIt, expected) => {
    const resource = firstOf(type);
    breakIt(resource);
    const found = profileViolations(resource, profileOf(type));
    expect(
      found.some((violation) => violation.includes(expected)),
      found.join('\n'),
    ).toBe(true);
  });
});

describe('the generator', () => {
  it('never emits an element path that the R4 base lacks, whatever the description marks', () => {
    const known = [...sources.sends.paths, ...sources.sends.sentPaths].filter(
      (path) =>
        /^(MedicationRequest|ServiceRequest|Medication)\./.test(path) &&
        !path.endsWith('.resourceType'),
    );
    const junk = fc
      .tuple(
        fc.constantFrom('MedicationRequest', 'ServiceRequest', 'Medication'),
        fc.stringMatching(/^[a-z][A-Za-z]{0,12}$/),
      )
      .map(([type, name]) => `${type}.${name}`);
    fc.assert(
      fc.property(
        fc.subarray(known),
        fc.subarray(known),
        fc.option(junk, { nil: undefined }),
        (never, sent, extra) => {
          const sends: ModuleSends = {
            elements: [],
            paths: extra === undefined ? never : [...never, extra],
            sentPaths: sent,
            alwaysSentPaths: [],
          };
          let generated;
          try {
            generated = generateProfiles({ ...sources, sends });
          } catch (error) {
            // A name R4 does not have is refused, never turned into an element.
            expect(extra).toBeDefined();
            expect(String(error)).toMatch(/FHIR R4 has no element/);
            return;
          }
          for (const profile of generated.profiles) {
            for (const element of profile.snapshot?.element ?? []) {
              expect(isR4Path(element.id), element.id).toBe(true);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
