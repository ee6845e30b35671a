import type { PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import type { Plugin } from 'unified';
import {
  conceptDefinition,
  conformanceUrl,
  valueSetById,
  type ValueSetResource,
} from '@medication-module/api-description';
import { replaceLeafDirectives, type LeafDirective } from '../../scripts/leaf-directive';

/**
 * Renders a ValueSet of packages/api-description/static/fhir/ as a Markdown table while the page is compiled, so a guide's
 * code table is the downloadable ValueSet and never a second, hand-kept copy of it. The page gets
 * plain HTML: no component and no JavaScript. Write, on a line of its own:
 *
 *     ::valueset-table{id="medication-module-route" code="SNOMED CT code" definition="Counterpart"}
 *
 * `id` names the ValueSet; `code`, `display` and `definition` are column headings (`definition`
 * adds the column of each concept's valueset-concept-definition text). A ValueSet with several
 * code systems gets a first column naming the system. A link to the ValueSet file follows.
 */
export const directiveName = 'valueset-table';

const systemNames: Record<string, string> = {
  'http://snomed.info/sct': 'SNOMED CT',
  'http://standardterms.edqm.eu': 'EDQM',
  'http://www.whocc.no/atc': 'ATC',
};

const systemName = (system: string): string =>
  systemNames[system] ?? system.split('/').pop() ?? system;

/** Text with `inline code`, as Markdown phrasing. */
export function phrasing(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`') && part.endsWith('`')
        ? { type: 'inlineCode', value: part.slice(1, -1) }
        : { type: 'text', value: part },
    );
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

export function valueSetTable(
  valueSet: ValueSetResource,
  headings: { code?: string; display?: string; definition?: string } = {},
): Table {
  const withSystem = valueSet.compose.include.length > 1;
  const header = [
    ...(withSystem ? ['Code system'] : []),
    headings.code ?? 'Code',
    headings.display ?? 'Display',
    ...(headings.definition ? [headings.definition] : []),
  ];
  const rows = valueSet.compose.include.flatMap(({ system, concept }) =>
    concept.map((concept) => [
      ...(withSystem ? [cell(phrasing(systemName(system)))] : []),
      cell([{ type: 'inlineCode', value: concept.code }]),
      cell(phrasing(concept.display ?? '')),
      ...(headings.definition ? [cell(phrasing(conceptDefinition(concept) ?? ''))] : []),
    ]),
  );
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      { type: 'tableRow', children: header.map((text) => cell(phrasing(text))) },
      ...rows.map((cells) => ({ type: 'tableRow' as const, children: cells })),
    ],
  };
}

/** The address of a conformance file, as a link Docusaurus leaves alone (a file, not a route). */
export const conformanceFileHref = (file: string): string => `pathname://${conformanceUrl}${file}`;

function sourceNote(valueSet: ValueSetResource): RootContent {
  const file = `ValueSet-${valueSet.id}.json`;
  return {
    type: 'paragraph',
    children: [
      { type: 'text', value: 'These are the codes of the ValueSet ' },
      { type: 'link', url: conformanceFileHref(file), children: [{ type: 'text', value: file }] },
      {
        type: 'text',
        value: ` (${valueSet.title}), which you can load into a terminology server.`,
      },
    ],
  };
}

function expand(directive: LeafDirective, where: string): RootContent[] {
  const attributes = directive.attributes ?? {};
  const id = attributes.id;
  if (!id) throw new Error(`${where}: ::${directiveName} needs an id`);
  const valueSet = valueSetById(id);
  const heading = (key: string): string | undefined => attributes[key] ?? undefined;
  return [
    valueSetTable(valueSet, {
      code: heading('code'),
      display: heading('display'),
      definition: heading('definition'),
    }),
    sourceNote(valueSet),
  ];
}

const remarkValueSetTables: Plugin<[], Root> = () => (tree, file) => {
  const where = file.path || 'a page';
  replaceLeafDirectives(tree, directiveName, (directive) => expand(directive, where));
};

export default remarkValueSetTables;
