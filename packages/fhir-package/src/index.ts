/**
 * The medication module's contract as FHIR R4 profiles, generated from what its OpenAPI
 * description says it sends, and the FHIR NPM package that carries them.
 */
export type * from './definitions';
export { r4Definitions } from './definitions';
export type * from './element-paths';
export { resolvePath } from './element-paths';
export type * from './invariants';
export { moduleInvariants } from './invariants';
export type * from './snapshot';
export { profileElements } from './snapshot';
export type * from './profiles';
export { generateProfiles } from './profiles';
export type * from './instance-check';
export { profileViolations } from './instance-check';
export type * from './fhir-npm-package';
export { packageFiles, resourceFileName, tarball } from './fhir-npm-package';
export type * from './module-package';
export {
  apiExamples,
  fhirPackageName,
  modulePackage,
  modulePackageTarball,
  moduleProfiles,
} from './module-package';
