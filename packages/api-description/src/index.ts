/**
 * The medication API's description and what is read from it, for Node code: the OpenAPI file
 * parsed once, its examples, servers and contact, its changelog, the sandbox history, the
 * conformance resources (the CapabilityStatement released as the changelog's newest release), the
 * terminology bindings and the one walker of what the module sends. Browser code imports
 * `@medication-module/api-description/mark` only.
 */
export type * from './spec';
export {
  allExamples,
  documentedServers,
  integrationContact,
  isJsonObject,
  loadSpec,
  parsedOnce,
  resolveRef,
  responseExamples,
  specFile,
} from './spec';
export type * from './module-sends';
export { moduleSends, moduleSendsUses, neverSentElements, neverSentPaths } from './module-sends';
export type * from './module-sends-mark';
export {
  isAlwaysSent,
  isNeverSent,
  moduleSendsExtension,
  moduleSendsValues,
} from './module-sends-mark';
export type * from './conformance';
export {
  capabilityStatement,
  capabilityStatementFile,
  capabilityStatementUrl,
  codeSystems,
  conceptDefinition,
  conceptDefinitionExtension,
  conformanceFiles,
  conformanceFolder,
  conformanceResources,
  conformanceUrl,
  publishedFolder,
  valueSetById,
  valueSets,
} from './conformance';
export type * from './changelog';
export { apiChangelog, changeKinds, currentRelease } from './changelog';
export type * from './sandbox-history';
export { readSandboxHistory, sandboxHistory, sandboxHistoryFile } from './sandbox-history';
export type * from './smart-configuration';
export { smartConfiguration } from './smart-configuration';
export type * from './terminology-bindings';
export { terminologyBindings } from './terminology-bindings';
export type * from './profile-names';
export { fhirCanonical, profiledTypes, profileUrl } from './profile-names';
