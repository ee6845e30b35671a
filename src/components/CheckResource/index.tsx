import { useHistory, useLocation } from '@docusaurus/router';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { CheckReport } from '@medication-module/fhir-checker';
import type { ExampleChoice } from './examples';
import { handedOffText } from './handoff';
import { afterPaste, faultExcerpt, lineCount, shownLength } from './held-text';
import styles from './styles.module.css';

type Panel = typeof import('./panel');

/** A text kept beside the box (see held-text.ts): what it is, and its size as shown. */
interface Held {
  text: string;
  /** "The pasted text", "feed.json". */
  what: string;
  size: string;
  lines: number;
}

/** The checker, its data and the report view arrive on first use, not with the guide. */
let loading: Promise<Panel> | undefined;
const loadPanel = (): Promise<Panel> => (loading ??= import('./panel'));

/**
 * "Check a resource": paste, drop or pick the JSON of a resource the module sends, and read what
 * the checker finds and what the resource means. Everything runs in the reader's browser.
 */
export default function CheckResource(): ReactNode {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const [lines, setLines] = useState(1);
  const [panel, setPanel] = useState<Panel>();
  const [report, setReport] = useState<CheckReport>();
  const [status, setStatus] = useState('');
  const [choices, setChoices] = useState<ExampleChoice[]>();
  const [picked, setPicked] = useState('');
  // The text kept beside the box: read by Check at once (the ref), described once its size is
  // known (the state).
  const heldText = useRef<string>();
  const [held, setHeld] = useState<Held>();
  const location = useLocation();
  const history = useHistory();

  // The box's text is the reader's (the box is uncontrolled); what the page puts there goes
  // through here, so the line numbers follow.
  const putInBox = (text: string): void => {
    if (input.current) input.current.value = text;
    setLines(lineCount(text));
  };
  const numbers = useMemo(
    () => Array.from({ length: lines }, (_, index) => index + 1).join('\n'),
    [lines],
  );

  const load = async (): Promise<Panel> => {
    const loaded = await loadPanel();
    setPanel(() => loaded);
    return loaded;
  };

  const release = (): void => {
    heldText.current = undefined;
    setHeld(undefined);
  };

  /** Keeps a text too long for the box beside it; says so unless a check of it follows. */
  const keep = async (text: string, what: string, checking: boolean): Promise<void> => {
    heldText.current = text;
    putInBox('');
    // The report was of the text this one replaces.
    setReport(undefined);
    const loaded = await load();
    // Its bytes are counted in a task of their own: reading a 6 MB paste from the clipboard is
    // most of the paste's task already, and counting them there (~25 ms) made it a long task.
    await new Promise((resolve) => setTimeout(resolve));
    if (heldText.current !== text) return;
    const size = loaded.formatSize(loaded.utf8Length(text));
    setHeld({ text, what, size, lines: lineCount(text) });
    if (!checking)
      setStatus(`${what} (${size}) is kept beside the box, too large to show in it: press Check.`);
  };

  /** Puts a text in the box, or beside it where laying it out would freeze the page. */
  const place = (text: string, what: string, checking = false): void => {
    if (text.length > shownLength) {
      void keep(text, what, checking);
      return;
    }
    release();
    putInBox(text);
  };

  // The counts are said once, by the report's heading as it takes the focus; the live region
  // only says the check is done (and what it did with a file too large to show).
  const show = (checked: CheckReport, what = ''): void => {
    setReport(checked);
    setStatus(`Checked${what}.`);
  };

  const run = async (text: string): Promise<void> => {
    setStatus('Checking…');
    const loaded = await load();
    show(await loaded.check(text));
  };

  const runFile = async (file: File): Promise<void> => {
    const loaded = await load();
    const read = await loaded.readFile(file);
    if ('refused' in read) {
      show(read.refused);
      return;
    }
    const shown = read.text.length <= shownLength;
    place(read.text, file.name, true);
    setStatus('Checking…');
    const checked = await loaded.check(read.text);
    show(
      checked,
      shown ? '' : ` ${file.name} (${loaded.formatSize(file.size)}, too large to show in the box)`,
    );
  };

  // A paste that would make the box's text too long goes beside it instead; while a text is
  // kept there, a paste replaces it.
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>): void => {
    const pasted = event.clipboardData.getData('text/plain');
    const keeping = heldText.current !== undefined;
    const text = keeping ? pasted : afterPaste(event.currentTarget, pasted);
    if (!keeping && text.length <= shownLength) return;
    event.preventDefault();
    place(text, 'The pasted text');
  };

  const showInBox = (): void => {
    const text = heldText.current;
    if (text === undefined) return;
    release();
    putInBox(text);
    input.current?.focus();
    setStatus('The text is in the box.');
  };

  const clearKept = (): void => {
    release();
    setReport(undefined);
    input.current?.focus();
    setStatus('The text kept beside the box is cleared.');
  };

  const listExamples = async (): Promise<void> => {
    if (choices) return;
    setChoices(await (await load()).examples());
  };

  // Choosing in the list only puts the example in the box: the arrow keys change the choice
  // one step at a time, and a check (which moves the focus) on each step would make the list
  // impossible to browse (WCAG 3.2.2). The report of the box's previous text goes with it.
  const pick = (value: string): void => {
    setPicked(value);
    const choice = choices?.find((candidate) => candidate.value === value);
    if (!choice) return;
    place(choice.text, choice.label);
    setReport(undefined);
    setStatus(`${choice.label} is in the box: press Check.`);
  };

  // A response handed over by the Try it panel of an operation page. It is taken out of the
  // history entry at once: the browser would keep it there across a reload and a restart.
  useEffect(() => {
    const text = handedOffText(location.state);
    if (text === undefined || !input.current) return;
    history.replace({ ...location, state: undefined });
    place(text, 'The response', true);
    void run(text);
    // Only a new navigation hands over a new text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // The reader's focus follows the result, whose heading says what was found.
  useEffect(() => {
    if (report) heading.current?.focus();
  }, [report]);

  // Where the JSON breaks, from the checker's json-syntax finding ("line 3, column 12"): the
  // box is marked invalid and the reader can jump there. A text kept beside the box cannot be
  // gone to: the line around the fault is shown instead.
  const syntaxFault = report?.findings
    .filter((item) => item.rule === 'json-syntax')
    .map((item) => /line (\d+), column (\d+)/.exec(item.message))
    .find(Boolean);
  const excerpt =
    held && syntaxFault
      ? faultExcerpt(held.text, Number(syntaxFault[1]), Number(syntaxFault[2]))
      : undefined;
  const goToFault = (): void => {
    const box = input.current;
    if (!box || !syntaxFault) return;
    const lines = box.value.split('\n');
    const line = Number(syntaxFault[1]);
    const before = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    const offset = Math.min(before + Number(syntaxFault[2]) - 1, box.value.length);
    box.focus();
    box.setSelectionRange(offset, offset + 1);
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void run(heldText.current ?? input.current?.value ?? '');
  };

  const drop = (event: DragEvent): void => {
    const file = event.dataTransfer.files[0];
    const text = event.dataTransfer.getData('text/plain');
    if (!file && !text) return;
    event.preventDefault();
    if (file) void runFile(file);
    else {
      place(text, 'The dropped text', true);
      void run(text);
    }
  };

  const described = [
    `${id}-hint`,
    ...(held ? [`${id}-held`] : []),
    ...(syntaxFault ? [`${id}-fault`] : []),
  ].join(' ');

  return (
    <div className={styles.checker}>
      <form
        className={styles.form}
        onSubmit={submit}
        onFocus={() => void loadPanel()}
        onPointerEnter={() => void loadPanel()}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
      >
        <label htmlFor={`${id}-json`} className={styles.label}>
          JSON of a resource
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Paste or type it, drop a file here, choose a file or pick an example. It is checked in
          your browser and sent nowhere.
        </p>
        {/* Line numbers, for "line 12, column 5" to be found by eye; screen readers have the
            fault's "Go to" button and their own line reading, so the numbers are hidden from them. */}
        <div className={styles.editor}>
          <pre ref={gutter} className={styles.lineNumbers} aria-hidden="true">
            {numbers}
          </pre>
          <textarea
            id={`${id}-json`}
            ref={input}
            onInput={(event) => setLines(lineCount(event.currentTarget.value))}
            onPaste={paste}
            onScroll={(event) => {
              if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
            }}
            className={styles.json}
            aria-describedby={described}
            aria-invalid={syntaxFault ? true : undefined}
            // Typing would mix with a text the reader cannot see: clear it or show it first.
            readOnly={held !== undefined}
            rows={10}
            spellCheck={false}
            autoComplete="off"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
          />
        </div>
        {held && (
          <div className={styles.held}>
            <p id={`${id}-held`}>
              {held.what} ({held.size}, {held.lines.toLocaleString('en')}{' '}
              {held.lines === 1 ? 'line' : 'lines'}) is kept beside the box: laid out in it, it
              would slow every change of the page. Check checks it. To type, clear it; showing it in
              the box can freeze the page for seconds.
            </p>
            <div className={styles.controls}>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={showInBox}
              >
                Show it in the box
              </button>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={clearKept}
              >
                Clear it
              </button>
            </div>
          </div>
        )}
        {syntaxFault && (
          <div id={`${id}-fault`} className={styles.fault}>
            <p>
              Not JSON at line {syntaxFault[1]}, column {syntaxFault[2]}.{' '}
              {held ? (
                excerpt && 'It is not in the box, so here is its line, the fault marked:'
              ) : (
                <button
                  type="button"
                  className="button button--link button--sm"
                  onClick={goToFault}
                >
                  Go to line {syntaxFault[1]}, column {syntaxFault[2]}
                </button>
              )}
            </p>
            {excerpt && (
              <pre className={styles.excerpt}>
                {excerpt.before}
                <mark>{excerpt.at || '(the end of the line)'}</mark>
                {excerpt.after}
              </pre>
            )}
          </div>
        )}
        <div className={styles.controls}>
          <button type="submit" className="button button--primary">
            Check
          </button>
          <label className={styles.file}>
            <span>Choose a file</span>
            <input
              type="file"
              accept=".json,application/json,application/fhir+json"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void runFile(file);
              }}
            />
          </label>
        </div>
        <label htmlFor={`${id}-example`} className={styles.label}>
          Or pick a sandbox example
        </label>
        <select
          id={`${id}-example`}
          className={styles.examples}
          value={picked}
          onFocus={() => void listExamples()}
          onPointerDown={() => void listExamples()}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">Choose an example</option>
          {choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {panel && report && <panel.Report report={report} headingRef={heading} />}
    </div>
  );
}
