import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import bundled from '@medication-mcp/bundled';
import { dataFiles, loadDocsData } from './data';
import { createDocsServer, serverDescription } from './server';
import type { DocsTools } from './types';

const usage = `medication-mcp ${bundled.version}: ${serverDescription}

It speaks MCP over stdio: an MCP client starts it. Installed with npm install --global, add
this entry to the client's servers (Claude Desktop's claude_desktop_config.json under
"mcpServers", VS Code's .vscode/mcp.json under "servers"):

  "medication-docs": { "command": "medication-mcp" }

Tools: search_docs, get_page, get_operation, render_dosage, check_resource, sandbox_request.
Resources: the OpenAPI description, the CapabilityStatement, llms.txt.`;

/** Runs `load` once, on the first call, and hands every caller the same promise. */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/*
 * Each tool's module (the checker alone is megabytes of FHIR definitions) and the search index
 * are read on the tool's first call: a client starts the server with its own start and waits for
 * `initialize`, which needs none of them.
 */
const checker = onFirstUse(() => import('@medication-mcp/fhir-checker'));
const renderer = onFirstUse(() => import('@medication-mcp/dosage-text'));
const sandbox = onFirstUse(() => import('@medication-mcp/sandbox'));
const search = onFirstUse(async () =>
  (await import('@medication-mcp/search')).createDocsSearch(
    path.join(bundled.dataFolder, dataFiles.search),
  ),
);

const tools: DocsTools = {
  search: async (query, limit) => (await search()).search(query, limit),
  renderDosageText: async (dosage, options) => (await renderer()).renderDosageText(dosage, options),
  checkResource: async (input) => (await checker()).checkResource(input),
  sandbox: async (request) => {
    const { answer, sandboxData } = await sandbox();
    return answer(sandboxData, request);
  },
};

async function main(): Promise<void> {
  const [flag] = process.argv.slice(2);
  if (flag === '--help' || flag === '-h') {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (flag === '--version') {
    process.stdout.write(`${bundled.version}\n`);
    return;
  }
  if (flag !== undefined) {
    process.stderr.write(`medication-mcp: unknown option ${flag}\n\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  const server = createDocsServer(loadDocsData(bundled.dataFolder), tools, bundled.version);
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  process.stderr.write(
    `medication-mcp: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
