import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsData, DocsOperation } from './types';

/**
 * The files of the data folder the package carries (`data/` beside `dist/`), written when the
 * site packs the server from its build (scripts/mcp-server-tarball.ts in the docs' repository).
 */
export const dataFiles = {
  /** `{ "siteUrl": … }`: the docs' address, which pages and findings link to. */
  site: 'site.json',
  /** Every page's Markdown twin by route. */
  pages: 'pages.json',
  /** The operations of the OpenAPI description, references resolved, examples included. */
  operations: 'operations.json',
  openApi: 'medication.yaml',
  capabilityStatement: 'CapabilityStatement.json',
  llmsTxt: 'llms.txt',
  /** Only when the docs' build has a FHIR package. */
  fhirPackage: 'package.tgz',
  /** The site's search index and section texts, read by the search module the site packs. */
  search: 'search',
} as const;

const readJson = <T>(folder: string, file: string): T =>
  JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as T;

/** Reads the data folder; fails with the file's name when one is missing or unreadable. */
export function loadDocsData(folder: string): DocsData {
  const site = readJson<{ siteUrl: string }>(folder, dataFiles.site);
  const pages = readJson<Record<string, string>>(folder, dataFiles.pages);
  const fhirPackage = path.join(folder, dataFiles.fhirPackage);
  return {
    siteUrl: site.siteUrl,
    pages: new Map(Object.entries(pages)),
    operations: readJson<DocsOperation[]>(folder, dataFiles.operations),
    openApi: readFileSync(path.join(folder, dataFiles.openApi), 'utf8'),
    capabilityStatement: readFileSync(path.join(folder, dataFiles.capabilityStatement), 'utf8'),
    llmsTxt: readFileSync(path.join(folder, dataFiles.llmsTxt), 'utf8'),
    fhirPackage: existsSync(fhirPackage) ? readFileSync(fhirPackage) : undefined,
  };
}
