import type { Cheerio, CheerioAPI } from 'cheerio';
import { marked } from 'marked';
import {
  isJsonObject,
  loadSpec,
  resolveRef,
  type JsonObject,
  type OpenApiDocument,
  type OperationObject,
  type ResponseObject,
} from '@medication-module/api-description';

/**
 * Rules for the API reference's pages. A schema tree (schema pages, response headers) becomes a
 * table of its elements. On an operation page the performance layer renders the parameters and
 * the response bodies in the browser only (islands), so the server's HTML holds a skeleton where
 * they go: the twin fills each from the OpenAPI description, the same source the islands read.
 */

/** A node of the page (cheerio's own type, which it does not export by name). */
type PageNode = Parameters<CheerioAPI['contains']>[0];

const inline = (markdown: string): string => marked.parseInline(markdown, { async: false });
const escaped = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface Row {
  element: string;
  type: string;
  required: boolean;
  description: string;
}

/** The list items directly below `item` (or below the page, for `item` undefined). */
function childItems<T extends PageNode>($: CheerioAPI, scope: Cheerio<T>, parent?: PageNode) {
  return scope
    .find('.openapi-schema__list-item')
    .filter((_, item) => $(item).parent().closest('.openapi-schema__list-item').get(0) === parent);
}

function rowsOf($: CheerioAPI, item: PageNode, prefix: string): Row[] {
  const node = $(item);
  const own = (selector: string) =>
    node
      .find(selector)
      .filter((_, found) => $(found).closest('.openapi-schema__list-item').get(0) === item);
  const container = own('.openapi-schema__container').first();
  const name = container.find('.openapi-schema__property').first().text().trim();
  const typeCell = container.find('.openapi-schema__name').first().clone();
  const badges = typeCell
    .find('[title]')
    .toArray()
    .map((badge) => $(badge).text().trim());
  typeCell.find('[title]').remove();
  const description = [
    ...own('p')
      .filter((_, p) => $(p).closest('.openapi-example').length === 0)
      .toArray()
      .map((p) => $(p).html() ?? ''),
    ...own('.openapi-example')
      .toArray()
      .map((example) => `Example: ${$(example).children('span').html() ?? ''}`),
    ...badges.map((badge) => `<em>${escaped(badge.replace(/^./, (c) => c.toUpperCase()))}.</em>`),
  ].join(' ');
  const element = prefix === '' ? name : `${prefix}.${name}`;
  return [
    {
      element,
      type: typeCell.text().replace(/\s+/g, ' ').trim(),
      required: container.find('.openapi-schema__required').length > 0,
      description,
    },
    ...childItems($, node, item)
      .toArray()
      .flatMap((child) => rowsOf($, child, element)),
  ];
}

