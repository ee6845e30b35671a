import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mermaidOptions } from '.';
import { rehypeMermaidHtml, type MermaidHtmlOptions } from './rehype-mermaid-html';

const flowchart = 'flowchart LR\n  accTitle: Two boxes\n  accDescr: A points to B.\n  A --> B';
const sequence = 'sequenceDiagram\n  accTitle: One call\n  accDescr: C calls S.\n  C->>S: GET';

function mermaidBlock(source: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: ['language-mermaid'] },
        children: [{ type: 'text', value: source }],
      },
    ],
  };
}

/** A page with a flowchart at the top and a sequence diagram inside a JSX component (e.g. <TabItem>). */
function page(): Root {
  const tab: MdxJsxFlowElementHast = {
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [],
    children: [mermaidBlock(sequence)],
  };
  return { type: 'root', children: [mermaidBlock(flowchart), tab] };
}

/** The site's options, with the drawings written to a directory of this test run. */
const diagramDir = mkdtempSync(path.join(tmpdir(), 'mermaid-diagrams-'));
const options: MermaidHtmlOptions = { ...mermaidOptions, diagramDir };

async function run(tree: Root, runOptions: MermaidHtmlOptions = options): Promise<Root> {
  const processor = unified().use(rehypeMermaidHtml, runOptions);
  return (await processor.run(tree, new VFile({ path: 'guide.md' }))) as Root;
}

/** The diagram components of a tree, in document order. */
function diagramElements(node: Root | RootContent): MdxJsxFlowElementHast[] {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'MermaidDiagram') return [node];
  return 'children' in node ? node.children.flatMap((child) => diagramElements(child)) : [];
}

function attributeOf(element: MdxJsxFlowElementHast, name: string) {
  return element.attributes.find((attribute) => 'name' in attribute && attribute.name === name)
    ?.value;
}

/** What each import at the top of the page brings in, by local name. */
function importsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const match = /^import (\w+) from (".*");$/.exec(node.value);
    if (match?.[1] && match[2]) imports.set(match[1], JSON.parse(match[2]) as string);
  }
  return imports;
}

/** The SVG each diagram component imports, in document order. */
function diagramHtml(tree: Root): string[] {
  const imports = importsOf(tree);
  return diagramElements(tree).map((element) => {
    const source = attributeOf(element, 'source');
    const file = typeof source === 'object' ? imports.get(source?.value ?? '') : undefined;
    if (!file) throw new Error('a diagram does not import its drawing');
    return readFileSync(file, 'utf8');
  });
}

describe('rehypeMermaidHtml', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  // Drawing starts a browser; the tests of the drawn page share one run.
  let drawn: Root;
  beforeAll(async () => {
    drawn = await run(page());
  }, 60_000);
  afterAll(() => rmSync(diagramDir, { recursive: true, force: true }));

  it('replaces every Mermaid block, also inside components, by the diagram component', () => {
    expect(importsOf(drawn).get('MermaidDiagram')).toBe(options.component);
    const [first, second, ...rest] = diagramHtml(drawn);
    expect(rest).toEqual([]);
    expect(first).toMatch(/^<svg id="mermaid-diagram-0"[^>]*aria-roledescription="flowchart-v2"/);
    expect(first).toContain('<title id="chart-title-mermaid-diagram-0">Two boxes</title>');
    expect(second).toMatch(/^<svg id="mermaid-diagram-1"[^>]*aria-roledescription="sequence"/);
    expect(JSON.stringify(drawn)).not.toContain('language-mermaid');
  });

  it('hands the component the viewBox of each diagram (the size it was drawn at) and its title', () => {
    const [flowchartElement] = diagramElements(drawn);
    if (!flowchartElement) throw new Error('the flowchart was not replaced');
    const [svg = ''] = diagramHtml(drawn);
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    expect(viewBox).toMatch(/^[-\d.]+ [-\d.]+ [\d.]+ [\d.]+$/);
    expect(attributeOf(flowchartElement, 'viewBox')).toBe(viewBox);
    expect(attributeOf(flowchartElement, 'title')).toBe('Two boxes');
  });

  it('tells the component where the build publishes its drawing: an address named by the content', () => {
    const addresses = diagramElements(drawn).map((element) => attributeOf(element, 'file'));
    const written = [...importsOf(drawn).values()]
      .filter((file) => file.startsWith(diagramDir))
      .map((file) => options.publishedAt(path.basename(file, '.diagram')));
    expect(addresses).toEqual(written);
    expect(new Set(addresses).size).toBe(2);
  });

  it('gives each drawing a background, so that it stays readable when opened on its own', () => {
    for (const svg of diagramHtml(drawn)) {
      const style = /^<svg [^>]*style="([^"]*)"/.exec(svg)?.[1] ?? '';
      expect(style).toContain(`background-color: ${options.background}`);
      expect(style).toMatch(/max-width: [\d.]+px; background-color/);
    }
  });

  it('writes each drawing once, named by its content', async () => {
    const [first = ''] = diagramHtml(drawn);
    const again = await run(page());
    const files = (tree: Root) =>
      [...importsOf(tree).values()].filter((file) => file.startsWith(diagramDir));
    expect(files(again)).toEqual(files(drawn));
    expect(readdirSync(diagramDir).filter((name) => name.endsWith('.diagram'))).toHaveLength(2);
    expect(diagramHtml(again)[0]).toBe(first);
  }, 60_000);

  it('drops the icon symbols a sequence diagram does not use', () => {
    const [, sequenceHtml = ''] = diagramHtml(drawn);
    expect(sequenceHtml).toContain('C calls S.');
    expect(sequenceHtml).not.toContain('<symbol');
  });

  const withoutBrowser = {
    ...options,
    launchOptions: { ...mermaidOptions.launchOptions, executablePath: '/nonexistent/chromium' },
  };

  it('fails a production build that cannot draw its diagrams', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(run(page(), withoutBrowser)).rejects.toThrow(/nonexistent/);
  });

  it('leaves the source in place, with a warning, on a dev server without the browser', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tree = await run(page(), withoutBrowser);
    expect(tree).toEqual(page());
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('guide.md: diagrams shown as source'),
    );
  });
});
