import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createSearchEngine,
  type LoadedIndex,
  type SearchBoosts,
  type SearchEngine,
  type SerializedSearchIndex,
} from '../../src/components/SiteSearch/search-core';
import { assertBuildExists, buildDir } from '../../scripts/site-build/build-output';
import { lunr, tokenize } from './search-lunr';

const generatedDir = path.resolve(buildDir, '../.docusaurus');

export interface BuiltSearch {
  engine: SearchEngine;
  indexes: LoadedIndex[];
  serialized: SerializedSearchIndex[];
}

/** The search indexes of the production build, searched the way the site searches them. */
export function loadBuiltSearch(): BuiltSearch {
  assertBuildExists();
  const globalData = JSON.parse(
    readFileSync(path.join(generatedDir, 'globalData.json'), 'utf8'),
  ) as Record<string, { default: SearchBoosts } | undefined>;
  const boosts = globalData['@cmfcmf/docusaurus-search-local']?.default;
  if (boosts === undefined) throw new Error('The build has no search plugin data.');
  const engine = createSearchEngine(lunr, tokenize, boosts);
  const serialized = readdirSync(buildDir)
    .filter((name) => /^search-index-.+\.json$/.test(name))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(buildDir, name), 'utf8')) as SerializedSearchIndex,
    );
  return { engine, indexes: serialized.map((index) => engine.load(index)), serialized };
}
