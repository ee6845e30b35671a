import { apiDocsDir } from '@site/config/openapi-paths';
import type { SearchDocument } from './search-core';

export type ResultKind = 'Guide' | 'API' | 'Blog';

/** Where a result lives, so "Timing" the schema and "Timing" the guide section can be told apart. */
export function resultKind(document: SearchDocument): ResultKind {
  if (document.type === 'blog') return 'Blog';
  // Operations and schemas (docs/api/medication/…) and their index page (docs/category/api/medication).
  if (document.sectionRoute.includes(`/${apiDocsDir}`)) return 'API';
  return 'Guide';
}
