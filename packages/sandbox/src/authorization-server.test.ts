import fc from 'fast-check';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthorizationServer, type OAuthAnswer } from './authorization-server';
import { readRegistration, type Registration } from './client-registration';
import { oauthFailures, type OAuthFailureId } from './oauth-failures';

const base = 'http://127.0.0.1:4010';
const tokenEndpoint = `${base}/oauth2/token`;
const guide = 'https://docs.example.org/getting-started';
const redirectUri = 'http://127.0.0.1:8080/callback';
const form = 'application/x-www-form-urlencoded';
const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const verifier = 'M25iVXpKU3puUjFaYWg3T1NDTDQtcW1ROUY5YXlwalNoc0hhakxifmZHag';
let challenge = '';

interface Keys {
  rsa: CryptoKey;
  ec: CryptoKey;
  other: CryptoKey;
  registration: Registration;
}
let keys: Keys;

beforeAll(async () => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  challenge = Buffer.from(digest).toString('base64url');
  const rsa = await generateKeyPair('RS384', { extractable: true });
  const ec = await generateKeyPair('ES384', { extractable: true });
  const other = await generateKeyPair('RS384');
  const registration = readRegistration({
    clients: [
      {
        client_id: 'ward-viewer',
        redirect_uris: [redirectUri],
        scope:
          'launch launch/patient online_access patient/MedicationRequest.rs patient/MedicationRequest.read',
      },
      {
        client_id: 'pharmacy',
        jwks: {
          keys: [
            { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS384' },
            { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES384' },
          ],
        },
        scope: 'system/MedicationRequest.rs system/ServiceRequest.rs',
      },
      {
        client_id: 'warehouse',
        jwks_uri: 'http://127.0.0.1:9000/jwks.json',
        scope: 'system/ServiceRequest.rs',
      },
    ],
  });
  if ('problems' in registration) throw new Error(registration.problems.join('\n'));
  keys = { rsa: rsa.privateKey, ec: ec.privateKey, other: other.privateKey, registration };
});

function setup() {
  let time = Date.UTC(2025, 2, 14, 8);
  const server = createAuthorizationServer({
    clients: keys.registration,
    patients: [{ id: 'pat-1042', display: 'Example Patient' }],
    launches: new Map([
      [
        'MedicationRequest/medreq-enoxaparin-sc',
        {
          patient: 'pat-1042',
          fhirContext: [{ reference: 'MedicationRequest/medreq-enoxaparin-sc' }],
        },
      ],
    ]),
    guide,
    now: () => time,
    fetchJwks: () => Promise.reject(new Error('unreachable')),
  });
  const advance = (seconds: number): void => {
    time += seconds * 1000;
  };
  const authorizeQuery = (changes: Record<string, string | undefined> = {}): string => {
    const parameters: Record<string, string | undefined> = {
      response_type: 'code',
      client_id: 'ward-viewer',
      redirect_uri: redirectUri,
      scope: 'launch/patient patient/MedicationRequest.rs',
      state: 'state-123',
      aud: base,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      sandbox_patient: 'pat-1042',
      ...changes,
    };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined) query.set(name, value);
    }
    return query.toString();
  };
  const authorize = (changes: Record<string, string | undefined> = {}) =>
    server.authorize(authorizeQuery(changes), base);
  const codeOf = (answer: OAuthAnswer): string =>
    new URL(answer.headers.Location ?? '').searchParams.get('code') ?? '';
  const exchange = (code: string, changes: Record<string, string | undefined> = {}) => {
    const body = new URLSearchParams();
    const parameters: Record<string, string | undefined> = {
      grant_type: 'authorization_code',
      code,
      client_id: 'ward-viewer',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      ...changes,
    };
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined) body.set(name, value);
    }
    return server.token(form, body.toString(), tokenEndpoint);
  };
  const assertion = async (
    options: {
      key?: CryptoKey;
      alg?: string;
      kid?: string;
      claims?: JWTPayload;
      header?: Record<string, unknown>;
      client?: string;
    } = {},
  ): Promise<string> => {
    const client = options.client ?? 'pharmacy';
    const seconds = Math.floor(time / 1000);
    return new SignJWT({
      iss: client,
      sub: client,
      aud: tokenEndpoint,
      exp: seconds + 240,
      jti: crypto.randomUUID(),
      ...options.claims,
    })
      .setProtectedHeader({
        alg: options.alg ?? 'RS384',
        kid: options.kid ?? 'rsa-1',
        typ: 'JWT',
        ...options.header,
      })
      .sign(options.key ?? keys.rsa);
  };
  const backend = (clientAssertion: string, scope = 'system/MedicationRequest.rs') =>
    server.token(
      form,
      new URLSearchParams({
        grant_type: 'client_credentials',
        scope,
        client_assertion_type: assertionType,
        client_assertion: clientAssertion,
      }).toString(),
      tokenEndpoint,
    );
  return { server, advance, authorize, codeOf, exchange, assertion, backend };
}

