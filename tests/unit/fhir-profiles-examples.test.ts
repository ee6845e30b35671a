import { beforeAll, describe, expect, it } from 'vitest';
import { modulePackage, profileViolations } from '@medication-module/fhir-package';
import {
  guideValuesOfType,
  openApiValuesOfType,
  type LocatedValue,
} from '../support/fhir-examples';

/**
 * Every example of the site that is a whole resource the module sends keeps the module's profile
 * of its type: the guides' JSON blocks and the OpenAPI description's examples, contained
 * Medications included. Cardinalities (never-sent elements among them) and the profile's
 * invariants, evaluated by the `fhirpath` engine; R4 itself and the bindings are checked by
 * the checker's tests of the same examples.
 */
const { profiles } = modulePackage().profiles;
const examples = new Map<string, LocatedValue[]>();

// Reading every guide's JSON blocks takes seconds on a busy machine: once, before the tests.
beforeAll(() => {
  for (const { type } of profiles) {
    const values = [...guideValuesOfType(type), ...openApiValuesOfType(type)];
    // A fragment of a resource has no resourceType: the profile is about whole resources.
    examples.set(
      type,
      values.filter(({ value }) => value.resourceType === type),
    );
  }
});

describe('the site examples keep the module profiles', () => {
  for (const profile of profiles) {
    it(`every ${profile.type} example keeps ${profile.id}`, () => {
      const resources = examples.get(profile.type) ?? [];
      expect(resources.length).toBeGreaterThan(0);
      const broken = resources.flatMap(({ where, value }) =>
        profileViolations(value, profile).map((violation) => `${where}: ${violation}`),
      );
      expect(broken).toEqual([]);
    });
  }
});
