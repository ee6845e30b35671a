import {
  createSearchEngine,
  type LoadedIndex,
  type SearchBoosts,
  type SearchEngine,
  type SerializedSearchIndex,
} from './search-core';
import { lunr, tokenize } from './site-lunr';
import { searchExcerptsFile } from './excerpt';

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

/**
 * The text of every section the search finds, by section address (plugins/search-excerpts), for
 * showing a result's matched words in context. Loaded after the indexes, as results can show
 * without it; undefined when the file is missing (`npm start` writes none).
 */
export async function loadExcerpts(
  baseUrl: string,
): Promise<ReadonlyMap<string, string> | undefined> {
  const response = await fetch(`${baseUrl}${searchExcerptsFile}`);
  if (!response.ok) return undefined;
  return new Map(Object.entries((await response.json()) as Record<string, string>));
}
