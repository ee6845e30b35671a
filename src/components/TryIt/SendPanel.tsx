import { setAccept } from '@theme/ApiExplorer/Accept/slice';
import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { reasonPhrase } from '@medication-module/sandbox';
import type { SandboxRequest, SandboxResponse } from '@medication-module/sandbox';
import { tryItId } from '../OperationPage/ids';
import hidden from '../../css/visually-hidden.module.css';
import { useTryIt } from './context';
import { encodePathValue, explorerRequest, type ExplorerOperation } from './operation';
import styles from './styles.module.css';
import { isSandboxToken } from './tokens';

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
  /** `200 OK, 1.2 KB, ETag W/"3"`, what the reader hears. */
  summary: string;
  /** Which Send this is, so that the same answer twice is heard twice. */
  count: number;
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
  /** What a fill did to a token the reader typed, said with what it filled in. */
  const [tokenNote, setTokenNote] = useState('');
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
      // A reload would need the connection too, and loses what the reader typed; the next Send
      // asks for the code again.
      setProblem('The sandbox did not load: check the connection, then press Send again.');
      return undefined;
    }
  };

  const send = async (): Promise<void> => {
    if (target !== 'page') return;
    const request = explorerRequest(item, { params, accept, auth }, { sandboxTime });
    const loaded = await answering();
    if (!loaded) return;
    setProblem('');
    const response = loaded.sendInPage(request);
    setAnswered((previous) => ({
      request,
      response,
      viewer: loaded.ResponseViewer,
      summary: loaded.statusSummary(response),
      count: (previous?.count ?? 0) + 1,
    }));
  };
  // After Send the focus moves to the answer, whose status line is then in sight; the status
  // itself is announced by the live region below, not read from the whole answer.
  const answerHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!answered) return;
    answerHeading.current?.focus({ preventScroll: true });
    answerHeading.current?.scrollIntoView({ block: 'start' });
  }, [answered]);
  /** Enter in one of the panel's fields sends, as it does in the request form above. */
  const sendOnEnter = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    requestSend();
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
    const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
    // A token the reader typed is theirs: the sandbox takes any token, so a fill keeps it, unless
    // the answer chosen needs one of the sandbox's own tokens (its 401, 403 or 429); then it is
    // replaced, and the reader is told.
    const current = schemes.map((scheme) => auth.data[scheme.key]?.token).find(Boolean);
    const typed = current !== undefined && !isSandboxToken(current);
    const keepTyped = typed && token === 'sandbox';
    setTokenNote(
      !typed
        ? ''
        : keepTyped
          ? ' Your token is kept: the sandbox accepts any.'
          : ` Your token is replaced by ${token}, which gets this answer.`,
    );
    for (const param of params.path) {
      dispatch(setParam({ ...param, value: encodePathValue(resourceId) }));
    }
    for (const param of params.header) {
      if (param.name.toLowerCase() === 'if-none-match') {
        dispatch(setParam({ ...param, value: ifNoneMatch ?? '' }));
      }
    }
    if (!keepTyped) {
      for (const scheme of schemes) {
        dispatch(setAuthData({ scheme: scheme.key, key: 'token', value: token }));
      }
    }
    dispatch(setAccept(mediaType));
    setSandboxTime('');
    setFillsPending((count) => count - 1);
  };

  const Viewer = answered?.viewer;
  return (
    <section className={styles.panel} aria-labelledby={tryItId}>
      <h2 id={tryItId} tabIndex={-1} className={styles.title}>
        Try it
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`} className="openapi-explorer__form-item-label">
          Fill in a request that gets
        </label>
        <select
          id={`${id}-status`}
          className="openapi-explorer__select-input"
          value={chosen}
          onChange={(event) => void showStatus(event.target.value)}
        >
          <option value="">Choose a documented status</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status} {reasonPhrase(Number(status))}
            </option>
          ))}
        </select>
        <p className={problem ? styles.warning : styles.hint} role="status">
          {problem || (filledIn && `Filled in: ${filledIn}.${tokenNote} Press Send.`)}
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
            onKeyDown={sendOnEnter}
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
      <p role="status" className={hidden.visuallyHidden}>
        {answered && `Answer ${answered.count}: ${answered.summary}`}
      </p>
      {answered && Viewer && (
        <Viewer
          request={answered.request}
          response={answered.response}
          headingRef={answerHeading}
        />
      )}
    </section>
  );
}
