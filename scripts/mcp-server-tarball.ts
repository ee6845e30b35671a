import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  capabilityStatementUrl,
  conformanceUrl,
  isJsonObject,
  loadSpec,
  resolveRef,
  specFile,
  type JsonObject,
  type OpenApiDocument,
} from '@medication-module/api-description';
import { dataFiles, type DocsOperation } from '@medication-module/mcp-server';
import {
  bundledTools,
  bundleForNode,
  buildMcpServer,
  searchModuleFile,
} from '@medication-module/mcp-server/bundle';
import { apiDocsDir } from '../config/openapi-paths';
import { searchExcerptsFile } from '../src/components/SiteSearch/excerpt';
import { llmsTxtFile } from '../plugins/llms-txt/files';
import { markdownTwinPath } from '../src/utils/markdown-twin';
import { searchBoostsFile } from './mcp-server/search-module';
import { packPackage, type PackedPackage } from './pack-package';
import {
  licence,
  packageDir,
  toolModules,
  write,
  writeCheckerLicences,
  type TarballSources,
} from './package-tarballs';

/** What the MCP server's package is made from: the finished build and what the build knew. */
export interface McpServerSources extends TarballSources {
  /** The build folder, with the Markdown twins, llms.txt and the search index written. */
  outDir: string;
  /** The build's generated files (`.docusaurus`), where the search plugin's settings are. */
  generatedFilesDir: string;
  /** The routes of the twins: every built page. */
  routes: readonly string[];
}

/** Where the API reference's page of an operation is: the plugin names it after the operationId. */
const operationRoute = (operationId: string): string =>
  `/docs/${apiDocsDir}/${operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

/** A media type's schema (by name, not expanded: schemas nest) and its examples, resolved. */
function mediaOf(spec: OpenApiDocument, media: unknown): unknown {
  if (!isJsonObject(media)) return media;
  const examples = isJsonObject(media.examples)
    ? Object.fromEntries(
        Object.entries(media.examples).map(([name, example]) => [name, resolveRef(spec, example)]),
      )
    : undefined;
  return { ...media, ...(examples ? { examples } : {}) };
}

function responsesOf(spec: OpenApiDocument, responses: unknown): Record<string, unknown> {
  if (!isJsonObject(responses)) return {};
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const resolved = resolveRef(spec, response as JsonObject);
      const headers = isJsonObject(resolved.headers)
        ? Object.fromEntries(
            Object.entries(resolved.headers).map(([name, header]) => [
              name,
              resolveRef(spec, header),
            ]),
          )
        : undefined;
      const content = isJsonObject(resolved.content)
        ? Object.fromEntries(
            Object.entries(resolved.content).map(([type, media]) => [type, mediaOf(spec, media)]),
          )
        : undefined;
      return [
        status,
        { ...resolved, ...(headers ? { headers } : {}), ...(content ? { content } : {}) },
      ];
    }),
  );
}

/**
 * Every operation of the description, and every callback's, with its parameters, responses and
 * their named examples resolved: what `get_operation` answers.
 */
export function apiOperations(
  spec: OpenApiDocument,
  pageRoutes: ReadonlySet<string>,
): DocsOperation[] {
  const operations: DocsOperation[] = [];
  const add = (method: string, pathTemplate: string, node: unknown, inherited: unknown[]): void => {
    if (!isJsonObject(node) || typeof node.operationId !== 'string') return;
    const own = Array.isArray(node.parameters) ? node.parameters : [];
    const requestBody =
      node.requestBody === undefined ? undefined : resolveRef(spec, node.requestBody);
    const route = operationRoute(node.operationId);
    operations.push({
      operationId: node.operationId,
      method: method.toUpperCase(),
      path: pathTemplate,
      summary: typeof node.summary === 'string' ? node.summary : undefined,
      description: typeof node.description === 'string' ? node.description : undefined,
      parameters: [...inherited, ...own].map((parameter) => resolveRef(spec, parameter)),
      requestBody:
        isJsonObject(requestBody) && isJsonObject(requestBody.content)
          ? {
              ...requestBody,
              content: Object.fromEntries(
                Object.entries(requestBody.content).map(([type, media]) => [
                  type,
                  mediaOf(spec, media),
                ]),
              ),
            }
          : requestBody,
      responses: responsesOf(spec, node.responses),
      route: pageRoutes.has(route) ? route : undefined,
    });
    if (isJsonObject(node.callbacks)) {
      for (const callback of Object.values(node.callbacks)) {
        const expressions = resolveRef(spec, callback);
        if (!isJsonObject(expressions)) continue;
        for (const [expression, item] of Object.entries(expressions)) {
          if (!isJsonObject(item)) continue;
          for (const [verb, child] of Object.entries(item)) add(verb, expression, child, []);
        }
      }
    }
  };
  for (const [pathTemplate, item] of Object.entries(spec.paths)) {
    const shared = Array.isArray((item as JsonObject).parameters)
      ? ((item as JsonObject).parameters as unknown[])
      : [];
    for (const [verb, operation] of Object.entries(item)) {
      if (verb !== 'parameters') add(verb, pathTemplate, operation, shared);
    }
  }
  // A callback shared by several operations is one operation.
  return operations.filter(
    (operation, index) =>
      operations.findIndex((other) => other.operationId === operation.operationId) === index,
  );
}

/** The site's own search as one ES module for Node (scripts/mcp-server/search-module.ts). */
const buildSearchModule = (): Promise<string> =>
  bundleForNode(
    path.join(__dirname, 'mcp-server/search-module.ts'),
    `// The docs site's search (its engine and lunr 2.3.9, MIT) over the index in ../data/search.\n${licence}`,
  );

