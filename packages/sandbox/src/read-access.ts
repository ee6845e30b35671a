import type { Refusal } from './authorization';
import type { JsonObject } from './types';

/**
 * Who may read, when something other than the sandbox's default decides it: the strict mode of
 * ./smart-sandbox.ts checks the tokens its authorization server issued. The core asks before a
 * read, from the token and the resource type, and again once it holds the resource (the patient
 * compartment).
 */
export type ReadRefusal = Refusal;

export interface ReadAccess {
  /** `resourceType` is undefined for the feed's `$status` and `$events`. */
  refusal(
    authorization: string | undefined,
    resourceType: string | undefined,
  ): ReadRefusal | undefined;
  refusalOf?(authorization: string | undefined, resource: JsonObject): ReadRefusal | undefined;
}