type Setup = ReturnType<typeof setup>;

const failureOf = (
  answer: OAuthAnswer,
): { error: string | null; description: string | null; uri: string | null } => {
  if (answer.status === 302) {
    const location = new URL(answer.headers.Location ?? '');
    return {
      error: location.searchParams.get('error'),
      description: location.searchParams.get('error_description'),
      uri: location.searchParams.get('error_uri'),
    };
  }
  if (answer.headers['Content-Type']?.startsWith('text/html')) {
    const error = /Sign-in stopped: ([a-z_]+)/.exec(answer.body)?.[1] ?? null;
    const uri = /<a href="([^"]+)"/.exec(answer.body)?.[1] ?? null;
    const description = /<p>([^<]+)<\/p>/.exec(answer.body)?.[1] ?? null;
    return { error, description, uri };
  }
  const body = JSON.parse(answer.body) as Record<string, string>;
  return {
    error: body.error ?? null,
    description: body.error_description ?? null,
    uri: body.error_uri ?? null,
  };
};

/** How to make each failure the server answers happen: one way per failure of the list. */
const provoke: Record<
  Exclude<
    OAuthFailureId,
    | 'state-mismatch'
    | 'token-unknown'
    | 'token-expired'
    | 'scope-insufficient'
    | 'patient-compartment'
  >,
  (s: Setup) => Promise<OAuthAnswer> | OAuthAnswer
> = {
  'client-unknown': (s) => s.authorize({ client_id: 'nobody' }),
  'authorize-request-malformed': (s) => s.server.authorize('client_id=a&client_id=b', base),
  'redirect-uri-mismatch': (s) => s.authorize({ redirect_uri: `${redirectUri}/` }),
  'response-type-unsupported': (s) => s.authorize({ response_type: 'token' }),
  'state-missing': (s) => s.authorize({ state: undefined }),
  'aud-missing': (s) => s.authorize({ aud: undefined }),
  'aud-wrong': (s) => s.authorize({ aud: `${base}/` }),
  'pkce-missing': (s) => s.authorize({ code_challenge: undefined }),
  'pkce-plain': (s) => s.authorize({ code_challenge_method: 'plain' }),
  'launch-unknown': (s) =>
    s.authorize({ scope: 'launch patient/MedicationRequest.rs', launch: 'x' }),
  'scope-not-allowed': (s) => s.authorize({ scope: 'launch/patient patient/ServiceRequest.rs' }),
  'consent-denied': (s) => s.authorize({ sandbox_consent: 'deny' }),
  'token-request-malformed': (s) => s.server.token('application/json', '{}', tokenEndpoint),
  'grant-type-unsupported': (s) =>
    s.server.token(form, 'grant_type=password&username=a', tokenEndpoint),
  'token-client-unknown': (s) => s.exchange('code', { client_id: 'nobody' }),
  'grant-not-allowed': async (s) => s.backend(await s.assertion({ client: 'ward-viewer' })),
  'code-invalid': (s) => s.exchange('not-a-code'),
  'code-reused': async (s) => {
    const code = s.codeOf(s.authorize());
    await s.exchange(code);
    return s.exchange(code);
  },
  'code-expired': (s) => {
    const code = s.codeOf(s.authorize());
    s.advance(61);
    return s.exchange(code);
  },
  'redirect-uri-differs': (s) =>
    s.exchange(s.codeOf(s.authorize()), { redirect_uri: 'http://127.0.0.1:8080/callback/' }),
  'verifier-missing': (s) => s.exchange(s.codeOf(s.authorize()), { code_verifier: undefined }),
  'verifier-wrong': (s) =>
    s.exchange(s.codeOf(s.authorize()), { code_verifier: `${verifier.slice(0, -1)}A` }),
  'refresh-invalid': (s) =>
    s.server.token(
      form,
      'grant_type=refresh_token&client_id=ward-viewer&refresh_token=x',
      tokenEndpoint,
    ),
  'token-scope-not-allowed': async (s) => s.backend(await s.assertion(), 'system/Patient.rs'),
  'assertion-missing': (s) =>
    s.server.token(
      form,
      'grant_type=client_credentials&scope=system%2FMedicationRequest.rs',
      tokenEndpoint,
    ),
  'assertion-malformed': (s) => s.backend('not.a-jwt'),
  'assertion-algorithm': async (s) => {
    const [, payload] = (await s.assertion()).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: 'rsa-1' })).toString('base64url');
    return s.backend(`${none}.${payload}.`);
  },
  'assertion-kid-unknown': async (s) => s.backend(await s.assertion({ kid: 'rsa-9' })),
  'assertion-key-type': async (s) => s.backend(await s.assertion({ kid: 'ec-1' })),
  'assertion-jku': async (s) =>
    s.backend(await s.assertion({ header: { jku: 'http://127.0.0.1:9999/jwks' } })),
  'assertion-signature': async (s) => s.backend(await s.assertion({ key: keys.other })),
  'assertion-claims': async (s) => s.backend(await s.assertion({ claims: { sub: 'someone' } })),
  'assertion-aud': async (s) => s.backend(await s.assertion({ claims: { aud: `${base}/token` } })),
  'assertion-expired': async (s) => {
    const signed = await s.assertion();
    s.advance(241);
    return s.backend(signed);
  },
  'assertion-replayed': async (s) => {
    const signed = await s.assertion();
    await s.backend(signed);
    return s.backend(signed);
  },
  'jwks-unreadable': async (s) =>
    s.backend(await s.assertion({ client: 'warehouse' }), 'system/ServiceRequest.rs'),
};

