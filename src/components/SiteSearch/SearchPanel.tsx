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

function statusText(state: SearchIndexState, query: string, hits: readonly SearchHit[]): string {
  if (state.status === 'failed') {
    return 'The search index could not be loaded. Close the search and open it again to retry.';
  }
  if (query.trim() === '') return '';
  if (state.status !== 'ready') return 'Loading the search index…';
  if (hits.length === 0) return `No results for “${query.trim()}”.`;
  return `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${query.trim()}”`;
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

  const hits = useMemo(
    () =>
      state.status === 'ready' && query.trim() !== ''
        ? state.search.engine.search(state.search.indexes, query, maxResults)
        : [],
    [state, query, maxResults],
  );
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

  const status = statusText(state, query, hits);
  const noResults = state.status === 'ready' && query.trim() !== '' && hits.length === 0;

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
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
