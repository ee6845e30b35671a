import {
  createSearchEngine,
  type LoadedIndex,
  type SearchBoosts,
  type SearchEngine,
  type SerializedSearchIndex,
} from './search-core';
import { lunr, tokenize } from './site-lunr';

export interface BrowserSearch {
  engine: SearchEngine;
  indexes: LoadedIndex[];
}

async function fetchIndex(url: string): Promise<SerializedSearchIndex | undefined> {
  const response = await fetch(url);
  // A tag with no indexed pages has no file; `npm start` builds no index at all.
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as SerializedSearchIndex;
}

/**
 * Loads lunr and the indexes the plugin wrote at build time, one per search tag
 * (the docs version, and `default` for the blog). Loaded on first use, so pages
 * that never search do not download lunr.
 */
export async function loadBrowserSearch(
  baseUrl: string,
  tags: readonly string[],
  boosts: SearchBoosts,
): Promise<BrowserSearch> {
  const engine = createSearchEngine(lunr, tokenize, boosts);
  const serialized = await Promise.all(
    tags.map((tag) => fetchIndex(`${baseUrl}search-index-${tag}.json`)),
  );
  return {
    engine,
    indexes: serialized
      .filter((index): index is SerializedSearchIndex => index !== undefined)
      .map((index) => engine.load(index)),
  };
}
