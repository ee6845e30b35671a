/**
 * SMART clinical scopes, version 1 (`patient/MedicationRequest.read`) and version 2
 * (`patient/MedicationRequest.rs`), read as far as a read-only API needs: which context and
 * resource type a scope reads. A v2 scope with a query (`?category=…`) narrows a grant in a way
 * the sandbox cannot check on a read, so it grants nothing here.
 */

export type ScopeContext = 'patient' | 'user' | 'system';

export interface ReadGrant {
  context: ScopeContext;
  /** A resource type, or `*` for every type. */
  resourceType: string;
}

const clinicalScope = /^(patient|user|system)\/([A-Za-z]+|\*)\.([a-z*]+)$/;

/** What one scope lets a client read; undefined for a scope that reads nothing. */
export function readGrant(scope: string): ReadGrant | undefined {
  const match = clinicalScope.exec(scope);
  if (!match) return undefined;
  const [, context, resourceType, permissions] = match as unknown as [
    string,
    ScopeContext,
    string,
    string,
  ];
  const v1 = permissions === 'read' || permissions === '*';
  // v2: letters of c, r, u, d, s in that order, each at most once.
  const v2 = /^c?r?u?d?s?$/.test(permissions) && permissions.includes('r');
  return v1 || v2 ? { context, resourceType } : undefined;
}

export const scopeList = (scope: string): string[] =>
  scope.split(' ').filter((item) => item !== '');

/** The grant among the scopes that reads a resource type, patient/ last (it is the narrowest). */
export function grantFor(scopes: readonly string[], resourceType: string): ReadGrant | undefined {
  const grants = scopes
    .map(readGrant)
    .filter((grant): grant is ReadGrant => grant !== undefined)
    .filter((grant) => grant.resourceType === '*' || grant.resourceType === resourceType);
  return (
    grants.find((grant) => grant.context !== 'patient') ??
    grants.find((grant) => grant.context === 'patient')
  );
}
