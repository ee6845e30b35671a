/**
 * Every way a SMART sign-in can fail in the sandbox, written once: the authorization server
 * answers from this list, the getting-started guide's table is generated from it, and the tests
 * walk it. Each entry names the standard error (RFC 6749 section 5.2 and 4.1.2.1, RFC 6750 for
 * the FHIR reads), the `error_description` sent with it, and the section of the getting-started
 * guide that explains the rule (its anchor, sent as `error_uri`).
 */

/** Where the failure is caught, and so how it is answered. */
export type FailureStage =
  /** `/authorize`, redirected back to the client with `error` and `state`. */
  | 'authorize-redirect'
  /** `/authorize`, shown to the user: the client or its redirect URI is not to be trusted. */
  | 'authorize-page'
  /** `/token`: a JSON error body. */
  | 'token'
  /** A FHIR read in strict mode: `WWW-Authenticate` on a 401 or 403. */
  | 'read'
  /** No server can see it: the client's own check, shown in the sign-in lab. */
  | 'client';

export type OAuthError =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'invalid_token'
  | 'insufficient_scope';

export interface OAuthFailure {
  stage: FailureStage;
  /** The standard error code; for a client-side check, the code the client should act as if. */
  error: OAuthError;
  /** The HTTP status of the answer (302 for a redirect). */
  status: 302 | 400 | 401 | 403;
  /** What went wrong, for the guide's table. */
  summary: string;
  /** The `error_description`: what went wrong and what to do. */
  description: string;
  /** The getting-started section that explains the rule. */
  anchor: GuideAnchor;
}

/** Sections of the getting-started guide; the build fails on an anchor that goes missing. */
export type GuideAnchor =
  | 'registering-a-client'
  | 'discovery'
  | 'scopes'
  | 'user-facing-apps-a-clinician-is-signed-in'
  | 'backend-services-no-user-present'
  | 'token-lifetime';

const apps: GuideAnchor = 'user-facing-apps-a-clinician-is-signed-in';
const backend: GuideAnchor = 'backend-services-no-user-present';