/** The search plugin's field weights, from the global data the build gave the site's search box. */
function searchBoosts(generatedFilesDir: string): unknown {
  const globalData = JSON.parse(
    readFileSync(path.join(generatedFilesDir, 'globalData.json'), 'utf8'),
  ) as Record<string, { default?: unknown } | undefined>;
  const boosts = globalData['@cmfcmf/docusaurus-search-local']?.default;
  if (boosts === undefined)
    throw new Error('The build has no search plugin data for the MCP server.');
  return boosts;
}

/**
 * Packs the MCP server as integrators install it: its command, the docs' tools and the site's
 * search as modules beside it, and `data/` from the finished build (every twin, the search
 * index and section texts, the API's operations, the description, the CapabilityStatement,
 * llms.txt, and the FHIR package when the build has one).
 */
export async function packMcpServer(sources: McpServerSources): Promise<PackedPackage> {
  const { outDir, generatedFilesDir, routes, siteUrl } = sources;
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir('mcp-server'), 'package.json'), 'utf8'),
  ) as { version: string };
  return packPackage(packageDir('mcp-server'), async (folder) => {
    write(
      folder,
      'dist/cli.mjs',
      await buildMcpServer({
        version: manifest.version,
        banner: `// The MCP server of the medication module developer docs (${siteUrl}), answered from the files in this package; it makes no network request. The MCP SDK (MIT) and zod (MIT) built in.\n${licence}`,
      }),
      true,
    );
    write(folder, `dist/${searchModuleFile}`, await buildSearchModule());
    for (const tool of bundledTools) {
      write(folder, `dist/tools/${tool}.mjs`, await toolModules[tool](sources));
    }
    writeCheckerLicences(folder);
    const data = (file: string): string => path.join('data', file);
    const json = (value: unknown): string => `${JSON.stringify(value)}\n`;
    const pages = Object.fromEntries(
      routes.map((route) => [
        route,
        readFileSync(path.join(outDir, markdownTwinPath(route)), 'utf8'),
      ]),
    );
    write(folder, data(dataFiles.site), json({ siteUrl }));
    write(folder, data(dataFiles.pages), json(pages));
    write(folder, data(dataFiles.operations), json(apiOperations(loadSpec(), new Set(routes))));
    write(folder, data(dataFiles.openApi), readFileSync(specFile, 'utf8'));
    write(
      folder,
      data(dataFiles.capabilityStatement),
      readFileSync(path.join(outDir, capabilityStatementUrl), 'utf8'),
    );
    write(folder, data(dataFiles.llmsTxt), readFileSync(path.join(outDir, llmsTxtFile), 'utf8'));
    const fhirPackage = path.join(outDir, conformanceUrl, 'package.tgz');
    if (existsSync(fhirPackage))
      copyFileSync(fhirPackage, path.join(folder, data(dataFiles.fhirPackage)));
    const search = (file: string): string => data(path.join(dataFiles.search, file));
    for (const file of readdirSync(outDir).filter((name) => /^search-index-.+\.json$/.test(name))) {
      write(folder, search(file), readFileSync(path.join(outDir, file), 'utf8'));
    }
    write(
      folder,
      search(searchExcerptsFile),
      readFileSync(path.join(outDir, searchExcerptsFile), 'utf8'),
    );
    write(folder, search(searchBoostsFile), json(searchBoosts(generatedFilesDir)));
  });
}
