import { useContextualSearchFilters } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useCallback, useRef, useState } from 'react';
import type { BrowserSearch } from './engine';
import type { SearchBoosts } from './search-core';

export type SearchIndexState =
  | { status: 'idle' | 'loading' | 'failed' }
  | {
      status: 'ready';
      search: BrowserSearch;
      /** Section texts for the results' context, once they have arrived. */
      excerpts?: ReadonlyMap<string, string>;
    };

interface SearchSettings extends SearchBoosts {
  maxSearchResults: number;
}

function isSearchSettings(data: unknown): data is SearchSettings {
  if (typeof data !== 'object' || data === null) return false;
  const settings = data as Record<string, unknown>;
  return ['titleBoost', 'contentBoost', 'tagsBoost', 'maxSearchResults'].every(
    (key) => typeof settings[key] === 'number',
  );
}

function useSearchSettings(): SearchSettings {
  const settings = usePluginData('@cmfcmf/docusaurus-search-local');
  if (!isSearchSettings(settings)) {
    throw new Error('@cmfcmf/docusaurus-search-local did not publish its search settings.');
  }
  return settings;
}

/**
 * The search indexes of the current docs version and the blog, loaded on the
 * first sign that the reader wants to search (hover, focus, shortcut).
 */
export function useSearchIndex(): {
  state: SearchIndexState;
  preload: () => void;
  maxResults: number;
} {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const settings = useSearchSettings();
  const { tags } = useContextualSearchFilters();
  const tagsKey = tags.join(',');
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  const loadedKey = useRef<string | undefined>(undefined);

  const preload = useCallback(() => {
    if (loadedKey.current === tagsKey) return;
    loadedKey.current = tagsKey;
    setState({ status: 'loading' });
    import('./engine')
      .then(async ({ loadBrowserSearch, loadExcerpts }) => ({
        search: await loadBrowserSearch(baseUrl, tagsKey.split(','), settings),
        loadExcerpts,
      }))
      .then(
        ({ search, loadExcerpts }) => {
          if (loadedKey.current !== tagsKey) return;
          setState({ status: 'ready', search });
          // Results show without their context meanwhile, and without it if it cannot be had.
          loadExcerpts(baseUrl).then(
            (excerpts) => {
              if (loadedKey.current === tagsKey && excerpts) {
                setState({ status: 'ready', search, excerpts });
              }
            },
            () => undefined,
          );
        },
        () => {
          if (loadedKey.current !== tagsKey) return;
          // Forget the attempt, so the next open of the search tries again.
          loadedKey.current = undefined;
          setState({ status: 'failed' });
        },
      );
  }, [baseUrl, tagsKey, settings]);

  return { state, preload, maxResults: settings.maxSearchResults };
}
