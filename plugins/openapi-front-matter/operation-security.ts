import { isJsonObject, type JsonObject } from '@medication-module/api-description';

type Requirement = Record<string, string[]>;

function isRequirement(value: unknown): value is Requirement {
  return (
    isJsonObject(value) &&
    Object.values(value).every(
      (scopes) => Array.isArray(scopes) && scopes.every((scope) => typeof scope === 'string'),
    )
  );
}

/**
 * The operation with one security requirement per set of schemes, holding the scopes of every
 * requirement that names that set.
 *
 * The description lists each SMART scope form as a requirement of its own
 * (`smartPatient: [patient/MedicationRequest.read]`, then `smartPatient:
 * [patient/MedicationRequest.rs]`: either one suffices). The theme's explorer names its security
 * choices by their schemes, so both land in one choice that holds `smartPatient` twice, and the
 * code samples then carry one `Authorization` header per entry: two in curl and Python, and in
 * `fetch` one header joined as `Bearer x, Bearer x`, which no server reads as a bearer token. Only
 * the explorer's copy changes (the page's `api`); the downloadable description stays as written.
 */
export function withOneRequirementPerSchemes(operation: JsonObject): JsonObject {
  const { security } = operation;
  if (!Array.isArray(security) || !security.every(isRequirement)) return operation;
  const merged = new Map<string, Requirement>();
  for (const requirement of security) {
    // The theme's own name for a choice: the scheme names in the requirement's order.
    const choice = Object.keys(requirement).join(' and ');
    const into = merged.get(choice) ?? {};
    for (const [scheme, scopes] of Object.entries(requirement)) {
      into[scheme] = [...new Set([...(into[scheme] ?? []), ...scopes])];
    }
    merged.set(choice, into);
  }
  if (merged.size === security.length) return operation;
  return { ...operation, security: [...merged.values()] };
}
