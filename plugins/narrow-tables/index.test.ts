import type { Element, Root } from 'hast';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { cardColumns, rehypeNarrowTables } from './index';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const row = (tag: 'th' | 'td', cells: Element['children'][]) =>
  element(
    'tr',
    cells.map((content) => element(tag, content)),
  );

async function labelsOf(table: Element): Promise<unknown[][]> {
  const tree: Root = { type: 'root', children: [element('div', [table])] };
  await unified().use(rehypeNarrowTables).run(tree);
  return table.children
    .filter((part): part is Element => part.type === 'element' && part.tagName === 'tbody')
    .flatMap((body) => body.children as Element[])
    .map((tr) => (tr.children as Element[]).map((cell) => cell.properties.dataLabel));
}

describe('rehypeNarrowTables', () => {
  it('labels each body cell with the text of its column header, markup and spacing dropped', async () => {
    const table = element('table', [
      element('thead', [
        row('th', [
          [text('Instruction')],
          [element('code', [text('Dosage.timing')])],
          [text(' Notes\n ')],
        ]),
      ]),
      element('tbody', [
        row('td', [[text('once daily')], [text('{}')], []]),
        row('td', [[text('at night')], [text('{}')], [text('HS')]]),
      ]),
    ]);
    expect(await labelsOf(table)).toEqual([
      ['Instruction', 'Dosage.timing', 'Notes'],
      ['Instruction', 'Dosage.timing', 'Notes'],
    ]);
  });

  it(`lays out tables of ${cardColumns} or more columns as cards on narrow screens, narrower ones not`, async () => {
    const table = (columns: number) =>
      element('table', [
        element('thead', [
          row(
            'th',
            Array.from({ length: columns }, (_, n) => [text(`H${n}`)]),
          ),
        ]),
        element('tbody', [
          row(
            'td',
            Array.from({ length: columns }, () => [text('x')]),
          ),
        ]),
      ]);
    const layouts = [];
    for (const columns of [2, cardColumns, cardColumns + 2]) {
      const marked = table(columns);
      await labelsOf(marked);
      layouts.push(marked.properties.dataNarrowLayout);
    }
    expect(layouts).toEqual([undefined, 'cards', 'cards']);
  });

  it('gives no label to a cell whose header is empty or missing, and leaves tables without a header row alone', async () => {
    const withGaps = element('table', [
      element('thead', [row('th', [[text('Code')], []])]),
      element('tbody', [row('td', [[text('a')], [text('b')], [text('c')]])]),
    ]);
    expect(await labelsOf(withGaps)).toEqual([['Code', undefined, undefined]]);

    const headless = element('table', [element('tbody', [row('td', [[text('a')], [text('b')]])])]);
    expect(await labelsOf(headless)).toEqual([[undefined, undefined]]);
  });

  it('finds tables anywhere in the tree, also inside other tables', async () => {
    const inner = element('table', [
      element('thead', [row('th', [[text('Inner')]])]),
      element('tbody', [row('td', [[text('x')]])]),
    ]);
    const outer = element('table', [
      element('thead', [row('th', [[text('Outer')]])]),
      element('tbody', [row('td', [[inner]])]),
    ]);
    expect(await labelsOf(outer)).toEqual([['Outer']]);
    expect(await labelsOf(inner)).toEqual([['Inner']]);
  });
});

describe('break points in code', () => {
  async function cellHtml(cell: Element['children']): Promise<string> {
    const table = element('table', [
      element('thead', [row('th', [[text('A')], [text('B')]])]),
      element('tbody', [row('td', [[text('a, b')], cell])]),
    ]);
    await labelsOf(table);
    const body = table.children[1] as Element;
    return toHtml((body.children[0] as Element).children[1] as Element);
  }

  it('lets JSON break after commas, paths after slashes and element paths before dots', async () => {
    const json = await cellHtml([element('code', [text('{"frequency":1,"period":0.5}')])]);
    expect(json).toBe('<td data-label="B"><code>{"frequency":1,<wbr>"period":0.5}</code></td>');
    const url = await cellHtml([element('code', [text('http://hl7.org/fhir/Dosage.timing')])]);
    expect(url).toBe(
      '<td data-label="B"><code>http://<wbr>hl7<wbr>.org/<wbr>fhir/<wbr>Dosage<wbr>.timing</code></td>',
    );
  });

  it('lets a file name in a link break between its words, and leaves links with spaces alone', async () => {
    const link = (value: string): Element => ({
      ...element('a', [text(value)]),
      properties: { href: `/x/${value}` },
    });
    expect(await cellHtml([link('medication.postman_collection.json')])).toBe(
      '<td data-label="B"><a href="/x/medication.postman_collection.json">medication<wbr>.postman_<wbr>collection<wbr>.json</a></td>',
    );
    expect(await cellHtml([link('ValueSet-medication-module-route.json')])).toBe(
      '<td data-label="B"><a href="/x/ValueSet-medication-module-route.json">ValueSet-<wbr>medication-<wbr>module-<wbr>route<wbr>.json</a></td>',
    );
    expect(await cellHtml([link('Get medication request by id')])).toBe(
      '<td data-label="B"><a href="/x/Get medication request by id">Get medication request by id</a></td>',
    );
  });

  it('leaves prose outside code alone, and what is already breakable', async () => {
    expect(await cellHtml([text('once, twice, 1.5 times')])).toBe(
      '<td data-label="B">once, twice, 1.5 times</td>',
    );
    expect(await cellHtml([element('code', [text('status')])])).toBe(
      '<td data-label="B"><code>status</code></td>',
    );
  });
});
