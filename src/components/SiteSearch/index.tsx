import { useHistory, useLocation } from '@docusaurus/router';
import clsx from 'clsx';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { focusOpenedSection, openingSection } from './opened-section';
import type { SearchHit } from './search-core';
import SearchIcon from './SearchIcon';
import { searchShortcuts, useSearchShortcut } from './use-search-shortcut';
import { useSearchIndex } from './use-search-index';
import styles from './styles.module.css';

// The panel's code (combobox, results, ranking display) loads when a reader heads for the
// search, with the index, instead of with every page.
const loadSearchPanel = () => import('./SearchPanel');
const SearchPanel = lazy(loadSearchPanel);

/** Apple keyboards say ⌘; the server render and everyone else get Ctrl. */
function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl K');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setLabel('⌘ K');
  }, []);
  return label;
}

/**
 * Offline search in the navbar: a button that opens a modal search dialog over
 * the indexes @cmfcmf/docusaurus-search-local builds. No request leaves the site.
 */
export default function SiteSearch(): ReactNode {
  const history = useHistory();
  // The location whose page is on the screen: it changes once the chosen page has rendered.
  const location = useLocation();
  useEffect(() => focusOpenedSection(location), [location]);
  const { state, preload, maxResults } = useSearchIndex();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Closing returns focus to the navbar button; picking a result moves it to the section opened.
  const returnFocus = useRef(false);
  const shortcutLabel = useShortcutLabel();

  const preloadSearch = useCallback(() => {
    preload();
    void loadSearchPanel();
  }, [preload]);

  const openSearch = useCallback(() => {
    preloadSearch();
    setOpen(true);
  }, [preloadSearch]);
  useSearchShortcut(openSearch);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnFocus.current) triggerRef.current?.focus();
    }
  }, [open]);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  const pick = useCallback(
    (hit: SearchHit) => {
      returnFocus.current = false;
      setOpen(false);
      openingSection(hit.document.sectionRoute);
      history.push(hit.document.sectionRoute);
    },
    [history],
  );

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts={searchShortcuts}
        onClick={openSearch}
        onPointerEnter={preloadSearch}
        onFocus={preloadSearch}
      >
        <SearchIcon />
        <span className={clsx(styles.visuallyHidden, styles.triggerLabel)}>Search</span>
        <kbd className={styles.triggerShortcut} aria-hidden="true">
          {shortcutLabel}
        </kbd>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label="Search the documentation"
        // The browser closes a modal dialog on Escape by itself; keep the state in step. It
        // reports every closing a task later, also ours, and a shortcut may have opened the
        // search again by then: only a dialog that is still closed means the search is.
        onClose={(event) => {
          if (!event.currentTarget.open) setOpen(false);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && (
          <Suspense fallback={null}>
            <SearchPanel
              state={state}
              maxResults={maxResults}
              query={query}
              onQueryChange={setQuery}
              onPick={pick}
              onClose={close}
              inputRef={inputRef}
            />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
