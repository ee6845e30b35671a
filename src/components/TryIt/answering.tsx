import data from '@medication-sandbox/data';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import { renderDosageText } from '@medication-module/dosage-text';
import { answer, reasonPhrase } from '@medication-module/sandbox';
import { scenarios, type Scenario } from '@medication-module/sandbox';
import { openChecker } from '../CheckResource/handoff';
import type { SandboxRequest, SandboxResponse } from '@medication-module/sandbox';
import styles from './styles.module.css';

/**
 * What Send loads on first use, in a chunk of its own: the sandbox core with its data, and the
 * viewer of its answer. The page answers in the browser; no request leaves it.
 */

export function sendInPage(request: SandboxRequest): SandboxResponse {
  return answer(data, request);
}

/** The request that gets a documented status of the operation at `template`. */
export function scenarioFor(template: string, status: number): Scenario | undefined {
  const operation = data.operations.find((candidate) => candidate.template === template);
  return operation && scenarios(data, operation).find((found) => found.status === status)?.scenario;
}

const bytesFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** The body's size as the reader compares it: `512 bytes`, `1.2 KB`. */
function bodySize(body: string): string {
  const bytes = new TextEncoder().encode(body).length;
  if (bytes === 0) return 'no body';
  return bytes < 1024 ? `${bytes} bytes` : `${bytesFormat.format(bytes / 1024)} KB`;
}

/** The answer in one line, seen and heard after Send: `200 OK, 1.2 KB, ETag W/"3"`. */
export function statusSummary(response: SandboxResponse): string {
  const etag = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'etag');
  return [
    `${response.status} ${reasonPhrase(response.status)}`,
    bodySize(response.body),
    ...(etag ? [`ETag ${etag[1]}`] : []),
  ].join(', ');
}

function statusClass(status: number): string {
  if (status >= 400) return styles.statusError ?? '';
  if (status >= 300) return styles.statusRedirect ?? '';
  return styles.statusSuccess ?? '';
}

function requestText({ method, target, headers }: SandboxRequest): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}`);
  return [`${method} ${target}`, ...lines].join('\n');
}

function parsedBody(response: SandboxResponse): unknown {
  try {
    return response.body === '' ? undefined : (JSON.parse(response.body) as unknown);
  } catch {
    return undefined;
  }
}

function Dosages({ body }: { body: unknown }): ReactNode {
  const dosages =
    typeof body === 'object' && body !== null && 'dosageInstruction' in body
      ? (body as { dosageInstruction?: unknown }).dosageInstruction
      : undefined;
  if (!Array.isArray(dosages) || dosages.length === 0) return null;
  return (
    <div className={styles.dosages}>
      <p className={styles.caption}>
        Each <code>dosageInstruction</code> as the{' '}
        <Link to="/docs/guides/medication-module/prescriptions/prescription-frequency#the-reference-rendering">
          reference renderer
        </Link>{' '}
        reads it:
      </p>
      <ul className={styles.dosageList}>
        {dosages.map((dosage: unknown, index) => {
          const sentence = renderDosageText(dosage);
          const text =
            typeof dosage === 'object' && dosage !== null && 'text' in dosage
              ? String((dosage as { text?: unknown }).text)
              : undefined;
          return (
            <li key={index}>
              <code>dosageInstruction[{index}]</code>:{' '}
              {sentence === undefined ? (
                <em>nothing it can say faithfully; show the text as sent</em>
              ) : (
                <strong>{sentence}</strong>
              )}
              {text !== undefined && (
                <span className={styles.sentText}>
                  {' '}
                  (<code>text</code> as sent: {text})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The answer: a heading that takes the focus after Send, the status in one line with a way to
 * the body, the headers, the body and the reference rendering of each Dosage.
 */
export function ResponseViewer({
  request,
  response,
  headingRef,
}: {
  request: SandboxRequest;
  response: SandboxResponse;
  headingRef: Ref<HTMLHeadingElement>;
}): ReactNode {
  const body = parsedBody(response);
  const history = useHistory();
  const id = useId();
  const [status, ...rest] = statusSummary(response).split(', ');
  // The body can sit below a long list of headers: the link moves the focus there.
  const focusBody = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    document.getElementById(`${id}-body`)?.focus();
  };
  return (
    <div className={styles.answer}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.answerHeading}>
        Answer
      </h3>
      <p className={styles.statusLine}>
        <span className={statusClass(response.status)}>{status}</span>
        {rest.map((part) => `, ${part}`).join('')}: answered in your browser by this page’s sandbox.
        {response.body !== '' && (
          <>
            {' '}
            <a href={`#${id}-body`} onClick={focusBody}>
              Go to the body
            </a>
          </>
        )}
      </p>
      <details className={styles.section}>
        <summary>Request as sent</summary>
        <CodeBlock language="http">{requestText(request)}</CodeBlock>
      </details>
      <details className={styles.section} open>
        <summary>Response headers</summary>
        <dl className={styles.headers}>
          {Object.entries(response.headers).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {response.body !== '' && (
        <section
          id={`${id}-body`}
          tabIndex={-1}
          aria-labelledby={`${id}-body-title`}
          className={styles.body}
        >
          <h4 id={`${id}-body-title`} className={styles.bodyTitle}>
            Response body
          </h4>
          <CodeBlock language="json">{response.body}</CodeBlock>
        </section>
      )}
      <Dosages body={body} />
      {body !== undefined && (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => openChecker(history, response.body)}
        >
          Check this response
        </button>
      )}
    </div>
  );
}
