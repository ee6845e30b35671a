import data from '@medication-check/data';
import { checkResource, type CheckReport } from '@medication-module/fhir-checker';

/** The checker on the main thread, for a browser that cannot start the worker. */
export function checkHere(text: string): CheckReport {
  return checkResource(text, data);
}
