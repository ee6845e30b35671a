/**
 * The sandbox's core, which runs anywhere (a browser too): one pure function from a request to
 * the answer the medication API would give, over plain JSON data, and what callers need around it.
 */
export type * from './core';
export {
  answer,
  fhirJson,
  maxHeaderBytes,
  maxTargetLength,
  reasonPhrase,
  sandboxTimeHeader,
  sandboxTokens,
  serverFailure,
  unreadableRequest,
  versionHeaders,
} from './core';
export { notificationSequence } from './feed';
export type * from './types';
export type * from './oauth-failures';
export { failureLink, oauthFailures, signInGuidePath } from './oauth-failures';
export type * from './client-registration';
export { readRegistration } from './client-registration';
export type * from './smart-sandbox';
export { createSmartSandbox, sandboxModes } from './smart-sandbox';
export type * from './scenarios';
export { defaultAccept, scenarios, unacceptableAccept } from './scenarios';
