import Link from '@docusaurus/Link';
import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { CheckReport, Finding, ResourceExplanation } from '@medication-module/fhir-checker';
// Not from the checker's index, which would bring the whole checker onto the main thread.
import {
  groupFindings,
  kindTitles,
  maxInputBytes,
  tooLarge,
} from '@medication-module/fhir-checker';
import { ExportReport } from './export-report';
import { countsSentence, severityCount, severityWord } from './counts';
import type { ExampleChoice } from './examples';
import { reportFromParts, type CheckAnswer, type CheckRequest } from './worker-messages';
import styles from './styles.module.css';

export { formatSize, utf8Length } from '@medication-module/fhir-checker';

/**
 * What the "Check a resource" tool loads on first use, in a chunk of its own: the worker that
 * runs the checker, and the view of its report. The checker itself and its data load in the
 * worker; the sandbox's examples when the reader opens the picker.
 */

/** The sandbox's examples, loaded when the reader opens the picker, not with the first check. */
export async function examples(): Promise<ExampleChoice[]> {
  const [{ default: sandboxData }, { exampleChoices }] = await Promise.all([
    import('@medication-sandbox/data'),
    import('./examples'),
  ]);
  return exampleChoices(sandboxData);
}

let worker: Worker | undefined;
let workerFailed = false;
let lastId = 0;
const waiting = new Map<
  number,
  {
    text: string;
    resolve: (report: CheckReport) => void;
    parts: Exclude<CheckAnswer, { done: unknown }>[];
  }
>();

async function checkOnPage(text: string): Promise<CheckReport> {
  const { checkHere } = await import('./run-check');
  return checkHere(text);
}

function startWorker(): Worker | undefined {
  if (worker || workerFailed || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./check.worker.ts', import.meta.url));
  } catch {
    workerFailed = true;
    return undefined;
  }
  worker.onmessage = ({ data }: MessageEvent<CheckAnswer>) => {
    const check = waiting.get(data.id);
    if (!check) return;
    if (!('done' in data)) {
      check.parts.push(data);
      return;
    }
    check.resolve(reportFromParts(check.parts, data.done));
    waiting.delete(data.id);
  };
  worker.onerror = () => {
    // A worker that cannot load (a blocked script) fails every waiting check: run them here.
    workerFailed = true;
    worker?.terminate();
    worker = undefined;
    for (const { text, resolve } of waiting.values()) void checkOnPage(text).then(resolve);
    waiting.clear();
  };
  return worker;
}

/** Checks the text off the main thread; where no worker starts, on the page. Never rejects. */
export function check(text: string): Promise<CheckReport> {
  const running = startWorker();
  if (!running) return checkOnPage(text);
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, { text, resolve, parts: [] });
    const request: CheckRequest = { id, text };
    running.postMessage(request);
  });
}

/** A dropped or chosen file: refused by its size before it is read, as the command line does. */
export async function readFile(file: Blob): Promise<{ text: string } | { refused: CheckReport }> {
  if (file.size > maxInputBytes) {
    return {
      refused: {
        findings: [tooLarge(file.size)],
        explanations: [],
        counts: { error: 1, warning: 0, information: 0 },
      },
    };
  }
  return { text: await file.text() };
}

/** A long Bundle lists this many items at first; the rest follow on request. */
const firstShown = 100;

/**
 * Items drawn a frame (see useDrawnCount), for each kind of item by what it costs to lay out:
 * a finding is three short lines, a group one heading, an explanation up to a dozen sections.
 */
const findingsStep = 50;
const groupsStep = 100;
const explanationsStep = 5;

// The items are memoised: each frame that draws more items renders the list again, and only the
// new items should cost anything.
const FindingItem = memo(function FindingItem({
  item,
  index,
}: {
  item: Finding;
  /** Its place in its list: one that "Show all" added is laid out only near the viewport. */
  index: number;
}): ReactNode {
  return (
    <li className={index >= firstShown ? `${styles.finding} ${styles.deferred}` : styles.finding}>
      <p className={styles.findingHead}>
        <span className={styles[item.severity]}>{severityWord(item.severity)}</span>
        <span className={styles.kind}>{kindTitles[item.kind]}</span>{' '}
        <code className={styles.path}>{item.path}</code>
      </p>
      <p className={styles.message}>{item.message}</p>
      <p className={styles.guideLink}>
        See <Link to={item.guide.href}>{item.guide.title}</Link>
      </p>
    </li>
  );
});

