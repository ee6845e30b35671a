import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import bundled from '@medication-mcp/bundled';
import { renderDosageText } from '@medication-mcp/dosage-text';
import { checkResource } from '@medication-mcp/fhir-checker';
import { answer, sandboxData } from '@medication-mcp/sandbox';
import { createDocsSearch } from '@medication-mcp/search';
import { dataFiles, loadDocsData } from './data';
import { createDocsServer, serverDescription } from './server';

const usage = `medication-mcp ${bundled.version}: ${serverDescription}

It speaks MCP over stdio: an MCP client starts it. Installed with npm install --global, add
this entry to the client's servers (Claude Desktop's claude_desktop_config.json under
"mcpServers", VS Code's .vscode/mcp.json under "servers"):

  "medication-docs": { "command": "medication-mcp" }

Tools: search_docs, get_page, get_operation, render_dosage, check_resource, sandbox_request.
Resources: the OpenAPI description, the CapabilityStatement, llms.txt.`;

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
  const data = loadDocsData(bundled.dataFolder);
  const server = createDocsServer(
    data,
    {
      search: createDocsSearch(path.join(bundled.dataFolder, dataFiles.search)),
      renderDosageText,
      checkResource,
      sandbox: (request) => answer(sandboxData, request),
    },
    bundled.version,
  );
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  process.stderr.write(
    `medication-mcp: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
