import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsSearch, SearchResult } from '@medication-module/mcp-server';
import { excerptKey, excerptOf, searchExcerptsFile } from '../../src/components/SiteSearch/excerpt';
import {
  createSearchEngine,
  type SearchBoosts,
  type SerializedSearchIndex,
} from '../../src/components/SiteSearch/search-core';
import { lunr, tokenize } from '../../src/components/SiteSearch/site-lunr';

/** The search plugin's field weights, as the site's search box reads them from its global data. */
export const searchBoostsFile = 'search-boosts.json';

/**
 * The entry of the MCP server's `search.mjs`: the site's own search (the engine, lunr as the
 * index was built with, the excerpts) over the index files the build wrote, so the server ranks
 * and quotes exactly as the search box does.
 */
export function createDocsSearch(folder: string): DocsSearch {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  const engine = createSearchEngine(lunr, tokenize, read(searchBoostsFile) as SearchBoosts);
  const indexes = readdirSync(folder)
    .filter((file) => /^search-index-.+\.json$/.test(file))
    .map((file) => engine.load(read(file) as SerializedSearchIndex));
  const texts = read(searchExcerptsFile) as Record<string, string>;
  return {
    search(query: string, limit: number): SearchResult[] {
      const matcher = engine.matcher(query);
      return engine.search(indexes, query, limit).map(({ document }) => {
        const route = excerptKey(document.sectionRoute);
        const text = texts[route] ?? '';
        const parts = excerptOf(text, matcher);
        return {
          route,
          pageTitle: document.pageTitle,
          sectionTitle: document.sectionTitle,
          excerpt: parts ? parts.map((part) => part.text).join('') : text.slice(0, 160),
        };
      });
    },
  };
}