const Explanation = memo(function Explanation({
  resource,
}: {
  resource: ResourceExplanation;
}): ReactNode {
  return (
    <section className={styles.explanation}>
      <h4>{resource.title}</h4>
      {resource.path !== '$' && (
        <p className={styles.caption}>
          At <code className={styles.path}>{resource.path}</code>
        </p>
      )}
      {resource.sections.map((section) => (
        <div key={`${section.path} ${section.heading}`}>
          <h5>
            {section.heading} <code className={styles.path}>{section.path}</code>
          </h5>
          {section.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          {section.guide && (
            <p className={styles.guideLink}>
              See <Link to={section.guide.href}>{section.guide.title}</Link>
            </p>
          )}
        </div>
      ))}
    </section>
  );
});

/** A long report draws this many groups at first: 5,500 entry groups at once block the page ~0.9 s. */
const firstGroups = 50;

/**
 * How many of `wanted` items are drawn: `step` more each frame, so that no single task lays out
 * thousands of items (a long report's first view, or "Show all", blocked the page 1.4–2.1 s when
 * drawn at once). The reader sees the first items at once; the rest follow frame by frame.
 * `drawMore` draws the next step in the render it is called for (the one "Show all" causes), so
 * the focus can move to the first added item at once.
 */
export function useDrawnCount(wanted: number, step: number): [number, () => void] {
  const [drawn, setDrawn] = useState(() => Math.min(wanted, step));
  useEffect(() => {
    if (drawn >= wanted) return undefined;
    const frame = requestAnimationFrame(() => setDrawn((count) => Math.min(wanted, count + step)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, wanted, step]);
  return [Math.min(drawn, wanted), () => setDrawn((count) => count + step)];
}

/**
 * A list that shows its first items and, for a long Bundle, the rest on request. "Show all"
 * goes away once pressed, so the focus moves to the first item it added, where reading goes on.
 * Items are drawn `step` a frame; the list is busy (`aria-busy`) until all are there.
 */
function Limited<T>({
  items,
  render,
  list,
  first = firstShown,
  step,
  itemHeight,
  noun,
}: {
  items: T[];
  render: (item: T, index: number, all: T[]) => ReactNode;
  list?: string;
  /** How many items are drawn before "Show all" is pressed. */
  first?: number;
  /** How many items are drawn a frame. */
  step: number;
  /** An item's usual height (rem), where the items are not a list (see the blocks below). */
  itemHeight?: number;
  /** What the button counts ("groups"), where the items are not findings. */
  noun?: string;
}): ReactNode {
  const [all, setAll] = useState(false);
  const container = useRef<HTMLOListElement & HTMLDivElement>(null);
  const wanted = all ? items.length : Math.min(first, items.length);
  const [drawn, drawMore] = useDrawnCount(wanted, step);
  // The focus goes to the first added item as soon as it is drawn, once.
  const handedOn = useRef(false);
  useEffect(() => {
    if (!all || handedOn.current) return;
    const firstAdded =
      list === undefined
        ? container.current?.querySelectorAll(':scope > * > *')[first]
        : container.current?.children[first];
    if (!(firstAdded instanceof HTMLElement)) return;
    handedOn.current = true;
    firstAdded.tabIndex = -1;
    firstAdded.focus();
  }, [all, first, drawn, list]);
  const shown = items.slice(0, drawn).map((item, index) => render(item, index, items));
  const busy = drawn < wanted ? true : undefined;
  // Items that are not list items are drawn in blocks of a step each; those "Show all" adds are
  // laid out only near the viewport (content-visibility): one block to watch instead of a
  // hundred items, since watching each of 5,500 groups cost up to 87 ms a frame.
  const blocks: ReactNode[] = [];
  for (let at = 0; at < shown.length; at += step) {
    blocks.push(
      <div
        key={at}
        // Only what "Show all" adds: the first items stay laid out, as axe and the reader meet
        // them (axe reads the colours of skipped content wrongly).
        className={at >= first ? styles.deferred : undefined}
        style={{ containIntrinsicSize: `auto ${step * (itemHeight ?? 1)}rem` }}
      >
        {shown.slice(at, at + step)}
      </div>,
    );
  }
  return (
    <>
      {list === undefined ? (
        <div ref={container} aria-busy={busy}>
          {blocks}
        </div>
      ) : (
        <ol ref={container} className={list} aria-busy={busy}>
          {shown}
        </ol>
      )}
      {!all && items.length > first && (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setAll(true);
            drawMore();
          }}
        >
          Show all {items.length.toLocaleString('en')}
          {noun === undefined ? '' : ` ${noun}`}
        </button>
      )}
    </>
  );
}

/** A report longer than this is shown in groups at first, and offers the choice of grouping. */
const groupedFrom = 10;

type Grouping = 'rule' | 'entry' | 'none';

const groupings: { value: Grouping; label: string }[] = [
  { value: 'rule', label: 'By rule' },
  { value: 'entry', label: 'By entry' },
  { value: 'none', label: "In the report's order" },
];

/**
 * One group of findings as a disclosure: a heading (reached with a screen reader's heading
 * keys) whose button says what the group is and how many it holds, once, and opens its list.
 */
const FindingGroup = memo(function FindingGroup({
  title,
  count,
  findings,
  open: startsOpen,
}: {
  title: ReactNode;
  count: string;
  findings: Finding[];
  open: boolean;
}): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(startsOpen);
  return (
    <section className={styles.group}>
      <h4 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupButton}
          aria-expanded={open}
          // Only an open group has its list in the page to point at.
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          {title}: {count}
        </button>
      </h4>
      {open && (
        <div id={id}>
          <Limited
            items={findings}
            list={styles.findings}
            step={findingsStep}
            render={(item, index) => <FindingItem key={index} item={item} index={index} />}
          />
        </div>
      )}
    </section>
  );
});

