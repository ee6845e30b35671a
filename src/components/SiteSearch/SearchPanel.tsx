import clsx from 'clsx';
import {
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { excerptKey, excerptOf } from './excerpt';
import { resultKind } from './result-kind';
import type { SearchHit } from './search-core';
import SearchIcon from './SearchIcon';
import type { SearchIndexState } from './use-search-index';
import styles from './styles.module.css';

interface Props {
  state: SearchIndexState;
  maxResults: number;
  query: string;
  onQueryChange: (query: string) => void;
  onPick: (hit: SearchHit) => void;
  onClose: () => void;
  inputRef: RefObject<HTMLInputElement>;
}

/** What the status line says: how many results there are, and how many of them are shown. */
function statusText(state: SearchIndexState, query: string, total: number, shown: number): string {
  if (state.status === 'failed') {
    return 'The search index could not be loaded. Close the search and open it again to retry.';
  }
  if (query.trim() === '') return '';
  if (state.status !== 'ready') return 'Loading the search index…';
  if (total === 0) return `No results for “${query.trim()}”.`;
  const results = `${total} ${total === 1 ? 'result' : 'results'}`;
  return shown < total
    ? `Top ${shown} of ${results} for “${query.trim()}”`
    : `${results} for “${query.trim()}”`;
}

/**
 * The search box as an ARIA 1.2 combobox: focus stays in the input, the arrow
 * keys move the active option of the listbox, Enter opens it.
 */
export default function SearchPanel({
  state,
  maxResults,
  query,
  onQueryChange,
  onPick,
  onClose,
  inputRef,
}: Props): ReactNode {
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const [active, setActive] = useState(0);
  // The first results are shown at once; the rest when the reader asks for all of them.
  const [showAll, setShowAll] = useState(false);

  const search = state.status === 'ready' ? state.search : undefined;
  const excerpts = state.status === 'ready' ? state.excerpts : undefined;
  const allHits = useMemo(
    () =>
      search && query.trim() !== ''
        ? search.engine.search(search.indexes, query, Number.POSITIVE_INFINITY)
        : [],
    [search, query],
  );
  const hits = showAll ? allHits : allHits.slice(0, maxResults);
  const isMatch = useMemo(() => search?.engine.matcher(query), [search, query]);
  const activeHit = hits[active];
  const optionId = (index: number): string => `${listId}-option-${index}`;

  // The first time, the dialog opens before this panel's code has arrived, and the focus
  // the dialog gives on opening has nowhere to go: the panel takes it when it mounts.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [inputRef]);

  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, active, hits]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (activeHit) onPick(activeHit);
      return;
    }
    if (hits.length === 0) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setActive((current) => (current + step + hits.length) % hits.length);
  }

  const status = statusText(state, query, allHits.length, hits.length);
  const noResults = state.status === 'ready' && query.trim() !== '' && hits.length === 0;
  const hidden = allHits.length - hits.length;

  return (
    <div className={styles.panel}>
      <div className={styles.inputRow}>
        <SearchIcon className={styles.inputIcon} />
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Search guides, API reference and blog
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="go"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeHit ? optionId(active) : undefined}
          aria-describedby={statusId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Guide, FHIR element, status or code"
          value={query}
          onChange={(event) => {
            setActive(0);
            setShowAll(false);
            onQueryChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        className={clsx(styles.status, noResults && styles.noResults)}
        // The benchmark and the browser tests wait for this: results for exactly this input are on screen.
        data-results-for={state.status === 'ready' ? query : undefined}
      >
        {status}
      </p>
      {noResults && (
        <p className={styles.hint}>
          Check the spelling, or search for a FHIR element (<code>dosageInstruction</code>), a
          status (<code>on-hold</code>) or an ATC code (<code>N02BE01</code>).
        </p>
      )}
      {query.trim() === '' && state.status !== 'failed' && (
        <p className={styles.hint}>
          Search guide sections, API operations, schema fields and blog posts. Use ↑ ↓ to choose and
          Enter to open.
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={styles.results}
        hidden={hits.length === 0}
      >
        {hits.map((hit, index) => {
          const { id, sectionTitle, pageTitle, sectionRoute } = hit.document;
          const title = sectionTitle || pageTitle;
          const text = excerpts?.get(excerptKey(sectionRoute));
          const excerpt = text !== undefined && isMatch ? excerptOf(text, isMatch) : undefined;
          return (
            <li
              key={id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              data-route={sectionRoute}
              onMouseMove={() => setActive(index)}
              onClick={() => onPick(hit)}
            >
              <span className={styles.kind}>{resultKind(hit.document)}</span>
              <span className={styles.resultText}>
                <span className={styles.resultTitle}>{title}</span>
                {title !== pageTitle && <span className={styles.resultPage}>{pageTitle}</span>}
                {excerpt && (
                  <span className={styles.resultExcerpt}>
                    {excerpt.map((part, at) =>
                      part.match ? <mark key={at}>{part.text}</mark> : part.text,
                    )}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className={styles.showAll}
          onClick={() => {
            setShowAll(true);
            // The button goes with the click; the reader goes on choosing from the input.
            inputRef.current?.focus();
          }}
        >
          Show all {allHits.length} results
        </button>
      )}
    </div>
  );
}
