import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import type { Plugin } from 'unified';
import { apiDocsDir } from '../../config/openapi-paths';
import { directiveName as exampleDirective } from '../openapi-examples';
import { buildSandboxData } from '@medication-module/sandbox/node';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';
import { sandboxTokens } from '@medication-module/sandbox';
import type { SandboxData, SandboxResource, SandboxVersion } from '@medication-module/sandbox';

/**
 * `::sandbox-catalogue` on a line of its own renders, while the page is compiled, what the
 * sandbox serves: each id with its type, the scenario it shows, its versions and the guides that
 * embed it, linked to its operation page with the id filled in (and each version with
 * X-Sandbox-Time set to it); then the tokens that stand for failures. All of it comes from the
 * sandbox data and the guides' `::openapi-example` directives, so it cannot drift from them.
 */
export const directiveName = 'sandbox-catalogue';

const docsFolder = path.resolve(__dirname, '../../docs');

interface Guide {
  route: string;
  title: string;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return full.endsWith(path.join('docs', apiDocsDir)) ? [] : markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function guideOf(file: string, text: string): Guide {
  const relative = path
    .relative(docsFolder, file)
    .replace(/\.mdx?$/, '')
    .split(path.sep);
  if (relative.at(-1) === 'index') relative.pop();
  const title =
    /^title:\s*(.+)$/m.exec(text)?.[1] ?? /^#\s+(.+)$/m.exec(text)?.[1] ?? relative.join('/');
  return { route: `/docs/${relative.join('/')}`, title: title.replace(/^["']|["']$/g, '') };
}

/** For each id, the guides that embed one of its versions with `::openapi-example`. */
export function guidesById(folder = docsFolder): Map<string, Guide[]> {
  const guides = new Map<string, Guide[]>();
  const directive = new RegExp(`^::${exampleDirective}\\{([^}]*)\\}`, 'gm');
  for (const file of markdownFiles(folder).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const [, attributes = ''] of text.matchAll(directive)) {
      const id = /\bid="([^"]+)"/.exec(attributes)?.[1];
      if (!id) continue;
      const guide = guideOf(file, text);
      const known = guides.get(id) ?? [];
      if (!known.some((other) => other.route === guide.route)) guides.set(id, [...known, guide]);
    }
  }
  return guides;
}

/** `getMedicationRequestById` → the plugin's page id `get-medication-request-by-id`. */
const kebab = (operationId: string): string =>
  operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children,
});
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      { type: 'tableRow', children: header.map((heading) => cell([text(heading)])) },
      ...rows.map((cells) => ({ type: 'tableRow' as const, children: cells.map(cell) })),
    ],
  };
}

const statusOf = (version: SandboxVersion): string =>
  version.resource === undefined ? 'deleted' : String(version.resource.status ?? '');

function scenario(resource: SandboxResource): PhrasingContent[] {
  const current = resource.versions[resource.current];
  if (current && current.resource === undefined) {
    return [
      text(`Deleted at ${current.lastUpdated}: a read answers `),
      code('410 Gone'),
      text('; X-Sandbox-Time before then reads it.'),
    ];
  }
  return [text(resource.summary ?? '')];
}

function versions(resource: SandboxResource, page: string): PhrasingContent[] {
  return resource.versions.flatMap((version, index) => {
    const replay = `${page}&at=${encodeURIComponent(version.lastUpdated)}`;
    return [
      ...(index > 0 ? [text(', ')] : []),
      link(replay, [code(`W/"${version.versionId}"`)]),
      text(` ${statusOf(version)}${index === resource.current ? ' (default)' : ''}`),
    ];
  });
}

export function catalogue(data: SandboxData, guides: Map<string, Guide[]>): RootContent[] {
  const rows = data.resources.map((resource) => {
    const operation = data.operations.find(
      (candidate) => candidate.resourceType === resource.resourceType,
    );
    const page = `/docs/${apiDocsDir}/${kebab(operation?.operationId ?? '')}?id=${encodeURIComponent(resource.id)}`;
    const explained = (guides.get(resource.id) ?? []).flatMap((guide, index) => [
      ...(index > 0 ? [text(', ')] : []),
      link(guide.route, [text(guide.title)]),
    ]);
    return [
      [link(page, [code(resource.id)])],
      [text(`${resource.resourceType}: `), ...scenario(resource)],
      versions(resource, page),
      explained.length > 0 ? explained : [text('none')],
    ];
  });
  const tokens = Object.entries(sandboxTokens).map(([token, { status, means }]) => [
    [code(token)],
    [code(String(status))],
    [text(means.replace(/`/g, ''))],
  ]);
  return [
    table(['Id', 'What it shows', 'Versions', 'Explained in'], rows),
    table(['Bearer token', 'Answer', 'Stands for'], tokens),
  ];
}

const remarkSandboxCatalogue: Plugin<[], Root> = () => (tree) => {
  replaceLeafDirectives(tree, directiveName, () => catalogue(buildSandboxData(), guidesById()));
};

export default remarkSandboxCatalogue;
