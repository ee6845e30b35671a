import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withOneRequirementPerSchemes } from './operation-security';

const operation = { operationId: 'getThing', responses: {} };

describe('withOneRequirementPerSchemes', () => {
  it('joins the scope forms of one scheme into one requirement, in order', () => {
    const security = [
      { smartPatient: ['patient/X.read'] },
      { smartPatient: ['patient/X.rs'] },
      { smartBackend: ['system/X.read'] },
      { smartBackend: ['system/X.rs', 'system/X.read'] },
    ];
    expect(withOneRequirementPerSchemes({ ...operation, security })).toEqual({
      ...operation,
      security: [
        { smartPatient: ['patient/X.read', 'patient/X.rs'] },
        { smartBackend: ['system/X.read', 'system/X.rs'] },
      ],
    });
  });

  it('keeps requirements that combine schemes apart from those naming one of them', () => {
    const security = [{ a: [], b: ['s'] }, { a: ['t'] }, { a: [], b: ['u'] }];
    expect(withOneRequirementPerSchemes({ ...operation, security }).security).toEqual([
      { a: [], b: ['s', 'u'] },
      { a: ['t'] },
    ]);
  });

  it('returns the operation itself when there is nothing to join or no security', () => {
    for (const candidate of [
      operation,
      { ...operation, security: [{ a: ['x'] }, { b: ['y'] }] },
      { ...operation, security: 'not a list' },
      { ...operation, security: [{ a: 'not a list of scopes' }] },
    ]) {
      expect(withOneRequirementPerSchemes(candidate)).toBe(candidate);
    }
  });

  it('for any security list: one requirement per set of schemes, every scheme and scope kept', () => {
    const scheme = fc.constantFrom('a', 'b', 'c');
    const requirement = fc.dictionary(scheme, fc.array(fc.constantFrom('r', 's', 't')), {
      minKeys: 0,
      maxKeys: 3,
    });
    fc.assert(
      fc.property(fc.array(requirement), (security) => {
        const result = withOneRequirementPerSchemes({ ...operation, security }).security as Record<
          string,
          string[]
        >[];
        const choice = (r: Record<string, string[]>) => Object.keys(r).join(' and ');
        const choices = result.map(choice);
        expect(new Set(choices).size).toBe(choices.length);
        expect(new Set(choices)).toEqual(new Set(security.map(choice)));
        for (const original of security) {
          const joined = result.find((r) => choice(r) === choice(original));
          for (const [name, scopes] of Object.entries(original)) {
            for (const scope of scopes) expect(joined?.[name]).toContain(scope);
          }
        }
      }),
    );
  });
});
