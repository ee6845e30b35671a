/**
 * What the installable command is built with (../scripts/bundle.ts): the docs' other tools as
 * their packages publish them, the site's search over its own index, and where the data is. Each
 * is a file beside the command in the package, so the command loads nothing from elsewhere.
 */
declare module '@medication-mcp/bundled' {
  const bundled: {
    /** The package's `data/` folder. */
    dataFolder: string;
    version: string;
  };
  export default bundled;
}

declare module '@medication-mcp/dosage-text' {
  export function renderDosageText(
    dosage: unknown,
    options: { language: string },
  ): string | undefined;
}

declare module '@medication-mcp/fhir-checker' {
  export function checkResource(input: string): unknown;
}

declare module '@medication-mcp/sandbox' {
  export const sandboxData: unknown;
  export function answer(
    data: unknown,
    request: import('./types').SandboxCall,
  ): import('./types').SandboxAnswer;
}

declare module '@medication-mcp/search' {
  /** The site's search over the index files in `folder`. */
  export function createDocsSearch(folder: string): import('./types').DocsSearch;
}
