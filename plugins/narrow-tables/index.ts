import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Plugin } from 'unified';

type Node = Root | RootContent | ElementContent;

const isElement = (node: Node, ...tagNames: string[]): node is Element =>
  node.type === 'element' && (tagNames.length === 0 || tagNames.includes(node.tagName));

/** The text a reader sees in a node: its text nodes, joined. */
function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** The rows of a table, whether or not they sit in a thead, tbody or tfoot. */
function rowsOf(table: Element): { head: Element[]; body: Element[] } {
  const head: Element[] = [];
  const body: Element[] = [];
  for (const child of table.children) {
    if (isElement(child, 'tr')) body.push(child);
    if (!isElement(child, 'thead', 'tbody', 'tfoot')) continue;
    const rows = child.children.filter((row): row is Element => isElement(row, 'tr'));
    (child.tagName === 'thead' ? head : body).push(...rows);
  }
  return { head, body };
}

/** From this many columns on, a table is laid out as cards on a narrow screen. */
export const cardColumns = 3;

/**
 * What marks a table to be laid out as cards on a narrow screen (src/css/tables.css), as hast
 * properties: a table of fewer columns whose cells still cannot share a phone's width (the
 * downloads list's file names beside their digests) asks for it with these, in its mdast
 * `data.hProperties`.
 */
export const cardsLayout = { dataNarrowLayout: 'cards' } as const;

/**
 * Gives every body cell of a table with a header row the text of its column's header as
 * `data-label`, and marks a table of `cardColumns` or more columns `data-narrow-layout="cards"`
 * (a narrower one may already carry the mark: `cardsLayout`).
 * Markdown tables have no spanning cells, so a cell's column is its position.
 */
export function labelCells(table: Element): void {
  const { head, body } = rowsOf(table);
  const [headerRow] = head;
  if (headerRow === undefined) return;
  const labels = headerRow.children
    .filter((cell): cell is Element => isElement(cell, 'th', 'td'))
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
  if (labels.length >= cardColumns) Object.assign(table.properties, cardsLayout);
  for (const row of body) {
    const cells = row.children.filter((cell): cell is Element => isElement(cell, 'td', 'th'));
    cells.forEach((cell, column) => {
      const label = labels[column];
      if (label) cell.properties.dataLabel = label;
    });
  }
}

/**
 * Where a line may break in code: after a comma (JSON, lists), after the slashes of a path or
 * URL, before a dot that joins two names (`Dosage.timing`, `example.org`).
 */
const breakAfter = /(?<=,)|(?<=\/)(?!\/)|(?=\.[A-Za-z])/;

/**
 * Where a line may break in the text of a link without spaces (a file name, an address): after
 * a hyphen or an underscore, after the slashes of a path, before a dot that starts a name
 * (`medication.postman_collection.json`). The stylesheet breaks such a link only there, so a
 * file name wraps between its words, never inside one.
 */
const linkBreakAfter = /(?<=[-_])|(?<=\/)(?!\/)|(?=\.[A-Za-z])/;

/** Inserts `<wbr>` at each break point of the text in `node`. */
function addBreakPoints(node: Element, breakPoints: RegExp = breakAfter): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (isElement(child)) {
      addBreakPoints(child, breakPoints);
      return [child];
    }
    if (child.type !== 'text') return [child];
    const pieces = child.value.split(breakPoints).filter((piece) => piece !== '');
    return pieces.flatMap((value, index): ElementContent[] =>
      index === 0
        ? [{ type: 'text', value }]
        : [
            { type: 'element', tagName: 'wbr', properties: {}, children: [] },
            { type: 'text', value },
          ],
    );
  });
}

/**
 * Gives the code in a table's cells break points, so that it wraps at punctuation, and so the
 * links whose text has no spaces (file names).
 */
export function breakCodeInCells(table: Element): void {
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.tagName === 'code') addBreakPoints(child);
      else if (child.tagName === 'a' && !/\s/.test(textOf(child)))
        addBreakPoints(child, linkBreakAfter);
      else if (child.tagName !== 'table') visit(child);
    }
  };
  const { body, head } = rowsOf(table);
  for (const row of [...head, ...body]) visit(row);
}

function visitTables(node: Node): void {
  if (isElement(node, 'table')) {
    labelCells(node);
    breakCodeInCells(node);
  }
  if ('children' in node) for (const child of node.children) visitTables(child);
}

/**
 * A rehype plugin that readies tables for narrow columns of text (src/css/tables.css). On a
 * phone the site lays each row of a wide table out as a card, where a cell no longer sits
 * under its column's header, so each cell carries that header as `data-label` for the
 * stylesheet to show beside it. And code in cells (JSON, element paths, URLs), which has no
 * spaces, gets break points at its punctuation: a long JSON value wraps after a comma rather
 * than in the middle of a name, or pushing the table wider than the page. Done at build time,
 * neither needs JavaScript.
 */
export const rehypeNarrowTables: Plugin<[], Root> = () => (tree) => {
  visitTables(tree);
};

export default rehypeNarrowTables;
