import { decodeJwt, decodeProtectedHeader, errors, importJWK, jwtVerify, type JWK } from 'jose';
import {
  redirectMatches,
  type PublicJwk,
  type RegisteredClient,
  type Registration,
} from './client-registration';
import { failureLink, oauthFailures, type OAuthFailureId } from './oauth-failures';
import { readGrant, scopeList } from './smart-scopes';

/**
 * The sandbox's SMART authorization server: `/oauth2/authorize` (standalone and EHR launch, a
 * patient picker, consent), `/oauth2/token` (authorization_code with PKCE S256,
 * refresh_token, client_credentials with an RS384 or ES384 client assertion, verified by
 * `jose`), and the tokens it issued, which a strict sandbox checks on every read. It holds its
 * codes and tokens in memory, bounded, and answers every request, however malformed, with the
 * standard OAuth error, the `error_description` and the guide section of ./oauth-failures.ts.
 */

export const accessTokenSeconds = 300;
export const codeSeconds = 60;
/** The furthest ahead a client assertion's `exp` may lie (SMART Backend Services: 5 minutes). */
export const assertionSeconds = 300;
const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** Longer parameters are refused: bounds no client meets (an RSA-4096 assertion is ~1 KB). */
export const maxParameterLength = 8192;
/** Codes, tokens and used `jti`s kept at most; the oldest go first. */
const maxEntries = 10_000;

/** Who a launch puts in context: a patient, and the resource the EHR user opened. */
export interface LaunchContext {
  patient: string;
  fhirContext?: { reference: string }[];
}

/** A patient the picker offers. */
export interface PickablePatient {
  id: string;
  display: string;
}

export interface AuthorizationServerOptions {
  clients: Registration;
  patients: readonly PickablePatient[];
  /** The EHR launches the sandbox knows: `launch` value → context. */
  launches: ReadonlyMap<string, LaunchContext>;
  /** The guide page whose sections explain each failure (`error_uri`). */
  guide: string;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** Reads a JWK Set URL; without it a `jwks_uri` client cannot authenticate. */
  fetchJwks?: (url: string) => Promise<unknown>;
}

export interface IssuedToken {
  clientId: string;
  scopes: string[];
  patient?: string;
  expiresAt: number;
}

export interface OAuthAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answer to a request the server refuses, with the failure it is, for tests and the lab. */
export interface Refused {
  failure: OAuthFailureId;
}

interface StoredCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scopes: string[];
  context?: LaunchContext;
  expiresAt: number;
  used: boolean;
  issued: string[];
}

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
const cors = { 'Access-Control-Allow-Origin': '*' };

function randomValue(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/** Parameters of a query or form, or why they cannot be read (a name twice, a huge value). */
export function readParameters(text: string): Map<string, string> | undefined {
  if (text.length > 8 * maxParameterLength) return undefined;
  const parameters = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (parameters.has(name) || value.length > maxParameterLength) return undefined;
    parameters.set(name, value);
  }
  return parameters;
}

/** A map that forgets its oldest entries beyond a bound, so no client can fill the memory. */
function bounded<V>(): Map<string, V> & { remember(key: string, value: V): void } {
  const map = new Map<string, V>() as Map<string, V> & { remember(key: string, value: V): void };
  map.remember = (key, value) => {
    map.set(key, value);
    for (const oldest of map.keys()) {
      if (map.size <= maxEntries) break;
      map.delete(oldest);
    }
  };
  return map;
}

