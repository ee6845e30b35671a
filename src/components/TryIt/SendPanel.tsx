import { setAccept } from '@theme/ApiExplorer/Accept/slice';
import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { reasonPhrase } from '@medication-module/sandbox';
import type { SandboxRequest, SandboxResponse } from '@medication-module/sandbox';
import { useTryIt } from './context';
import { encodePathValue, explorerRequest, type ExplorerOperation } from './operation';
import styles from './styles.module.css';

type Answering = typeof import('./answering');

/** The sandbox and its viewer arrive on first use, not with the page. */
let loading: Promise<Answering> | undefined;
const loadAnswering = (): Promise<Answering> => (loading ??= import('./answering'));

const acceptChoices = [
  'application/fhir+json',
  'application/json',
  '*/*',
  'application/fhir+xml',
  'text/html',
];

const offReasons = {
  local:
    'Send is off: this page never calls your computer. Copy a sample and run it against your local sandbox, or send to this page’s sandbox.',
  production:
    'Send is off for production: this site never sends requests to a real server, so no token of yours can leave the page. Copy a sample and run it with your hospital’s base URL.',
};

interface Answered {
  request: SandboxRequest;
  response: SandboxResponse;
  viewer: Answering['ResponseViewer'];
}

/**
 * The part of the explorer that sends: a documented answer to show (it fills in the request),
 * the `Accept` header, the sandbox's X-Sandbox-Time, and Send, which this page's sandbox answers
 * in the browser. Send sends exactly what the code samples show.
 */
export default function SendPanel({ item }: { item: ExplorerOperation }): ReactNode {
  const { target, sandboxTime, setSandboxTime, sendRef } = useTryIt();
  const params = useTypedSelector((state) => state.params);
  const accept = useTypedSelector((state) => state.accept);
  const auth = useTypedSelector((state) => state.auth);
  const dispatch = useTypedDispatch();
  const [answered, setAnswered] = useState<Answered>();
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const [filledIn, setFilledIn] = useState('');
  const [fillsPending, setFillsPending] = useState(0);
  const [sendQueued, setSendQueued] = useState(false);
  const id = useId();
  const statuses = Object.keys(item.responses ?? {});
  const acceptOptions = [...new Set([...acceptChoices, accept.value ?? ''])].filter(Boolean);

  const filling = fillsPending > 0;

  /** The sandbox's code, or a sentence for the reader when it cannot arrive (offline, new deploy). */
  const answering = async (): Promise<Answering | undefined> => {
    try {
      return await loadAnswering();
    } catch {
      loading = undefined;
      setProblem('The sandbox did not load. Check the connection and reload the page.');
      return undefined;
    }
  };

  const send = async (): Promise<void> => {
    if (target !== 'page') return;
    const request = explorerRequest(item, { params, accept, auth }, { sandboxTime });
    const loaded = await answering();
    if (!loaded) return;
    setAnswered({ request, response: loaded.sendInPage(request), viewer: loaded.ResponseViewer });
  };
  // A Send pressed while a chosen answer is still filling in the request waits for it: sending
  // at once would send the previous request, and the reader would see the wrong status.
  const requestSend = (): void => {
    if (filling) setSendQueued(true);
    else void send();
  };
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
    sendRef.current = requestSend;
  });
  useEffect(() => {
    if (!sendQueued || filling) return;
    setSendQueued(false);
    void latestSend.current();
  }, [sendQueued, filling]);

  const showStatus = async (status: string): Promise<void> => {
    setChosen(status);
    setFilledIn('');
    if (status === '') return;
    setFillsPending((count) => count + 1);
    const loaded = await answering();
    const scenario = loaded?.scenarioFor(item.path, Number(status));
    if (!loaded || !scenario) {
      if (loaded) setProblem(`The sandbox has no request that answers ${status}.`);
      setFillsPending((count) => count - 1);
      return;
    }
    setProblem('');
    setFilledIn(scenario.label);
    const { id: resourceId, token, accept: mediaType, ifNoneMatch } = scenario.request;
    for (const param of params.path) {
      dispatch(setParam({ ...param, value: encodePathValue(resourceId) }));
    }
    for (const param of params.header) {
      if (param.name.toLowerCase() === 'if-none-match') {
        dispatch(setParam({ ...param, value: ifNoneMatch ?? '' }));
      }
    }
    const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
    for (const scheme of schemes) {
      dispatch(setAuthData({ scheme: scheme.key, key: 'token', value: token }));
    }
    dispatch(setAccept(mediaType));
    setSandboxTime('');
    setFillsPending((count) => count - 1);
  };

  const Viewer = answered?.viewer;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Try it
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`} className="openapi-explorer__form-item-label">
          Show the answer
        </label>
        <select
          id={`${id}-status`}
          className="openapi-explorer__select-input"
          value={chosen}
          onChange={(event) => void showStatus(event.target.value)}
        >
          <option value="">Choose a documented status to fill in its request</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status} {reasonPhrase(Number(status))}
            </option>
          ))}
        </select>
        <p className={problem ? styles.warning : styles.hint} role="status">
          {problem || (filledIn && `Filled in: ${filledIn}. Press Send.`)}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-accept`} className="openapi-explorer__form-item-label">
          Accept
        </label>
        <select
          id={`${id}-accept`}
          className="openapi-explorer__select-input"
          value={accept.value ?? ''}
          onChange={(event) => dispatch(setAccept(event.target.value))}
        >
          {acceptOptions.map((mediaType) => (
            <option key={mediaType} value={mediaType}>
              {mediaType}
            </option>
          ))}
        </select>
      </div>
      {target === 'page' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-time`} className="openapi-explorer__form-item-label">
            X-Sandbox-Time
          </label>
          <input
            id={`${id}-time`}
            className="openapi-explorer__form-item-input"
            value={sandboxTime}
            placeholder="2025-03-13T17:00:00+01:00"
            aria-describedby={`${id}-time-hint`}
            autoComplete="off"
            onChange={(event) => setSandboxTime(event.target.value)}
          />
          <p id={`${id}-time-hint`} className={styles.hint}>
            Sandbox only, never sent to a real server and left out of the samples: the version
            current at that moment (a FHIR dateTime with a time zone).
          </p>
        </div>
      )}
      <button
        type="button"
        className={`button button--primary ${styles.send}`}
        aria-disabled={target !== 'page'}
        aria-describedby={target === 'page' ? undefined : `${id}-off`}
        onClick={requestSend}
      >
        Send
      </button>
      {target !== 'page' && (
        <p id={`${id}-off`} className={styles.hint}>
          {offReasons[target]}
        </p>
      )}
      <div aria-live="polite">
        {answered && Viewer && <Viewer request={answered.request} response={answered.response} />}
      </div>
    </section>
  );
}
