/**
 * Test support of the renderer, for its own tests and for the site's (which validate the
 * generated Dosages against the R4 definitions): fast-check generators of valid R4 Dosages and
 * the check for a garbled sentence. Exported as `@medication-module/dosage-text/testing` in
 * the workspace only; the published package leaves it out.
 */
export {
  abbreviations,
  amount,
  edgeDosage,
  renderableDosage,
  unitsOfTime,
  validDosage,
} from './arbitraries';
export { garbled } from './sentence';