export function createAuthorizationServer(options: AuthorizationServerOptions) {
  const now = options.now ?? Date.now;
  const clients = new Map(options.clients.map((client) => [client.clientId, client]));
  const codes = bounded<StoredCode>();
  const tokens = bounded<IssuedToken>();
  const refreshTokens = bounded<{ clientId: string; scopes: string[]; context?: LaunchContext }>();
  const usedAssertions = bounded<number>();
  const link = (id: OAuthFailureId): string => failureLink(options.guide, id);

  function jsonAnswer(status: number, body: Record<string, unknown>): OAuthAnswer {
    return {
      status,
      headers: { ...cors, ...noStore, 'Content-Type': 'application/json; charset=utf-8' },
      body: `${JSON.stringify(body, null, 2)}\n`,
    };
  }

  function tokenError(id: OAuthFailureId): OAuthAnswer & Refused {
    const failure = oauthFailures[id];
    return {
      ...jsonAnswer(failure.status, {
        error: failure.error,
        error_description: failure.description,
        error_uri: link(id),
      }),
      failure: id,
    };
  }

  /** A page of the sandbox's own; `redirectTo` is where its form may end up (CSP form-action). */
  function page(status: number, title: string, body: string, redirectTo?: string): OAuthAnswer {
    const formTargets = redirectTo ? `'self' ${new URL(redirectTo).origin}` : "'self'";
    return {
      status,
      headers: {
        ...noStore,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `default-src 'none'; img-src data:; form-action ${formTargets}`,
      },
      body: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>\n<body><main>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</main></body></html>\n`,
    };
  }

  function errorPage(id: OAuthFailureId): OAuthAnswer & Refused {
    const failure = oauthFailures[id];
    return {
      ...page(
        failure.status,
        `Sign-in stopped: ${failure.error}`,
        `<p>${escapeHtml(failure.description)}</p>\n<p><a href="${escapeHtml(link(id))}">What the guide says about it</a></p>`,
      ),
      failure: id,
    };
  }

  function redirect(
    redirectUri: string,
    parameters: Record<string, string | undefined>,
  ): OAuthAnswer {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    return { status: 302, headers: { ...noStore, Location: url.href }, body: '' };
  }

  function picker(
    query: Map<string, string>,
    client: RegisteredClient,
    redirectUri: string,
  ): OAuthAnswer {
    const hidden = [...query]
      .filter(([name]) => !name.startsWith('sandbox_'))
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join('\n');
    const choices = options.patients
      .map(
        (patient, index) =>
          `<div><input type="radio" name="sandbox_patient" id="patient-${index}" value="${escapeHtml(patient.id)}"${index === 0 ? ' checked' : ''}> <label for="patient-${index}">${escapeHtml(patient.display)} (${escapeHtml(patient.id)})</label></div>`,
      )
      .join('\n');
    const scopes = scopeList(query.get('scope') ?? '')
      .map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`)
      .join('');
    return page(
      200,
      'Sandbox sign-in: choose a patient',
      `<p>The app <strong>${escapeHtml(client.clientId)}</strong> asks to read, for one patient:</p>\n<ul>${scopes}</ul>\n<form method="get" action="authorize">\n${hidden}\n<fieldset><legend>Patient</legend>\n${choices}\n</fieldset>\n<button type="submit" name="sandbox_consent" value="allow">Allow</button>\n<button type="submit" name="sandbox_consent" value="deny">Deny</button>\n</form>`,
      redirectUri,
    );
  }

  /**
   * `GET /oauth2/authorize`. `base` is the FHIR base URL the request reached (the expected
   * `aud`). Besides the SMART parameters, the sandbox's own `sandbox_patient` picks the patient
   * of a standalone launch and `sandbox_consent=deny` refuses, as the picker's buttons do.
   */
  function authorize(queryText: string, base: string): OAuthAnswer & Partial<Refused> {
    const query = readParameters(queryText);
    if (!query) return errorPage('authorize-request-malformed');
    const client = clients.get(query.get('client_id') ?? '');
    if (!client || client.redirectUris.length === 0) return errorPage('client-unknown');
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!client.redirectUris.some((registered) => redirectMatches(registered, redirectUri))) {
      return errorPage('redirect-uri-mismatch');
    }
    const state = query.get('state');
    const refuse = (id: OAuthFailureId): OAuthAnswer & Refused => {
      const failure = oauthFailures[id];
      return {
        ...redirect(redirectUri, {
          error: failure.error,
          error_description: failure.description,
          error_uri: link(id),
          state,
        }),
        failure: id,
      };
    };
    if (query.get('response_type') !== 'code') return refuse('response-type-unsupported');
    if (!state) return refuse('state-missing');
    const aud = query.get('aud');
    if (aud === undefined || aud === '') return refuse('aud-missing');
    if (aud !== base) return refuse('aud-wrong');
    const challenge = query.get('code_challenge') ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return refuse('pkce-missing');
    if (query.get('code_challenge_method') !== 'S256') return refuse('pkce-plain');
    const scopes = scopeList(query.get('scope') ?? '');
    const readsSomething = scopes.some((scope) => readGrant(scope) !== undefined);
    if (
      scopes.length === 0 ||
      !scopes.every((scope) => client.scopes.includes(scope)) ||
      !readsSomething
    ) {
      return refuse('scope-not-allowed');
    }
    let context: LaunchContext | undefined;
    if (scopes.includes('launch')) {
      context = options.launches.get(query.get('launch') ?? '');
      if (!context) return refuse('launch-unknown');
    }
    if (query.get('sandbox_consent') === 'deny') return refuse('consent-denied');
    const needsPatient = scopes.some((scope) => scope.startsWith('patient/'));
    if (!context && needsPatient) {
      const chosen = options.patients.find(
        (patient) => patient.id === query.get('sandbox_patient'),
      );
      if (!chosen) return picker(query, client, redirectUri);
      context = { patient: chosen.id };
    }
    const code = randomValue();
    codes.remember(code, {
      clientId: client.clientId,
      redirectUri,
      challenge,
      scopes,
      context,
      expiresAt: now() + codeSeconds * 1000,
      used: false,
      issued: [],
    });
    return redirect(redirectUri, { code, state });
  }

  function issue(
    clientId: string,
    scopes: string[],
    context: LaunchContext | undefined,
    refresh: boolean,
  ): { token: string; answer: OAuthAnswer } {
    const token = randomValue();
    tokens.remember(token, {
      clientId,
      scopes,
      ...(context ? { patient: context.patient } : {}),
      expiresAt: now() + accessTokenSeconds * 1000,
    });
    let refreshToken: string | undefined;
    if (refresh) {
      refreshToken = randomValue();
      refreshTokens.remember(refreshToken, { clientId, scopes, context });
    }
    return {
      token,
      answer: jsonAnswer(200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: accessTokenSeconds,
        scope: scopes.join(' '),
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        ...(context ? { patient: context.patient } : {}),
        ...(context?.fhirContext ? { fhirContext: context.fhirContext } : {}),
      }),
    };
  }

  async function authorizationCode(form: Map<string, string>): Promise<OAuthAnswer> {
    const client = clients.get(form.get('client_id') ?? '');
    if (!client) return tokenError('token-client-unknown');
    if (client.redirectUris.length === 0) return tokenError('grant-not-allowed');
    const code = form.get('code');
    if (!code) return tokenError('token-request-malformed');
    const stored = codes.get(code);
    if (!stored || stored.clientId !== client.clientId) return tokenError('code-invalid');
    if (stored.used) {
      // RFC 6749 section 4.1.2: a code used twice revokes what it gave.
      for (const token of stored.issued) tokens.delete(token);
      return tokenError('code-reused');
    }
    stored.used = true;
    if (now() > stored.expiresAt) return tokenError('code-expired');
    if (form.get('redirect_uri') !== stored.redirectUri) return tokenError('redirect-uri-differs');
    const verifier = form.get('code_verifier');
    if (!verifier) return tokenError('verifier-missing');
    if (
      !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) ||
      (await s256(verifier)) !== stored.challenge
    ) {
      return tokenError('verifier-wrong');
    }
    const refresh = stored.scopes.includes('online_access') && stored.scopes.includes('launch');
    const { token, answer } = issue(client.clientId, stored.scopes, stored.context, refresh);
    stored.issued.push(token);
    return answer;
  }

  function refreshToken(form: Map<string, string>): OAuthAnswer {
    const client = clients.get(form.get('client_id') ?? '');
    if (!client) return tokenError('token-client-unknown');
    const stored = refreshTokens.get(form.get('refresh_token') ?? '');
    if (!stored || stored.clientId !== client.clientId) return tokenError('refresh-invalid');
    const asked = form.has('scope') ? scopeList(form.get('scope') ?? '') : stored.scopes;
    if (asked.length === 0 || !asked.every((scope) => stored.scopes.includes(scope))) {
      return tokenError('token-scope-not-allowed');
    }
    return issue(client.clientId, asked, stored.context, false).answer;
  }

  async function clientKeys(client: RegisteredClient): Promise<PublicJwk[] | undefined> {
    if (client.jwks) return client.jwks.keys;
    if (!client.jwksUri || !options.fetchJwks) return undefined;
    try {
      const set = await options.fetchJwks(client.jwksUri);
      const keys = (set as { keys?: unknown }).keys;
      return Array.isArray(keys) ? (keys as PublicJwk[]) : undefined;
    } catch {
      return undefined;
    }
  }

  async function clientCredentials(form: Map<string, string>, tokenEndpoint: string) {
    const assertion = form.get('client_assertion');
    if (form.get('client_assertion_type') !== assertionType || !assertion) {
      return tokenError('assertion-missing');
    }
    let header: ReturnType<typeof decodeProtectedHeader>;
    let claims: ReturnType<typeof decodeJwt>;
    try {
      header = decodeProtectedHeader(assertion);
      claims = decodeJwt(assertion);
    } catch {
      return tokenError('assertion-malformed');
    }
    if (assertion.split('.').length !== 3) return tokenError('assertion-malformed');
    const client = clients.get(typeof claims.iss === 'string' ? claims.iss : '');
    if (!client) return tokenError('token-client-unknown');
    if (form.has('client_id') && form.get('client_id') !== client.clientId) {
      return tokenError('assertion-claims');
    }
    if (!client.jwks && !client.jwksUri) return tokenError('grant-not-allowed');
    const alg = header.alg;
    if (alg !== 'RS384' && alg !== 'ES384') return tokenError('assertion-algorithm');
    if (header.jku !== undefined && header.jku !== client.jwksUri) {
      return tokenError('assertion-jku');
    }
    const keys = await clientKeys(client);
    if (!keys) return tokenError('jwks-unreadable');
    const jwk = keys.find((key) => typeof header.kid === 'string' && key.kid === header.kid);
    if (!jwk) return tokenError('assertion-kid-unknown');
    const fits = alg === 'RS384' ? jwk.kty === 'RSA' : jwk.kty === 'EC' && jwk.crv === 'P-384';
    if (!fits) return tokenError('assertion-key-type');
    let key: Awaited<ReturnType<typeof importJWK>>;
    try {
      key = await importJWK(jwk as JWK, alg);
    } catch {
      return tokenError('assertion-key-type');
    }
    const current = now();
    try {
      await jwtVerify(assertion, key, {
        algorithms: [alg],
        currentDate: new Date(current),
        requiredClaims: ['exp', 'jti', 'iss', 'sub'],
      });
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        return tokenError('assertion-signature');
      }
      if (error instanceof errors.JWTExpired) return tokenError('assertion-expired');
      if (error instanceof errors.JWTClaimValidationFailed) return tokenError('assertion-claims');
      return tokenError('assertion-malformed');
    }
    if (claims.sub !== client.clientId || typeof claims.jti !== 'string' || claims.jti === '') {
      return tokenError('assertion-claims');
    }
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(tokenEndpoint)) return tokenError('assertion-aud');
    const exp = claims.exp ?? 0;
    if (exp * 1000 > current + assertionSeconds * 1000) return tokenError('assertion-expired');
    const used = `${client.clientId} ${claims.jti}`;
    const usedUntil = usedAssertions.get(used);
    if (usedUntil !== undefined && usedUntil >= current) return tokenError('assertion-replayed');
    usedAssertions.remember(used, exp * 1000);
    const scopes = scopeList(form.get('scope') ?? '');
    if (
      scopes.length === 0 ||
      !scopes.every((scope) => client.scopes.includes(scope) && scope.startsWith('system/'))
    ) {
      return tokenError('token-scope-not-allowed');
    }
    return issue(client.clientId, scopes, undefined, false).answer;
  }

  /** `POST /oauth2/token`, its body as sent. `tokenEndpoint` is its own URL (assertion `aud`). */
  async function token(
    contentType: string | undefined,
    body: string,
    tokenEndpoint: string,
  ): Promise<OAuthAnswer> {
    const form = /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? '')
      ? readParameters(body)
      : undefined;
    if (!form || !form.has('grant_type')) return tokenError('token-request-malformed');
    switch (form.get('grant_type')) {
      case 'authorization_code':
        return authorizationCode(form);
      case 'refresh_token':
        return refreshToken(form);
      case 'client_credentials':
        return clientCredentials(form, tokenEndpoint);
      default:
        return tokenError('grant-type-unsupported');
    }
  }

  /** An issued token's grant; the failure when the token is unknown, revoked or expired. */
  function introspect(token: string): IssuedToken | Refused {
    const issued = tokens.get(token);
    if (!issued) return { failure: 'token-unknown' };
    if (now() >= issued.expiresAt) return { failure: 'token-expired' };
    return issued;
  }

  return { authorize, token, introspect, link };
}

export type AuthorizationServer = ReturnType<typeof createAuthorizationServer>;
