import data from '@medication-sandbox/data';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  createSmartSandbox,
  oauthFailures,
  type OAuthFailureId,
  type SandboxResponse,
} from '@medication-module/sandbox';
import { labSteps, mistakeLabel, type LabStep } from './steps';
import styles from './styles.module.css';

/**
 * The sign-in lab, loaded on first use: a standalone SMART launch walked step by step against
 * the sandbox in this page (strict mode), with a mistake to choose at each step. Nothing leaves
 * the page: the sandbox's authorization server answers in the browser.
 */

const host = '127.0.0.1:4010';
const base = `http://${host}`;
const clientId = 'sandbox-app';
const redirectUri = 'http://127.0.0.1/callback';
const scope = 'launch/patient patient/MedicationRequest.rs';
const resource = '/MedicationRequest/medreq-paracetamol-oral';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const randomValue = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));
async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

interface Shown {
  request: string;
  response: string;
  failure?: OAuthFailureId;
  ok: boolean;
}

/** Which failure of the list an answer is: the one whose `error_description` it carries. */
function failureIn(response: SandboxResponse): OAuthFailureId | undefined {
  let description: string | null | undefined;
  const location = response.headers.Location;
  const challenge = response.headers['WWW-Authenticate'];
  if (location) {
    description = new URL(location).searchParams.get('error_description');
  } else if (challenge) {
    description = /error_description="([^"]*)"/.exec(challenge)?.[1];
  } else if (response.headers['Content-Type']?.startsWith('application/json')) {
    description = (JSON.parse(response.body) as { error_description?: string }).error_description;
  } else if (response.status === 400) {
    // The sandbox's own page: the description is its paragraph, HTML-escaped.
    const found = Object.entries(oauthFailures).find(([, failure]) =>
      response.body.includes(`<p>${failure.description.replaceAll('&', '&amp;')}</p>`),
    );
    return found?.[0] as OAuthFailureId | undefined;
  }
  const found = Object.entries(oauthFailures).find(
    ([, failure]) => failure.description === description,
  );
  return found?.[0] as OAuthFailureId | undefined;
}

function responseText(response: SandboxResponse): string {
  const shownHeaders = ['Location', 'WWW-Authenticate', 'Content-Type'];
  const lines = shownHeaders
    .filter((name) => response.headers[name] !== undefined)
    .map((name) => `${name}: ${response.headers[name]}`);
  const body = response.headers['Content-Type']?.startsWith('text/html')
    ? '(the sandbox’s page)'
    : response.body.length > 600
      ? `${response.body.slice(0, 600)}…`
      : response.body;
  return [`HTTP ${response.status}`, ...lines, '', body].join('\n').trim();
}

function Failure({ id }: { id: OAuthFailureId }): ReactNode {
  const failure = oauthFailures[id];
  return (
    <p className={styles.failure}>
      <strong>{failure.stage === 'client' ? 'Your app stops' : failure.error}</strong>:{' '}
      {failure.description} <a href={`#${failure.anchor}`}>The rule, in this guide</a>
    </p>
  );
}

function Result({ shown }: { shown?: Shown }): ReactNode {
  return (
    <output className={styles.result} aria-live="polite">
      {shown && (
        <>
          <pre className={styles.exchange}>
            {shown.request}
            {'\n\n'}
            {shown.response}
          </pre>
          {shown.failure && <Failure id={shown.failure} />}
          {shown.ok && <p className={styles.success}>This step worked.</p>}
        </>
      )}
    </output>
  );
}

