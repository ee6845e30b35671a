import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mermaidOptions } from '../../config/mermaid';
import { rehypeMermaidHtml, type MermaidHtmlOptions } from '../../config/rehype-mermaid-html';

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

async function run(tree: Root, options: MermaidHtmlOptions = mermaidOptions): Promise<Root> {
  const processor = unified().use(rehypeMermaidHtml, options);
  return (await processor.run(tree, new VFile({ path: 'guide.md' }))) as Root;
}

/** The HTML each diagram element hands to React, in document order. */
function diagramHtml(node: Root | RootContent): string[] {
  if (node.type === 'mdxJsxFlowElement') {
    const inner = node.attributes.find(
      (attribute) => 'name' in attribute && attribute.name === 'dangerouslySetInnerHTML',
    );
    if (inner && typeof inner.value === 'object' && inner.value?.data?.estree) {
      return [(JSON.parse(inner.value.value) as { __html: string }).__html];
    }
  }
  return 'children' in node ? node.children.flatMap((child) => diagramHtml(child)) : [];
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

  it('replaces every Mermaid block, also inside components, by its drawn SVG as HTML', () => {
    const [first, second, ...rest] = diagramHtml(drawn);
    expect(rest).toEqual([]);
    expect(first).toMatch(/^<svg id="mermaid-diagram-0"[^>]*aria-roledescription="flowchart-v2"/);
    expect(first).toContain('<title id="chart-title-mermaid-diagram-0">Two boxes</title>');
    expect(second).toMatch(/^<svg id="mermaid-diagram-1"[^>]*aria-roledescription="sequence"/);
    expect(JSON.stringify(drawn)).not.toContain('language-mermaid');
  });

  it('tells the stylesheet the width each diagram was drawn at, and lets its box take focus', () => {
    const wrapper = drawn.children[0];
    if (wrapper?.type !== 'mdxJsxFlowElement') throw new Error('the flowchart was not replaced');
    const attribute = (name: string) =>
      wrapper.attributes.find((candidate) => 'name' in candidate && candidate.name === name)?.value;
    const [svg = ''] = diagramHtml(drawn);
    const drawnWidth = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1]);
    expect(drawnWidth).toBeGreaterThan(0);
    expect(attribute('tabIndex')).toBe('0');
    const style = attribute('style');
    expect(typeof style === 'object' && JSON.parse(style?.value ?? '{}')).toEqual({
      '--diagram-width': `${Math.ceil(drawnWidth)}px`,
    });
  });

  it('drops the icon symbols a sequence diagram does not use', () => {
    const [, sequenceHtml = ''] = diagramHtml(drawn);
    expect(sequenceHtml).toContain('C calls S.');
    expect(sequenceHtml).not.toContain('<symbol');
  });

  const withoutBrowser = {
    ...mermaidOptions,
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
