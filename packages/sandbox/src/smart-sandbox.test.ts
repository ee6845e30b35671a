import { describe, expect, it } from 'vitest';
import { buildSandboxData } from './node/data';
import { oauthFailures, type OAuthFailureId } from './oauth-failures';
import {
  createSmartSandbox,
  patientWithoutRecords,
  type SmartSandboxOptions,
} from './smart-sandbox';

const data = buildSandboxData();
const host = '127.0.0.1:4999';
const base = `http://${host}`;
const redirectUri = 'http://127.0.0.1:8123/callback';
const verifier = 'dGhpcy1pcy1hLXZlcmlmaWVyLW9mLWZvcnR5LXRocmVlLWNoYXJz';

async function challengeOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('base64url');
}

function setup(options: SmartSandboxOptions = {}) {
  let time = Date.UTC(2025, 2, 14, 8);
  const sandbox = createSmartSandbox(data, { now: () => time, ...options });
  const get = (target: string, headers: Record<string, string> = {}) =>
    sandbox.answer({ method: 'GET', target, headers: { host, ...headers } });
  /** A standalone launch of the default client, for a patient, with these scopes. */
  const signIn = async (scope: string, patient = 'pat-1042'): Promise<string> => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'sandbox-app',
      redirect_uri: redirectUri,
      scope,
      state: 'state-1',
      aud: base,
      code_challenge: await challengeOf(verifier),
      code_challenge_method: 'S256',
      sandbox_patient: patient,
    });
    const redirect = await get(`/oauth2/authorize?${query}`);
    const code = new URL(redirect.headers.Location ?? '').searchParams.get('code') ?? '';
    const token = await sandbox.answer({
      method: 'POST',
      target: '/oauth2/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'sandbox-app',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    return (JSON.parse(token.body) as { access_token: string }).access_token;
  };
  const read = (path: string, token: string) => get(path, { authorization: `Bearer ${token}` });
  return { sandbox, get, signIn, read, advance: (seconds: number) => (time += seconds * 1000) };
}

const refusedWith = (id: OAuthFailureId) => {
  const failure = oauthFailures[id];
  return `Bearer realm="fhir", error="${failure.error}", error_description="${failure.description}", error_uri="${data.signInGuide}#${failure.anchor}"`;
};

describe('the sandbox with sign-in', () => {
  it('names its own endpoints in the SMART configuration, at the address it was reached at', async () => {
    const answer = await setup().get('/.well-known/smart-configuration');
    expect(JSON.parse(answer.body)).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/oauth2/authorize`,
      token_endpoint: `${base}/oauth2/token`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('reads with any token by default, issued or not', async () => {
    const s = setup();
    expect((await s.read('/MedicationRequest/medreq-paracetamol-oral', 'anything')).status).toBe(
      200,
    );
  });

  describe('in strict mode', () => {
    it('reads with an issued token whose scope covers the type, v1 and v2 alike', async () => {
      const s = setup({ mode: 'strict' });
      for (const scope of ['patient/MedicationRequest.rs', 'patient/MedicationRequest.read']) {
        const token = await s.signIn(`launch/patient ${scope}`);
        expect((await s.read('/MedicationRequest/medreq-paracetamol-oral', token)).status).toBe(
          200,
        );
      }
    });

    it('refuses a token it did not issue', async () => {
      const answer = await setup({ mode: 'strict' }).read(
        '/MedicationRequest/medreq-paracetamol-oral',
        'made-up',
      );
      expect(answer.status).toBe(401);
      expect(answer.headers['WWW-Authenticate']).toBe(refusedWith('token-unknown'));
    });

    it('refuses an expired token', async () => {
      const s = setup({ mode: 'strict' });
      const token = await s.signIn('launch/patient patient/MedicationRequest.rs');
      s.advance(300);
      const answer = await s.read('/MedicationRequest/medreq-paracetamol-oral', token);
      expect(answer.status).toBe(401);
      expect(answer.headers['WWW-Authenticate']).toBe(refusedWith('token-expired'));
    });

    it('refuses a type no scope covers', async () => {
      const s = setup({ mode: 'strict' });
      const token = await s.signIn('launch/patient patient/MedicationRequest.rs');
      const answer = await s.read('/ServiceRequest/servreq-premed-2291', token);
      expect(answer.status).toBe(403);
      expect(answer.headers['WWW-Authenticate']).toBe(refusedWith('scope-insufficient'));
    });

    it('keeps a patient/ token to the patient of its launch', async () => {
      const s = setup({ mode: 'strict' });
      const token = await s.signIn(
        'launch/patient patient/MedicationRequest.rs',
        patientWithoutRecords.id,
      );
      const answer = await s.read('/MedicationRequest/medreq-paracetamol-oral', token);
      expect(answer.status).toBe(403);
      expect(answer.headers['WWW-Authenticate']).toBe(refusedWith('patient-compartment'));
      const user = await s.signIn(
        'launch/patient user/MedicationRequest.rs',
        patientWithoutRecords.id,
      );
      expect((await s.read('/MedicationRequest/medreq-paracetamol-oral', user)).status).toBe(200);
    });
  });

  it('sends no error_description with a double quote, which would break WWW-Authenticate', () => {
    for (const failure of Object.values(oauthFailures)) {
      expect(failure.description).not.toMatch(/["\\]/);
    }
  });

  it('answers a token request that is not a POST form with invalid_request', async () => {
    const answer = await setup().get('/oauth2/token?grant_type=client_credentials');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_request' });
  });
});
