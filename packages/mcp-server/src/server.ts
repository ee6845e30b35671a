import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { DocsData, DocsOperation, DocsTools } from './types';

/**
 * The largest text a tool takes (a resource to check, a Dosage, a request body): 1 MiB, far
 * above anything the module sends, so a pasted mistake is refused before it is parsed.
 */
export const maxPayloadBytes = 1024 * 1024;

export const serverDescription =
  'The medication module developer docs, answered on this machine from files in this package: search, pages as Markdown, API operations, the Dosage renderer, the FHIR checker and the sandbox. It makes no network request of any kind: nothing you ask or paste leaves the machine.';

const payload = (what: string) =>
  z.string().refine((text) => Buffer.byteLength(text, 'utf8') <= maxPayloadBytes, {
    message: `${what} is larger than ${maxPayloadBytes} bytes, the most this server reads`,
  });

type ToolResult = { content: { type: 'text'; text: string }[]; isError?: boolean };
const text = (value: string): ToolResult => ({ content: [{ type: 'text', text: value }] });
const json = (value: unknown): ToolResult => text(JSON.stringify(value, null, 2));
const failure = (message: string): ToolResult => ({ ...text(message), isError: true });

/** A route as readers write it: with or without the site's address, a trailing slash or `.md`. */
export function pageRoute(input: string, siteUrl: string): string {
  let route = input.trim();
  if (route.startsWith(siteUrl)) route = route.slice(siteUrl.length);
  route = route.split('#')[0]?.split('?')[0] ?? '';
  if (!route.startsWith('/')) route = `/${route}`;
  if (route === '/index.md') return '/';
  route = route.replace(/\/index\.md$/, '').replace(/\.md$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** Finds an operation by its operationId or by `METHOD /path` (a concrete id fills `{id}`). */
export function findOperation(
  operations: readonly DocsOperation[],
  input: string,
): DocsOperation | undefined {
  const wanted = input.trim();
  const byId = operations.find(
    (operation) => operation.operationId.toLowerCase() === wanted.toLowerCase(),
  );
  if (byId) return byId;
  const match = /^([A-Za-z]+)\s+(\S+)$/.exec(wanted);
  if (!match) return undefined;
  const [, method = '', target = ''] = match;
  const requested = target.split('?')[0]?.replace(/\/$/, '') ?? '';
  return operations.find((operation) => {
    if (operation.method.toLowerCase() !== method.toLowerCase()) return false;
    const pattern = new RegExp(
      `^${operation.path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    );
    return pattern.test(requested);
  });
}

/**
 * The MCP server of the docs: six tools and three resources (four when the build has a FHIR
 * package), over the data and tools it is given. It opens no connection: the caller chooses the
 * transport (the command line uses stdio).
 */
export function createDocsServer(data: DocsData, tools: DocsTools, version: string): McpServer {
  const server = new McpServer(
    { name: 'medication-module-docs', version },
    { instructions: serverDescription },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches the guides, the API reference and the blog with the site's own search index (the one the site's search box uses). Gives the best sections first: route, page and section title, and an excerpt around the matched words. Read a page whole with get_page.",
      inputSchema: {
        query: z.string().min(1).max(500).describe('Words to find, for example "on-hold surgery"'),
        limit: z.number().int().min(1).max(50).default(8).describe('At most this many results'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const results = await tools.search(query, limit);
      if (results.length === 0) return text(`Nothing in the docs matches "${query}".`);
      return json(results);
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        'The Markdown of one page of the docs (headings, tables, code blocks, examples), from its route (`/docs/intro`), its Markdown file (`/docs/intro.md`) or its full address.',
      inputSchema: {
        route: z.string().min(1).max(2000).describe('For example /docs/intro'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ route }) => {
      const wanted = pageRoute(route, data.siteUrl);
      const page = data.pages.get(wanted);
      if (page !== undefined) return text(page);
      const near = [...data.pages.keys()]
        .filter((known) => known.includes(wanted.split('/').pop() ?? wanted))
        .slice(0, 5);
      return failure(
        `The docs have no page at ${wanted}.${near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''} search_docs finds pages by their words.`,
      );
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Read an API operation',
      description:
        "One operation of the medication API's OpenAPI description, references resolved: method, path, parameters, request body, and every response with its named examples. By operationId or by `METHOD /path` (`GET /MedicationRequest/medreq-1` finds the read).",
      inputSchema: {
        operation: z
          .string()
          .min(1)
          .max(2000)
          .describe('An operationId, or a method and path such as "GET /MedicationRequest/{id}"'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ operation }) => {
      const found = findOperation(data.operations, operation);
      if (found) return json(found);
      const known = data.operations.map(
        (each) => `${each.operationId} (${each.method.toUpperCase()} ${each.path})`,
      );
      return failure(`No operation "${operation}". The API has: ${known.join('; ')}.`);
    },
  );

  server.registerTool(
    'render_dosage',
    {
      title: 'Write a Dosage as a sentence',
      description:
        'The reference rendering of a FHIR R4 Dosage as one sentence, in English, Dutch, French or German (`language`, a BCP 47 tag such as `nl` or `fr-BE`). Says when the Dosage cannot be rendered (invalid, a modifierExtension, nothing structured): then show Dosage.text.',
      inputSchema: {
        dosage: payload('The Dosage').describe('The Dosage as JSON text'),
        language: z
          .string()
          .max(35)
          .default('en')
          .describe('en, nl, fr or de, with a region if you like'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ dosage, language }) => {
      let value: unknown;
      try {
        value = JSON.parse(dosage);
      } catch (error) {
        return failure(`The Dosage is not JSON: ${(error as Error).message}`);
      }
      const sentence = await tools.renderDosageText(value, { language });
      if (sentence === undefined) {
        return failure(
          'This Dosage has no sentence: it is not a valid FHIR R4 Dosage, has a modifierExtension, states nothing structured, or holds a list too long or invisible characters. Show its text instead.',
        );
      }
      return text(sentence);
    },
  );

  server.registerTool(
    'check_resource',
    {
      title: 'Check a FHIR resource',
      description:
        'Checks the JSON of a resource the medication module sends (MedicationRequest, ServiceRequest, OperationOutcome, a notification Bundle) against FHIR R4 and the module\'s rules, as the docs\' "Check a resource" tool does: findings with their path, severity and the guide that explains them, and what the resource says.',
      inputSchema: {
        resource: payload('The resource').describe('The resource as JSON text'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ resource }) => json(await tools.checkResource(resource)),
  );

  server.registerTool(
    'sandbox_request',
    {
      title: 'Ask the API sandbox',
      description:
        "Sends a request to the medication API's sandbox, answered in this process from the API's examples (no network): the status, headers and body the API would give, 304, 401, 404, 406 and 410 included. Use the path without a server, for example `/MedicationRequest/medreq-1`.",
      inputSchema: {
        method: z
          .string()
          .regex(/^[A-Za-z]{1,16}$/)
          .default('GET'),
        path: z.string().min(1).max(8192).describe('Path and query, starting with /'),
        headers: z.record(z.string().max(8192)).default({}),
        body: payload('The body')
          .optional()
          .describe(
            'A body; the API has reads only, so the sandbox answers from method, path and headers',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ method, path, headers }) => {
      if (!path.startsWith('/')) {
        return failure(
          `The path must start with / (got "${path}"): the sandbox has no server address.`,
        );
      }
      return json(await tools.sandbox({ method, target: path, headers }));
    },
  );

  server.registerResource(
    'openapi',
    'docs://openapi/medication.yaml',
    {
      title: 'OpenAPI description',
      description: "The OpenAPI 3.0 description of the medication API, as the docs' download.",
      mimeType: 'application/yaml',
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/yaml', text: data.openApi }] }),
  );
  server.registerResource(
    'capability-statement',
    'docs://fhir/CapabilityStatement.json',
    {
      title: 'CapabilityStatement',
      description: 'The FHIR R4 CapabilityStatement of the API, what GET [base]/metadata answers.',
      mimeType: 'application/fhir+json',
    },
    (uri) => ({
      contents: [
        { uri: uri.href, mimeType: 'application/fhir+json', text: data.capabilityStatement },
      ],
    }),
  );
  server.registerResource(
    'llms-txt',
    'docs://llms.txt',
    {
      title: 'llms.txt',
      description: 'The index of the docs for language models: every page with one line.',
      mimeType: 'text/markdown',
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: data.llmsTxt }] }),
  );
  const fhirPackage = data.fhirPackage;
  if (fhirPackage) {
    server.registerResource(
      'fhir-package',
      'docs://fhir/package.tgz',
      {
        title: 'FHIR package',
        description: "The API's FHIR package (profiles and examples) as a .tgz.",
        mimeType: 'application/gzip',
      },
      (uri) => ({
        contents: [
          {
            uri: uri.href,
            mimeType: 'application/gzip',
            blob: Buffer.from(fhirPackage).toString('base64'),
          },
        ],
      }),
    );
  }
  return server;
}
