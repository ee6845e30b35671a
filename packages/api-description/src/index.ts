/**
 * The medication API's description and what is read from it, for Node code: the OpenAPI file
 * parsed once, its examples and servers, the sandbox history, the conformance resources, the
 * terminology bindings and the one walker of what the module sends. Browser code imports
 * `@medication-module/api-description/mark` only.
 */
export * from './spec';
export * from './module-sends';
export * from './module-sends-mark';
export * from './conformance';
export * from './sandbox-history';
export * from './smart-configuration';
export * from './terminology-bindings';