function table(rows: Row[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escaped(row.element)}</code></td><td>${escaped(row.type)}</td><td>${row.required ? 'required' : ''}</td><td>${row.description}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Element</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** Each group of top-level schema items (one parent) becomes one table of dotted element paths. */
export function schemaTables($: CheerioAPI): void {
  const top = childItems($, $.root());
  const groups = new Map<PageNode | undefined, PageNode[]>();
  for (const item of top.toArray()) {
    // Response headers sit one per <li> of a <ul>: the list is the group.
    const parent = $(item).parent();
    const slot = parent.is('li') ? parent.get(0) : item;
    const key = slot && $(slot).parent().get(0);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [parent, items] of groups) {
    const rows = items.flatMap((item) => rowsOf($, item, ''));
    const html = table(rows);
    if (parent && $(parent).is('ul')) {
      $(parent).replaceWith(html);
      continue;
    }
    if (items[0]) $(items[0]).before(html);
    for (const item of items) $(item).remove();
  }
  // The array brackets the tree draws around an array's items say nothing a table row does not.
  $('[class*="bracket"]').remove();
}

function operationAt(
  spec: OpenApiDocument,
  method: string,
  path: string,
): OperationObject | undefined {
  const template = path.replace(/:(\w+)/g, '{$1}');
  return spec.paths[template]?.[method];
}

function parametersTable(spec: OpenApiDocument, operation: OperationObject): string {
  const rows = (operation.parameters ?? []).map((reference) => {
    const parameter = resolveRef(spec, reference);
    const schema = resolveRef(spec, parameter.schema) as JsonObject | undefined;
    const type = [schema?.type, schema?.format].filter((part) => typeof part === 'string');
    return {
      element: `${String(parameter.name)} (${String(parameter.in)})`,
      type: type.join('<') + (type.length > 1 ? '>' : ''),
      required: parameter.required === true,
      description: inline(String(parameter.description ?? '')),
    };
  });
  return rows.length === 0 ? '<p>No parameters.</p>' : table(rows).replace('Element', 'Parameter');
}

const json = (value: unknown): string =>
  `<pre data-language="json"><code>${escaped(JSON.stringify(value, null, 2))}</code></pre>`;

/** A response's or request's bodies: the media type, the schema's name, then each named example. */
function bodies(spec: OpenApiDocument, holder: ResponseObject | undefined): string {
  return Object.entries(holder?.content ?? {})
    .map(([mediaType, media]) => {
      const ref = media.schema?.$ref;
      const schema = typeof ref === 'string' ? ` (schema ${ref.split('/').pop() ?? ''})` : '';
      const examples = Object.entries(media.examples ?? {}).map(([name, example]) => {
        const resolved = resolveRef(spec, example);
        const title = resolved.summary ?? name;
        const description = resolved.description
          ? marked.parse(resolved.description, { async: false })
          : '';
        return `<p><strong>Example: ${escaped(title)}</strong></p>${description}${json(resolved.value)}`;
      });
      const single =
        media.example === undefined
          ? []
          : [`<p><strong>Example</strong></p>${json(media.example)}`];
      return `<p>Body: <code>${escaped(mediaType)}</code>${escaped(schema)}</p>${[...single, ...examples].join('')}`;
    })
    .join('');
}

/** The panel's skeleton gives way to what the island would render there. */
function fill<T extends PageNode>(panel: Cheerio<T>, html: string): void {
  const skeleton = panel.find('.openapi-skeleton').first().parent();
  if (html === '') return;
  if (skeleton.length > 0) skeleton.replaceWith(html);
  else panel.append(html);
}

function responsePanels(
  $: CheerioAPI,
  spec: OpenApiDocument,
  prefix: string,
  responses: Record<string, ResponseObject>,
): void {
  $(`h3[id^="${prefix}"]`).each((_, heading) => {
    const status = $(heading).attr('id')?.slice(prefix.length) ?? '';
    const response = resolveRef(spec, responses[status]);
    fill($(heading).parent(), bodies(spec, response));
  });
}

/** Fills an operation page's parameters, response bodies and callback bodies from the description. */
export function operationPage($: CheerioAPI, spec: OpenApiDocument = loadSpec()): void {
  const endpoint = $('.openapi__method-endpoint').first();
  if (endpoint.length === 0) return;
  const method = endpoint.find('.badge').first().text().trim().toLowerCase();
  const path = endpoint.find('h2').first().text().trim();
  const operation = operationAt(spec, method, path);
  if (!operation)
    throw new Error(`The API page of ${method} ${path} has no operation in the description`);
  const request = $('h2#request');
  request
    .nextUntil('h2, div:not([class*="island"])')
    .filter((_, island) => $(island).find('.openapi-skeleton').length > 0)
    .remove();
  request.after(`<h3>Parameters</h3>${parametersTable(spec, operation)}`);
  responsePanels($, spec, 'response-', operation.responses);
  const callbacks = Object.values(
    (operation as OperationObject & { callbacks?: Record<string, unknown> }).callbacks ?? {},
  ).flatMap((callback) => {
    const resolved = resolveRef(spec, callback);
    if (!isJsonObject(resolved)) return [];
    return Object.values(resolved).flatMap((pathItem) =>
      isJsonObject(pathItem) ? (Object.values(pathItem) as OperationObject[]) : [],
    );
  });
  const [callback] = callbacks;
  if (callback) {
    const requestBody = resolveRef(
      spec,
      (callback as OperationObject & { requestBody?: ResponseObject }).requestBody,
    );
    const panel = $('h2#callbacks')
      .nextAll('.tabs-container')
      .first()
      .find('[role="tabpanel"]')
      .first();
    const heading = panel.find('h2#callbacks-responses').closest('.openapi-tabs__container');
    const body = bodies(spec, requestBody);
    if (body !== '') (heading.length > 0 ? heading : panel).before(`<h3>Request body</h3>${body}`);
    panel
      .find('.openapi-skeleton')
      .parent()
      .filter((_, island) => $(island).closest('[role="tabpanel"]').is(panel))
      .remove();
    responsePanels($, spec, 'callbacks-responses-', callback.responses);
  }
  $('.openapi-right-panel__container').remove();
}
