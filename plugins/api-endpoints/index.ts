import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { List, ListItem, PhrasingContent, Root } from 'mdast';
import type { Plugin } from 'unified';
import { parse } from 'yaml';
import { apiDocsDir } from '../../config/openapi-paths';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';
import { isJsonObject, loadSpec, type OpenApiDocument } from '@medication-module/api-description';
import { phrasing } from '../valueset-tables';

/**
 * Renders the API reference's index while the page is compiled, from the OpenAPI description
 * and the pages docusaurus-plugin-openapi-docs generated from it (for their addresses):
 *
 *     ::api-endpoints   a list: method, path (linked to its page), what it does in a sentence;
 *                       with {tag="Medication Request"}, the operations of that tag only
 *     ::api-schemas     a list: each schema page, linked, with the first line of its description
 *
 * The page gets plain HTML; an operation without a generated page fails the build.
 */
export const endpointsDirective = 'api-endpoints';
export const schemasDirective = 'api-schemas';

/** Where the generated pages are, and the docs' URL base. */
export interface GeneratedPages {
  readonly dir: string;
  readonly urlBase: string;
}

const defaultPages: GeneratedPages = {
  dir: path.resolve(__dirname, '../../docs', apiDocsDir),
  urlBase: `/docs/${apiDocsDir}`,
};

interface GeneratedPage {
  readonly title: string;
  readonly url: string;
}

/** The generated pages whose file names end with `suffix`: their title and address. */
function generatedPages({ dir, urlBase }: GeneratedPages, suffix: string): GeneratedPage[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(suffix),
  );
  return files.map((file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const frontMatter: unknown = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '');
    if (!isJsonObject(frontMatter) || typeof frontMatter.title !== 'string') {
      throw new Error(`${path.join(dir, file)} has no title in its front matter`);
    }
    const { id, slug } = frontMatter;
    const url =
      typeof slug === 'string' ? `/docs${slug}` : `${urlBase}/${typeof id === 'string' ? id : ''}`;
    return { title: frontMatter.title, url };
  });
}

const firstSentence = (text: string): string => {
  const line = text.trim().split('\n')[0] ?? '';
  return /^(.*?[.!?])(\s|$)/.exec(line)?.[1] ?? line;
};

/** A list item of one paragraph. */
const listItem = (children: PhrasingContent[]): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [{ type: 'paragraph', children }],
});

const list = (children: ListItem[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children,
});

function pageFor(pages: GeneratedPage[], title: string, what: string): GeneratedPage {
  const page = pages.find((candidate) => candidate.title === title);
  if (!page) {
    throw new Error(
      `No generated API page is titled "${title}" (${what}): run \`npm run gen-api-docs\`.`,
    );
  }
  return page;
}

/** The operations (of one tag, when given) as a list: method, linked path, first sentence. */
export function endpointsList(spec: OpenApiDocument, generated = defaultPages, tag?: string): List {
  const pages = generatedPages(generated, '.api.mdx');
  const operations = Object.entries(spec.paths).flatMap(([pathTemplate, item]) =>
    Object.entries(item)
      .filter(([, operation]) => tag === undefined || (operation.tags ?? []).includes(tag))
      .map(([method, operation]) => ({ pathTemplate, method, operation })),
  );
  if (operations.length === 0) throw new Error(`No operation of the API has the tag "${tag}".`);
  return list(
    operations.map(({ pathTemplate, method, operation }) => {
      const page = pageFor(pages, operation.summary, `${method.toUpperCase()} ${pathTemplate}`);
      return listItem([
        { type: 'strong', children: [{ type: 'text', value: method.toUpperCase() }] },
        { type: 'text', value: ' ' },
        { type: 'link', url: page.url, children: [{ type: 'inlineCode', value: pathTemplate }] },
        { type: 'text', value: ': ' },
        ...phrasing(firstSentence(operation.description ?? operation.summary)),
      ]);
    }),
  );
}

export function schemasList(spec: OpenApiDocument, generated = defaultPages): List {
  const pages = generatedPages(generated, '.schema.mdx');
  return list(
    Object.entries(spec.components.schemas).map(([name, schema]) => {
      const page = pageFor(pages, name, `schema ${name}`);
      const description = typeof schema.description === 'string' ? schema.description : '';
      return listItem([
        { type: 'link', url: page.url, children: [{ type: 'text', value: name }] },
        ...(description
          ? [{ type: 'text' as const, value: ': ' }, ...phrasing(firstSentence(description))]
          : []),
      ]);
    }),
  );
}

const remarkApiEndpoints: Plugin<[GeneratedPages?], Root> =
  (generated = defaultPages) =>
  (tree) => {
    let spec: OpenApiDocument | undefined;
    replaceLeafDirectives(tree, [endpointsDirective, schemasDirective], (directive) => {
      spec ??= loadSpec();
      return [
        directive.name === endpointsDirective
          ? endpointsList(spec, generated, directive.attributes?.tag ?? undefined)
          : schemasList(spec, generated),
      ];
    });
  };

export default remarkApiEndpoints;