export const oauthFailures = {
  'client-unknown': {
    stage: 'authorize-page',
    error: 'invalid_client',
    status: 400,
    summary: '`client_id` missing or not registered',
    description:
      'No client is registered with this client_id. Register the client (client id, redirect URIs, scopes) and send its client_id.',
    anchor: 'registering-a-client',
  },
  'authorize-request-malformed': {
    stage: 'authorize-page',
    error: 'invalid_request',
    status: 400,
    summary: 'a parameter twice, or over 8,192 characters',
    description:
      'Send each authorization parameter once, percent-encoded, none longer than 8192 characters.',
    anchor: apps,
  },
  'redirect-uri-mismatch': {
    stage: 'authorize-page',
    error: 'invalid_request',
    status: 400,
    summary: '`redirect_uri` differs from every registered one',
    description:
      'redirect_uri must equal a registered redirect URI character for character (a trailing slash, a different path or scheme counts); on 127.0.0.1 and [::1] only the port may differ.',
    anchor: 'registering-a-client',
  },
  'response-type-unsupported': {
    stage: 'authorize-redirect',
    error: 'unsupported_response_type',
    status: 302,
    summary: '`response_type` other than `code`',
    description: 'SMART apps use the authorization code flow: send response_type=code.',
    anchor: apps,
  },
  'state-missing': {
    stage: 'authorize-redirect',
    error: 'invalid_request',
    status: 302,
    summary: 'no `state`',
    description:
      'SMART requires state: a fresh random value of at least 122 bits for every authorization request, kept in the session and compared when the browser comes back.',
    anchor: apps,
  },
  'aud-missing': {
    stage: 'authorize-redirect',
    error: 'invalid_request',
    status: 302,
    summary: 'no `aud`',
    description:
      'aud is required: the FHIR base URL the token is for, exactly as the app reaches the FHIR server.',
    anchor: apps,
  },
  'aud-wrong': {
    stage: 'authorize-redirect',
    error: 'invalid_request',
    status: 302,
    summary: '`aud` is not this FHIR server',
    description:
      'aud must be the FHIR base URL of this server exactly (no trailing slash, no other path, the same scheme, host and port).',
    anchor: apps,
  },
  'pkce-missing': {
    stage: 'authorize-redirect',
    error: 'invalid_request',
    status: 302,
    summary: 'no `code_challenge`',
    description:
      'PKCE is required: send code_challenge (the base64url SHA-256 of a fresh code_verifier) and code_challenge_method=S256.',
    anchor: apps,
  },
  'pkce-plain': {
    stage: 'authorize-redirect',
    error: 'invalid_request',
    status: 302,
    summary: '`code_challenge_method` other than `S256` (`plain`, or none)',
    description:
      'Only code_challenge_method=S256 is accepted: plain sends the verifier itself and protects nothing.',
    anchor: apps,
  },
  'launch-unknown': {
    stage: 'authorize-redirect',
    error: 'invalid_request',
    status: 302,
    summary: 'scope `launch` without a `launch` value this server issued',
    description:
      'The launch scope needs the launch parameter the EHR gave the app, unchanged; a standalone launch asks for launch/patient instead.',
    anchor: apps,
  },
  'scope-not-allowed': {
    stage: 'authorize-redirect',
    error: 'invalid_scope',
    status: 302,
    summary: 'a scope the client is not registered for, or no scope for a resource type',
    description:
      'The request asks for a scope the client registration does not allow, or for none that reads a resource. Ask for the registered scopes only.',
    anchor: 'scopes',
  },
  'consent-denied': {
    stage: 'authorize-redirect',
    error: 'access_denied',
    status: 302,
    summary: 'the user refused',
    description: 'The user did not allow the app access. Tell them what the app needs and why.',
    anchor: apps,
  },
  'state-mismatch': {
    stage: 'client',
    error: 'access_denied',
    status: 302,
    summary: '`state` not echoed, or not the one the app sent',
    description:
      'The state that came back is not the one kept in the session: stop, exchange nothing, and start a new authorization request.',
    anchor: apps,
  },
  'token-request-malformed': {
    stage: 'token',
    error: 'invalid_request',
    status: 400,
    summary: 'not a form POST, a parameter twice or over 8,192 characters, or one missing',
    description:
      'Send the token request as a POST of an HTML form (form-urlencoded), each parameter once.',
    anchor: apps,
  },
  'grant-type-unsupported': {
    stage: 'token',
    error: 'unsupported_grant_type',
    status: 400,
    summary: '`grant_type` other than `authorization_code`, `refresh_token`, `client_credentials`',
    description:
      'grant_type must be authorization_code, refresh_token (with a refresh token from an EHR launch with online_access) or client_credentials.',
    anchor: 'token-lifetime',
  },
  'token-client-unknown': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'token request from a client that is not registered',
    description:
      'No client is registered with this client_id (or the assertion iss). Use the client_id of your registration.',
    anchor: 'registering-a-client',
  },
  'grant-not-allowed': {
    stage: 'token',
    error: 'unauthorized_client',
    status: 400,
    summary: 'a grant the client is not registered for',
    description:
      'A client registered with a JWK Set uses client_credentials with a signed assertion; a client registered with redirect URIs uses authorization_code.',
    anchor: 'registering-a-client',
  },
  'code-invalid': {
    stage: 'token',
    error: 'invalid_grant',
    status: 400,
    summary: '`code` unknown, or issued to another client',
    description:
      'This authorization code was not issued by this server to this client. Exchange the code from the redirect, unchanged.',
    anchor: apps,
  },
  'code-reused': {
    stage: 'token',
    error: 'invalid_grant',
    status: 400,
    summary: '`code` already exchanged',
    description:
      'An authorization code works once; the tokens issued for it are revoked now. Start a new authorization request.',
    anchor: apps,
  },
  'code-expired': {
    stage: 'token',
    error: 'invalid_grant',
    status: 400,
    summary: '`code` older than 60 seconds',
    description: 'Exchange the code within 60 seconds of the redirect.',
    anchor: apps,
  },
  'redirect-uri-differs': {
    stage: 'token',
    error: 'invalid_grant',
    status: 400,
    summary: '`redirect_uri` of the token request differs from the authorization request',
    description:
      'Send the same redirect_uri to the token endpoint as in the authorization request, character for character.',
    anchor: apps,
  },
  'verifier-missing': {
    stage: 'token',
    error: 'invalid_request',
    status: 400,
    summary: 'no `code_verifier`',
    description:
      'Send the code_verifier of this authorization request: the value whose S256 hash was the code_challenge.',
    anchor: apps,
  },
  'verifier-wrong': {
    stage: 'token',
    error: 'invalid_grant',
    status: 400,
    summary: '`code_verifier` does not hash to the `code_challenge`',
    description:
      'The base64url SHA-256 of code_verifier is not the code_challenge of the authorization request. Keep the verifier of each request with its state.',
    anchor: apps,
  },
  'refresh-invalid': {
    stage: 'token',
    error: 'invalid_grant',
    status: 400,
    summary: '`refresh_token` unknown, revoked or of another client',
    description:
      'This refresh token is not valid for this client. Only an EHR launch with online_access gets one; otherwise authorize again.',
    anchor: 'token-lifetime',
  },
  'token-scope-not-allowed': {
    stage: 'token',
    error: 'invalid_scope',
    status: 400,
    summary: 'a scope the backend client or the refresh token does not have',
    description:
      'The token request asks for a scope the client registration (or the original grant) does not include.',
    anchor: 'scopes',
  },
  'assertion-missing': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'no `client_assertion`, or the wrong `client_assertion_type`',
    description:
      'Backend services authenticate with a client_assertion (a signed JWT) and the jwt-bearer client_assertion_type of RFC 7523.',
    anchor: backend,
  },
  'assertion-malformed': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: '`client_assertion` is not a signed JWT',
    description:
      'client_assertion must be a compact JWS: three base64url parts separated by dots, a JSON header and JSON claims.',
    anchor: backend,
  },
  'assertion-algorithm': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'header `alg` other than `RS384` or `ES384` (`none` included)',
    description: 'Sign the assertion with RS384 or ES384, the algorithms the server accepts.',
    anchor: backend,
  },
  'assertion-kid-unknown': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'header `kid` not in the registered JWK Set',
    description:
      'The kid of the assertion names no key of the registered JWK Set. Send the kid of the key you signed with, and register that key.',
    anchor: backend,
  },
  'assertion-key-type': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: '`alg` does not fit the registered key (RS384 with an EC key, ES384 with RSA)',
    description:
      'RS384 needs an RSA key of at least 2048 bits, ES384 an EC P-384 key: the alg does not fit the registered key with this kid.',
    anchor: backend,
  },
  'assertion-jku': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'header `jku` other than the registered JWK Set URL',
    description:
      'jku, when sent, must be the JWK Set URL of the registration exactly; leave it out if you registered a JWK Set document.',
    anchor: backend,
  },
  'assertion-signature': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'signature does not verify',
    description:
      'The signature does not verify with the registered key of this kid. Sign with the private key of the registered public key.',
    anchor: backend,
  },
  'assertion-claims': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: '`iss` or `sub` not the `client_id`, or no `jti` or `exp`',
    description: 'iss and sub must both be your client_id, and jti and exp are required.',
    anchor: backend,
  },
  'assertion-aud': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: '`aud` is not the token endpoint',
    description:
      'aud must be the token_endpoint of the SMART configuration exactly, as the server lists it.',
    anchor: backend,
  },
  'assertion-expired': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: '`exp` in the past, or more than 5 minutes ahead',
    description:
      'exp must lie in the future and at most 5 minutes after now. Build a new assertion for every token request.',
    anchor: backend,
  },
  'assertion-replayed': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: '`jti` used before',
    description: 'Every assertion needs a new random jti; this one was already used.',
    anchor: backend,
  },
  'jwks-unreadable': {
    stage: 'token',
    error: 'invalid_client',
    status: 401,
    summary: 'the registered JWK Set URL does not answer a JWK Set',
    description:
      'The JWK Set URL of the registration did not answer with a JWK Set. Serve it (application/json) where you registered it.',
    anchor: 'registering-a-client',
  },
  'token-unknown': {
    stage: 'read',
    error: 'invalid_token',
    status: 401,
    summary: 'an access token this server did not issue (strict mode)',
    description:
      'This access token was not issued by this server, or was revoked. Get one from the token endpoint.',
    anchor: 'token-lifetime',
  },
  'token-expired': {
    stage: 'read',
    error: 'invalid_token',
    status: 401,
    summary: 'an access token older than 300 seconds',
    description:
      'The access token expired (they last 300 seconds). Get a new one (refresh token or a new assertion) and retry once.',
    anchor: 'token-lifetime',
  },
  'scope-insufficient': {
    stage: 'read',
    error: 'insufficient_scope',
    status: 403,
    summary: 'no scope of the token reads this resource type',
    description:
      'None of the token scopes reads this resource type. Ask for its .read (v1) or .rs (v2) scope.',
    anchor: 'scopes',
  },
  'patient-compartment': {
    stage: 'read',
    error: 'insufficient_scope',
    status: 403,
    summary: 'a `patient/` token reading another patient’s resource',
    description:
      'The token holds patient/ scopes for another patient: it reads only the resources of the patient in its launch context.',
    anchor: apps,
  },
} as const satisfies Record<string, OAuthFailure>;

export type OAuthFailureId = keyof typeof oauthFailures;

/**
 * The getting-started guide, by its path on the docs site: the sandbox runs wherever it was
 * downloaded to and the site's address is the deployer's choice (DOCS_SITE_URL), so `error_uri`
 * is a reference relative to the docs site.
 */
export const signInGuidePath = '/docs/guides/medication-module/getting-started';

/** The `error_uri`: the guide section that explains the failure. */
export const failureLink = (guide: string, id: OAuthFailureId): string =>
  `${guide}#${oauthFailures[id].anchor}`;