function MistakeChoice<S extends LabStep>({
  step,
  value,
  onChange,
}: {
  step: S;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.choice}>
      <label htmlFor={id}>Break it on purpose</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">no mistake</option>
        {labSteps[step].map((mistake) => (
          <option key={mistake} value={mistake}>
            {mistakeLabel(mistake)}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function Lab(): ReactNode {
  const clock = useRef(0);
  const sandbox = useRef(
    createSmartSandbox(data, { mode: 'strict', now: () => Date.now() + clock.current }),
  );
  const session = useRef({ state: '', verifier: '' });
  const [mistakes, setMistakes] = useState<Record<LabStep, string>>({
    authorize: '',
    callback: '',
    token: '',
    read: '',
  });
  const [patient, setPatient] = useState('pat-1042');
  const [shown, setShown] = useState<Partial<Record<LabStep, Shown>>>({});
  const [code, setCode] = useState<string>();
  const [returnedState, setReturnedState] = useState<string>();
  const [stateChecked, setStateChecked] = useState(false);
  const [token, setToken] = useState<string>();
  const patientId = useId();
  const firstHeading = useRef<HTMLHeadingElement>(null);
  // The button that opened the lab is gone: keyboard and screen-reader users continue here.
  useEffect(() => firstHeading.current?.focus(), []);
  const choose = (step: LabStep) => (value: string) =>
    setMistakes((current) => ({ ...current, [step]: value }));
  const show = (step: LabStep, value: Shown) =>
    setShown((current) => ({ ...current, [step]: value }));

  async function authorize(): Promise<void> {
    const mistake = mistakes.authorize;
    session.current = { state: randomValue(), verifier: randomValue() };
    const parameters: Record<string, string | undefined> = {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: mistake === 'redirect-uri-mismatch' ? `${redirectUri}/` : redirectUri,
      scope: mistake === 'scope-not-allowed' ? 'launch/patient system/MedicationRequest.rs' : scope,
      state: mistake === 'state-missing' ? undefined : session.current.state,
      aud: mistake === 'aud-missing' ? undefined : mistake === 'aud-wrong' ? `${base}/` : base,
      code_challenge:
        mistake === 'pkce-plain'
          ? session.current.verifier
          : await challengeOf(session.current.verifier),
      code_challenge_method: mistake === 'pkce-plain' ? 'plain' : 'S256',
      sandbox_patient: patient,
      sandbox_consent: mistake === 'consent-denied' ? 'deny' : 'allow',
    };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined) query.set(name, value);
    }
    const target = `/oauth2/authorize?${query}`;
    const response = await sandbox.current.answer({ method: 'GET', target, headers: { host } });
    const location = response.headers.Location ? new URL(response.headers.Location) : undefined;
    const issued = location?.searchParams.get('code') ?? undefined;
    setCode(issued);
    setReturnedState(location?.searchParams.get('state') ?? undefined);
    setStateChecked(false);
    setToken(undefined);
    setShown({
      authorize: {
        request: `GET ${base}${target}`,
        response: responseText(response),
        failure: failureIn(response),
        ok: issued !== undefined,
      },
    });
  }

  function checkState(): void {
    const returned = mistakes.callback === 'state-mismatch' ? randomValue() : returnedState;
    const matches = returned === session.current.state;
    setStateChecked(matches);
    show('callback', {
      request: `Kept in the session: state=${session.current.state}`,
      response: `Came back:          state=${returned ?? '(none)'}`,
      ...(matches ? {} : { failure: 'state-mismatch' as const }),
      ok: matches,
    });
  }

  async function exchange(): Promise<void> {
    const mistake = mistakes.token;
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      client_id: clientId,
      redirect_uri: mistake === 'redirect-uri-differs' ? 'http://127.0.0.1/callback/' : redirectUri,
    });
    if (mistake === 'verifier-wrong') form.set('code_verifier', randomValue());
    else if (mistake !== 'verifier-missing') form.set('code_verifier', session.current.verifier);
    if (mistake === 'code-expired') clock.current += 61_000;
    const send = () =>
      sandbox.current.answer({
        method: 'POST',
        target: '/oauth2/token',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    if (mistake === 'code-reused') await send();
    const response = await send();
    const issued =
      response.status === 200
        ? (JSON.parse(response.body) as { access_token: string }).access_token
        : undefined;
    setToken(issued);
    show('token', {
      request: `POST ${base}/oauth2/token\nContent-Type: application/x-www-form-urlencoded\n\n${form}`,
      response: responseText(response),
      failure: failureIn(response),
      ok: issued !== undefined,
    });
  }

  async function read(): Promise<void> {
    const mistake = mistakes.read;
    if (mistake === 'token-expired') clock.current += 300_000;
    const target =
      mistake === 'scope-insufficient' ? '/ServiceRequest/servreq-premed-2291' : resource;
    const sent = mistake === 'token-unknown' ? 'a-token-of-my-own' : (token ?? '');
    const response = await sandbox.current.answer({
      method: 'GET',
      target,
      headers: { host, authorization: `Bearer ${sent}`, accept: 'application/fhir+json' },
    });
    show('read', {
      request: `GET ${base}${target}\nAuthorization: Bearer ${sent}`,
      response: responseText(response),
      failure: failureIn(response),
      ok: response.status === 200,
    });
  }

  return (
    <div className={styles.lab}>
      <section aria-labelledby={`${patientId}-1`} className={styles.step}>
        <h4 id={`${patientId}-1`} ref={firstHeading} tabIndex={-1}>
          1. Send the browser to the authorization endpoint
        </h4>
        <p>
          A fresh <code>state</code> and PKCE verifier, <code>aud</code> set to the sandbox, the
          patient chosen as on the sandbox’s sign-in page.
        </p>
        <div className={styles.choice}>
          <label htmlFor={patientId}>Patient</label>
          <select
            id={patientId}
            value={patient}
            onChange={(event) => setPatient(event.target.value)}
          >
            <option value="pat-1042">pat-1042 (has prescriptions)</option>
            <option value="pat-0000">pat-0000 (no records)</option>
          </select>
        </div>
        <MistakeChoice step="authorize" value={mistakes.authorize} onChange={choose('authorize')} />
        <button type="button" className="button button--primary" onClick={() => void authorize()}>
          Send the authorization request
        </button>
        <Result shown={shown.authorize} />
      </section>
      <section aria-labelledby={`${patientId}-2`} className={styles.step}>
        <h4 id={`${patientId}-2`}>2. Check the redirect’s state</h4>
        <MistakeChoice step="callback" value={mistakes.callback} onChange={choose('callback')} />
        <button
          type="button"
          className="button button--primary"
          disabled={code === undefined}
          onClick={checkState}
        >
          Compare state
        </button>
        <Result shown={shown.callback} />
      </section>
      <section aria-labelledby={`${patientId}-3`} className={styles.step}>
        <h4 id={`${patientId}-3`}>3. Exchange the code for a token</h4>
        <MistakeChoice step="token" value={mistakes.token} onChange={choose('token')} />
        <button
          type="button"
          className="button button--primary"
          disabled={!stateChecked}
          onClick={() => void exchange()}
        >
          Exchange the code
        </button>
        <Result shown={shown.token} />
      </section>
      <section aria-labelledby={`${patientId}-4`} className={styles.step}>
        <h4 id={`${patientId}-4`}>4. Read a MedicationRequest with the token</h4>
        <MistakeChoice step="read" value={mistakes.read} onChange={choose('read')} />
        <button
          type="button"
          className="button button--primary"
          disabled={token === undefined}
          onClick={() => void read()}
        >
          Read the prescription
        </button>
        <Result shown={shown.read} />
      </section>
    </div>
  );
}
