/**
 * The clients the sandbox's authorization server knows: a small JSON document with the names of
 * OAuth dynamic client registration (RFC 7591), read and checked here, so that a mistake in it is
 * one clear message before the sandbox starts, never a failed sign-in later.
 *
 * ```json
 * { "clients": [
 *   { "client_id": "ward-viewer", "redirect_uris": ["http://127.0.0.1:8080/callback"],
 *     "scope": "launch launch/patient online_access patient/MedicationRequest.rs" },
 *   { "client_id": "pharmacy", "jwks": { "keys": [ … public JWKs … ] },
 *     "scope": "system/MedicationRequest.rs" },
 *   { "client_id": "warehouse", "jwks_uri": "http://127.0.0.1:9000/jwks.json",
 *     "scope": "system/ServiceRequest.rs" } ] }
 * ```
 */

export interface PublicJwk {
  kty: string;
  kid: string;
  [member: string]: unknown;
}

export interface RegisteredClient {
  clientId: string;
  /** For the authorization code flow (a user-facing app, public). */
  redirectUris: string[];
  /** For client_credentials with a signed assertion (a backend service): one of the two. */
  jwks?: { keys: PublicJwk[] };
  jwksUri?: string;
  /** The scopes it may ask for, exactly as it will ask. */
  scopes: string[];
}

export type Registration = RegisteredClient[];

const contextScopes = ['launch', 'launch/patient', 'openid', 'fhirUser', 'online_access'];
const clinicalScope = /^(patient|user|system)\/([A-Za-z]+|\*)\.(read|\*|c?r?u?d?s?)$/;
const loopbackHost = /^(127\.0\.0\.1|localhost|\[::1\])$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function absoluteUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A public key the server can verify RS384 or ES384 assertions with. */
function keyProblems(key: unknown, at: string): string[] {
  if (!isObject(key)) return [`${at} is not a JSON object`];
  const problems: string[] = [];
  if (typeof key.kid !== 'string' || key.kid === '') problems.push(`${at}.kid is missing`);
  if (key.d !== undefined) {
    problems.push(`${at} holds a private key ("d"): register the public key only`);
  }
  if (key.kty === 'RSA') {
    if (typeof key.n !== 'string' || typeof key.e !== 'string') {
      problems.push(`${at} is an RSA key without "n" and "e"`);
    } else if (key.n.length < 342) {
      problems.push(`${at} is an RSA key under 2048 bits`);
    }
  } else if (key.kty === 'EC') {
    if (key.crv !== 'P-384' || typeof key.x !== 'string' || typeof key.y !== 'string') {
      problems.push(`${at} is an EC key but not P-384 with "x" and "y"`);
    }
  } else {
    problems.push(`${at}.kty must be "RSA" (RS384) or "EC" (ES384)`);
  }
  return problems;
}