const findingsCount = (count: number): string =>
  `${count.toLocaleString('en')} ${count === 1 ? 'finding' : 'findings'}`;

type ShownGroup = { key: string; title: ReactNode; count: string; findings: Finding[] };

const ruleGroups = (groups: ReturnType<typeof groupFindings>['byRule']): ShownGroup[] =>
  groups.map((group) => ({
    key: `${group.kind} ${group.severity} ${group.rule}`,
    title: (
      <>
        <code className={styles.path}>{group.rule}</code> ({kindTitles[group.kind]})
      </>
    ),
    count: severityCount(group.severity, group.count),
    findings: group.findings,
  }));

const entryGroups = (groups: ReturnType<typeof groupFindings>['byEntry']): ShownGroup[] =>
  groups.map((group) => ({
    key: group.entry,
    title:
      group.entry === '$' ? (
        'The Bundle itself'
      ) : (
        <>
          Entry <code className={styles.path}>{group.entry}</code>
        </>
      ),
    count: findingsCount(group.count),
    findings: group.findings,
  }));

/**
 * The findings of a long report in groups, by rule or by Bundle entry, or as one list; the
 * reader switches with a radio group. The groups are made when first shown, from the report.
 */
function GroupedFindings({ findings }: { findings: Finding[] }): ReactNode {
  const name = useId();
  const [grouping, setGrouping] = useState<Grouping>('rule');
  const grouped = useMemo(() => groupFindings(findings), [findings]);
  const groups = useMemo(
    () =>
      grouping === 'rule'
        ? ruleGroups(grouped.byRule)
        : grouping === 'entry'
          ? entryGroups(grouped.byEntry)
          : [],
    [grouped, grouping],
  );
  return (
    <>
      <fieldset className={styles.grouping}>
        <legend>Show the findings</legend>
        {groupings.map(({ value, label }) => (
          <label key={value} className={styles.groupingChoice}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={grouping === value}
              onChange={() => setGrouping(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {grouping === 'none' ? (
        <Limited
          key="none"
          items={findings}
          list={styles.findings}
          step={findingsStep}
          render={(item, index) => <FindingItem key={index} item={item} index={index} />}
        />
      ) : (
        <Limited
          key={grouping}
          items={groups}
          first={firstGroups}
          step={groupsStep}
          itemHeight={2.5}
          noun="groups"
          render={({ key, ...group }, _, all) => (
            <FindingGroup key={key} {...group} open={all.length === 1} />
          )}
        />
      )}
    </>
  );
}

/** The report: the findings, then what the resource means. */
export function Report({
  report,
  headingRef,
}: {
  report: CheckReport;
  headingRef: Ref<HTMLHeadingElement>;
}): ReactNode {
  const total = report.findings.length;
  return (
    <div className={styles.report}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.reportHeading}>
        {total === 0 ? 'No findings' : `Findings: ${countsSentence(report.counts)}`}
      </h3>
      <ExportReport report={report} />
      {total === 0 ? (
        <p>Valid FHIR R4, and nothing the module would not send.</p>
      ) : total > groupedFrom ? (
        <GroupedFindings findings={report.findings} />
      ) : (
        <Limited
          items={report.findings}
          list={styles.findings}
          step={findingsStep}
          render={(item, index) => <FindingItem key={index} item={item} index={index} />}
        />
      )}
      {report.explanations.length > 0 && (
        <>
          <h3>What it means</h3>
          <Limited
            items={report.explanations}
            step={explanationsStep}
            itemHeight={20}
            render={(resource) => <Explanation key={resource.path} resource={resource} />}
          />
        </>
      )}
    </div>
  );
}