describe('the authorization server', () => {
  describe('answers each failure of the list with its error, description and guide section', () => {
    for (const [id, make] of Object.entries(provoke)) {
      it(id, async () => {
        const failure = oauthFailures[id as OAuthFailureId];
        const answer = await make(setup());
        expect(answer.status).toBe(failure.status);
        expect(failureOf(answer)).toEqual({
          error: failure.error,
          description: failure.description,
          uri: `${guide}#${failure.anchor}`,
        });
      });
    }
  });

  it('echoes state unchanged on success and on a redirected error, so the client can compare it', async () => {
    const s = setup();
    const ok = new URL(s.authorize({ state: 'a b+c/%' }).headers.Location ?? '');
    expect(ok.searchParams.get('state')).toBe('a b+c/%');
    const refused = new URL(
      s.authorize({ state: 'xyz', aud: 'https://elsewhere' }).headers.Location ?? '',
    );
    expect(refused.searchParams.get('state')).toBe('xyz');
  });

  it('completes a standalone launch: picker, code, token with the patient, no refresh token', async () => {
    const s = setup();
    const picker = s.authorize({ sandbox_patient: undefined });
    expect(picker.status).toBe(200);
    expect(picker.body).toContain('name="sandbox_patient" id="patient-0" value="pat-1042"');
    const token = await s.exchange(s.codeOf(s.authorize()));
    expect(token.status).toBe(200);
    expect(token.headers['Cache-Control']).toBe('no-store');
    const body = JSON.parse(token.body) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, patient: 'pat-1042' });
    expect(body.refresh_token).toBeUndefined();
    expect(s.server.introspect(body.access_token as string)).toMatchObject({
      clientId: 'ward-viewer',
      patient: 'pat-1042',
    });
  });

  it('completes an EHR launch with fhirContext and a refresh token for online_access, then refreshes', async () => {
    const s = setup();
    const code = s.codeOf(
      s.authorize({
        scope: 'launch online_access patient/MedicationRequest.read',
        launch: 'MedicationRequest/medreq-enoxaparin-sc',
        sandbox_patient: undefined,
      }),
    );
    const body = JSON.parse((await s.exchange(code)).body) as Record<string, unknown>;
    expect(body).toMatchObject({
      patient: 'pat-1042',
      fhirContext: [{ reference: 'MedicationRequest/medreq-enoxaparin-sc' }],
      scope: 'launch online_access patient/MedicationRequest.read',
    });
    const refreshed = await s.server.token(
      form,
      `grant_type=refresh_token&client_id=ward-viewer&refresh_token=${String(body.refresh_token)}`,
      tokenEndpoint,
    );
    expect(refreshed.status).toBe(200);
    expect(JSON.parse(refreshed.body)).toMatchObject({ patient: 'pat-1042', expires_in: 300 });
  });

  it('revokes the tokens of a code exchanged twice', async () => {
    const s = setup();
    const code = s.codeOf(s.authorize());
    const first = JSON.parse((await s.exchange(code)).body) as { access_token: string };
    await s.exchange(code);
    expect(s.server.introspect(first.access_token)).toEqual({ failure: 'token-unknown' });
  });

  it('expires access tokens after 300 seconds', async () => {
    const s = setup();
    const { access_token } = JSON.parse((await s.exchange(s.codeOf(s.authorize()))).body) as {
      access_token: string;
    };
    s.advance(299);
    expect(s.server.introspect(access_token)).toMatchObject({ clientId: 'ward-viewer' });
    s.advance(1);
    expect(s.server.introspect(access_token)).toEqual({ failure: 'token-expired' });
  });

  for (const [alg, kid] of [
    ['RS384', 'rsa-1'],
    ['ES384', 'ec-1'],
  ] as const) {
    it(`issues a backend token for a ${alg} assertion`, async () => {
      const s = setup();
      const answer = await s.backend(
        await s.assertion({ alg, kid, key: alg === 'RS384' ? keys.rsa : keys.ec }),
      );
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        scope: 'system/MedicationRequest.rs',
        expires_in: 300,
      });
    });
  }

  it('gives one token for concurrent exchanges of one code, and one for one assertion', async () => {
    const s = setup();
    const code = s.codeOf(s.authorize());
    const exchanges = await Promise.all([1, 2, 3, 4].map(() => s.exchange(code)));
    expect(exchanges.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    const signed = await s.assertion();
    const backends = await Promise.all([1, 2, 3].map(() => s.backend(signed)));
    expect(backends.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('answers any query and any token request with a standard OAuth error or a success, never a throw', async () => {
    const s = setup();
    const standard = new Set(Object.values(oauthFailures).map((failure) => failure.error));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 300 }), fc.webQueryParameters()),
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.webQueryParameters(),
          fc.constantFrom('a.b.c', 'eyJhbGciOiJub25lIn0.e30.', '...', 'x'.repeat(70_000)),
        ),
        async (query, body) => {
          const page = s.server.authorize(query, base);
          expect([200, 302, 400]).toContain(page.status);
          for (const text of [
            body,
            `grant_type=client_credentials&client_assertion_type=${assertionType}&client_assertion=${encodeURIComponent(body)}`,
          ]) {
            const answer = await s.server.token(form, text, tokenEndpoint);
            expect(standard).toContain(JSON.parse(answer.body).error);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('client registration', () => {
  it('names every problem of a bad registration with its path', () => {
    expect(
      readRegistration({
        clients: [
          { client_id: 'a', redirect_uris: ['not a url'], scope: 'patient/X.rs' },
          { client_id: 'a', jwks: { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] }, scope: 'bogus' },
          { client_id: 'c', jwks_uri: 'https://example.org/jwks', scope: 'system/X.rs', extra: 1 },
        ],
      }),
    ).toEqual({
      problems: [
        'clients[0].redirect_uris[0] must be an http(s) URL without a fragment',
        'clients[1].client_id "a" is registered twice',
        'clients[1].jwks.keys[0].kid is missing',
        'clients[1].jwks.keys[0].kty must be "RSA" (RS384) or "EC" (ES384)',
        'clients[1].scope has "bogus", which is no SMART scope the sandbox knows',
        'clients[2] has an unknown member "extra"',
        'clients[2].jwks_uri must be an http(s) URL on 127.0.0.1, localhost or [::1]: the sandbox fetches nothing from other machines',
      ],
    });
    expect(readRegistration([])).toEqual({
      problems: ['the registration must be a JSON object with a "clients" array'],
    });
  });
});
