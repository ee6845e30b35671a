import { describe, expect, it } from 'vitest';
import { isJsonObject, loadSpec } from '@medication-module/api-description';

/**
 * The server accepts SMART scopes in both syntaxes, v1 (`patient/MedicationRequest.read`) and v2
 * (`patient/MedicationRequest.rs`). Each operation's security requirements say so, for every OAuth
 * scheme, so that the generated pages and the code generators offer both.
 */
const spec = loadSpec();

const oauthSchemes = Object.entries(spec.components.securitySchemes).filter(
  ([, scheme]) => scheme.type === 'oauth2',
);

/** The context prefix of a scheme (`patient/`, `user/`, `system/`), from the scopes it declares. */
function contextOf(scheme: Record<string, unknown>): string {
  const scopes = Object.values(isJsonObject(scheme.flows) ? scheme.flows : {}).flatMap((flow) =>
    isJsonObject(flow) && isJsonObject(flow.scopes) ? Object.keys(flow.scopes) : [],
  );
  const contexts = new Set(
    scopes.map((scope) => /^(patient|user|system)\//.exec(scope)?.[0]).filter(Boolean),
  );
  if (contexts.size !== 1) throw new Error(`a scheme with ${contexts.size} scope contexts`);
  return [...contexts][0] as string;
}

const operations = Object.entries(spec.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${template}`,
    type: template.split('/')[1] ?? '',
    security: operation.security ?? [],
  })),
);

describe('security requirements of the operations', () => {
  it('finds the OAuth schemes and the operations', () => {
    expect(oauthSchemes.length).toBe(3);
    expect(operations.length).toBeGreaterThan(1);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s accepts the v1 and the v2 scope of its resource type from every OAuth scheme',
    (_, { type, security }) => {
      const expected = oauthSchemes.flatMap(([name, scheme]) =>
        ['read', 'rs'].map((form) => ({ [name]: [`${contextOf(scheme)}${type}.${form}`] })),
      );
      // Each alternative names one scope: requiring both forms at once would refuse every client.
      expect(security).toEqual(expect.arrayContaining(expected));
      expect(security).toHaveLength(expected.length);
    },
  );

  it('declares every scope an operation requires in its scheme', () => {
    for (const { name, security } of operations) {
      for (const requirement of security) {
        for (const [schemeName, scopes] of Object.entries(requirement)) {
          const scheme = spec.components.securitySchemes[schemeName];
          const declared = Object.values(isJsonObject(scheme?.flows) ? scheme.flows : {}).flatMap(
            (flow) =>
              isJsonObject(flow) && isJsonObject(flow.scopes) ? Object.keys(flow.scopes) : [],
          );
          for (const scope of scopes) expect(declared, `${name}: ${scope}`).toContain(scope);
        }
      }
    }
  });
});
