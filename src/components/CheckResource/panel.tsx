import useBaseUrl from '@docusaurus/useBaseUrl';
import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type {
  CheckReport,
  EntryGroup,
  Finding,
  GuideLink,
  ResourceExplanation,
  RuleGroup,
} from '@medication-module/fhir-checker';
// Not from the checker's index, which would bring the whole checker onto the main thread.
import {
  groupFindings,
  kindTitles,
  maxInputBytes,
  tooLarge,
} from '@medication-module/fhir-checker';
import { ExportReport } from './export-report';
import { countsSentence, findingsCount, formatCount, severityCount, severityWord } from './counts';
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

/**
 * "See <guide section>" under a finding or an explanation: a plain link, not Docusaurus' Link,
 * which gives each link an IntersectionObserver of its own (to prefetch its page once in view).
 * A long report has thousands of these links, all to a few sections, and their observers took
 * 60–225 ms of every frame of "Show all" on 6,050 findings. Following one loads the page; the
 * browser's back button then returns to the report as it was.
 */
function SeeGuide({ guide }: { guide: GuideLink }): ReactNode {
  return (
    <p className={styles.guideLink}>
      See <a href={useBaseUrl(guide.href)}>{guide.title}</a>
    </p>
  );
}

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
      <SeeGuide guide={item.guide} />
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
          {section.guide && <SeeGuide guide={section.guide} />}
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

interface StepProps<T> {
  items: T[];
  from: number;
  to: number;
  render: (item: T, index: number, all: T[]) => ReactNode;
}

/**
 * The items of one step, rendered once: a frame that draws the next step renders only that one,
 * where rendering the whole list again each frame made thousands of elements a frame for the
 * garbage collector (up to 110 ms of a frame of "Show all groups").
 */
const Step = memo(function Step<T>({ items, from, to, render }: StepProps<T>): ReactNode {
  return items.slice(from, to).map((item, offset) => render(item, from + offset, items));
}) as <T>(props: StepProps<T>) => ReactNode;

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
  const busy = drawn < wanted ? true : undefined;
  const steps: ReactNode[] = [];
  for (let at = 0; at < drawn; at += step) {
    const drawnStep = (
      <Step key={at} items={items} from={at} to={Math.min(drawn, at + step)} render={render} />
    );
    // Items that are not list items are drawn in blocks of a step each; those "Show all" adds
    // are laid out only near the viewport (content-visibility): one block to watch instead of
    // a hundred items, since watching each of 5,500 groups cost up to 87 ms a frame.
    steps.push(
      list === undefined ? (
        <div
          key={at}
          // Only what "Show all" adds: the first items stay laid out, as axe and the reader meet
          // them (axe reads the colours of skipped content wrongly).
          className={at >= first ? styles.deferred : undefined}
          style={{ containIntrinsicSize: `auto ${step * (itemHeight ?? 1)}rem` }}
        >
          {drawnStep}
        </div>
      ) : (
        drawnStep
      ),
    );
  }
  return (
    <>
      {list === undefined ? (
        <div ref={container} aria-busy={busy}>
          {steps}
        </div>
      ) : (
        <ol ref={container} className={list} aria-busy={busy}>
          {steps}
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
          Show all {formatCount(items.length)}
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

/** A group of either view, by rule or by entry. */
type Group = RuleGroup | EntryGroup;

/** A group's heading and count, made only for the groups drawn (thousands are not). */
function GroupOf({ group, only }: { group: Group; only: boolean }): ReactNode {
  const title =
    'rule' in group ? (
      <>
        <code className={styles.path}>{group.rule}</code> ({kindTitles[group.kind]})
      </>
    ) : group.entry === '$' ? (
      'The Bundle itself'
    ) : (
      <>
        Entry <code className={styles.path}>{group.entry}</code>
      </>
    );
  const count =
    'rule' in group ? severityCount(group.severity, group.count) : findingsCount(group.count);
  return <FindingGroup title={title} count={count} findings={group.findings} open={only} />;
}

const groupKey = (group: Group): string =>
  'rule' in group ? `${group.kind} ${group.severity} ${group.rule}` : group.entry;

/**
 * The findings of a long report in groups, by rule or by Bundle entry, or as one list; the
 * reader switches with a radio group. The groups are made when first shown, from the report.
 * The view sits in an element of its own: a switch replaces only what is inside it, where
 * replacing children of the report made the browser restyle the whole report (its explanations
 * too, ~4,300 elements and ~100 ms), for the theme's `header + *` rule.
 */
function GroupedFindings({ findings }: { findings: Finding[] }): ReactNode {
  const name = useId();
  const [grouping, setGrouping] = useState<Grouping>('rule');
  const grouped = useMemo(() => groupFindings(findings), [findings]);
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
      <div>
        {grouping === 'none' ? (
          <Limited
            key="none"
            items={findings}
            list={styles.findings}
            step={findingsStep}
            render={(item, index) => <FindingItem key={index} item={item} index={index} />}
          />
        ) : (
          <Limited<Group>
            key={grouping}
            items={grouping === 'rule' ? grouped.byRule : grouped.byEntry}
            first={firstGroups}
            step={groupsStep}
            itemHeight={2.5}
            noun="groups"
            render={(group, _, all) => (
              <GroupOf key={groupKey(group)} group={group} only={all.length === 1} />
            )}
          />
        )}
      </div>
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