function clientProblems(client: unknown, at: string, seen: Set<string>): string[] {
  if (!isObject(client)) return [`${at} is not a JSON object`];
  const problems: string[] = [];
  const known = ['client_id', 'redirect_uris', 'jwks', 'jwks_uri', 'scope', 'client_name'];
  for (const name of Object.keys(client)) {
    if (!known.includes(name)) problems.push(`${at} has an unknown member "${name}"`);
  }
  const id = client.client_id;
  if (typeof id !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(id)) {
    problems.push(`${at}.client_id must be 1 to 128 visible ASCII characters`);
  } else if (seen.has(id)) {
    problems.push(`${at}.client_id "${id}" is registered twice`);
  } else {
    seen.add(id);
  }
  if (client.redirect_uris !== undefined) {
    if (!Array.isArray(client.redirect_uris) || client.redirect_uris.length === 0) {
      problems.push(`${at}.redirect_uris must be a non-empty array of URLs`);
    } else {
      client.redirect_uris.forEach((uri, index) => {
        const url = typeof uri === 'string' ? absoluteUrl(uri) : undefined;
        if (!url || url.hash !== '') {
          problems.push(`${at}.redirect_uris[${index}] must be an http(s) URL without a fragment`);
        }
      });
    }
  }
  if (client.jwks !== undefined && client.jwks_uri !== undefined) {
    problems.push(`${at} has both "jwks" and "jwks_uri": register one`);
  }
  if (client.jwks !== undefined) {
    if (
      !isObject(client.jwks) ||
      !Array.isArray(client.jwks.keys) ||
      client.jwks.keys.length === 0
    ) {
      problems.push(`${at}.jwks must be a JWK Set: {"keys": [ … ]}`);
    } else {
      client.jwks.keys.forEach((key, index) =>
        problems.push(...keyProblems(key, `${at}.jwks.keys[${index}]`)),
      );
    }
  }
  if (client.jwks_uri !== undefined) {
    const url = typeof client.jwks_uri === 'string' ? absoluteUrl(client.jwks_uri) : undefined;
    if (!url || !loopbackHost.test(url.hostname)) {
      problems.push(
        `${at}.jwks_uri must be an http(s) URL on 127.0.0.1, localhost or [::1]: the sandbox fetches nothing from other machines`,
      );
    }
  }
  if (
    client.redirect_uris === undefined &&
    client.jwks === undefined &&
    client.jwks_uri === undefined
  ) {
    problems.push(`${at} needs "redirect_uris" (an app) or "jwks"/"jwks_uri" (a backend service)`);
  }
  if (typeof client.scope !== 'string' || client.scope.trim() === '') {
    problems.push(`${at}.scope must be the space-separated scopes the client may ask for`);
  } else {
    for (const scope of client.scope.split(' ').filter((item) => item !== '')) {
      if (!contextScopes.includes(scope) && !clinicalScope.test(scope)) {
        problems.push(`${at}.scope has "${scope}", which is no SMART scope the sandbox knows`);
      }
    }
  }
  return problems;
}

/** The clients of a registration document, or every problem it has (each with its JSON path). */
export function readRegistration(document: unknown): Registration | { problems: string[] } {
  if (!isObject(document) || !Array.isArray(document.clients)) {
    return { problems: ['the registration must be a JSON object with a "clients" array'] };
  }
  const seen = new Set<string>();
  const problems = document.clients.flatMap((client, index) =>
    clientProblems(client, `clients[${index}]`, seen),
  );
  if (problems.length > 0) return { problems };
  return (document.clients as Record<string, unknown>[]).map((client) => ({
    clientId: client.client_id as string,
    redirectUris: (client.redirect_uris as string[] | undefined) ?? [],
    ...(client.jwks === undefined ? {} : { jwks: client.jwks as { keys: PublicJwk[] } }),
    ...(client.jwks_uri === undefined ? {} : { jwksUri: client.jwks_uri as string }),
    scopes: (client.scope as string).split(' ').filter((item) => item !== ''),
  }));
}

/**
 * RFC 8252 section 7.3: on a loopback IP the port of a redirect URI may differ from the
 * registered one (native and development apps get one from the system); nothing else may.
 */
export function redirectMatches(registered: string, sent: string): boolean {
  if (registered === sent) return true;
  const a = absoluteUrl(registered);
  const b = absoluteUrl(sent);
  if (!a || !b || !/^(127\.0\.0\.1|\[::1\])$/.test(a.hostname)) return false;
  return (
    a.protocol === b.protocol &&
    a.hostname === b.hostname &&
    a.pathname === b.pathname &&
    a.search === b.search &&
    b.hash === '' &&
    sent.startsWith(`${b.protocol}//${b.host}${b.pathname}`)
  );
}

/**
 * The client every sandbox has unless a registration replaces it: a public app on this
 * computer, allowed the patient and user scopes the SMART configuration lists.
 */
export function defaultRegistration(scopesSupported: readonly string[]): Registration {
  return [
    {
      clientId: 'sandbox-app',
      redirectUris: ['http://127.0.0.1/callback', 'http://[::1]/callback'],
      scopes: scopesSupported.filter((scope) => !scope.startsWith('system/')),
    },
  ];
}
