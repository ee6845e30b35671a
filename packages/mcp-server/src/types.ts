/** One section the site's search finds, as its index names it. */
export interface SearchResult {
  /** The page's address, with the section's `#id` when the section is not the page's top. */
  route: string;
  pageTitle: string;
  sectionTitle: string;
  /** The words around the match, about 160 characters, from the section's text. */
  excerpt: string;
}

/** The site's own search over its own index, as the search box runs it. */
export interface DocsSearch {
  search(query: string, limit: number): SearchResult[];
}

/** An operation of the OpenAPI description, its references resolved, examples included. */
export interface DocsOperation {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  parameters: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  /** The route of the operation's page in the API reference, when the site has one. */
  route?: string;
}

/** What the server answers from: files the site's build wrote, read once at start. */
export interface DocsData {
  siteUrl: string;
  /** Every page's Markdown twin, by route (`/docs/intro`, `/` for the home page). */
  pages: ReadonlyMap<string, string>;
  operations: readonly DocsOperation[];
  /** The OpenAPI description as the site serves it (YAML). */
  openApi: string;
  capabilityStatement: string;
  llmsTxt: string;
  /** The FHIR package `package.tgz`, when the build has one. */
  fhirPackage?: Uint8Array;
}

/** The request and answer of the sandbox's core. */
export interface SandboxCall {
  method: string;
  target: string;
  headers: Readonly<Record<string, string>>;
}
export interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The docs' tools, as their packages publish them. Each may answer later (a promise), so that the
 * command can load a tool's module on its first call instead of before it answers `initialize`.
 */
export interface DocsTools {
  search(query: string, limit: number): SearchResult[] | Promise<SearchResult[]>;
  renderDosageText(
    dosage: unknown,
    options: { language: string },
  ): string | undefined | Promise<string | undefined>;
  checkResource(input: string): unknown;
  sandbox(request: SandboxCall): SandboxAnswer | Promise<SandboxAnswer>;
}
