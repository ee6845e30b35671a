import { createRequire } from 'node:module';
import type { ObjectExpression, Program } from 'estree';
import type { Element, Root, RootContent } from 'hast';
import type { toHtml as toHtmlFunction } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type rehypeMermaid from 'rehype-mermaid';
import type { RehypeMermaidOptions } from 'rehype-mermaid';
import type { Plugin } from 'unified';

/*
 * Docusaurus loads its config through jiti, which rewrites ES modules to CommonJS, and
 * mermaid-isomorphic finds its browser-side files with import.meta.resolve, which does not
 * survive that. Node's own require loads ES modules as they are.
 */
const nativeRequire = createRequire(__filename);

function loadEsm<T>(specifier: string): T {
  return nativeRequire(specifier) as T;
}

type Parent = Extract<Root | RootContent, { children: unknown }>;

export type MermaidHtmlOptions = RehypeMermaidOptions & { prefix: string };

function isDiagram(node: RootContent, prefix: string): node is Element {
  return (
    node.type === 'element' &&
    node.tagName === 'svg' &&
    typeof node.properties.id === 'string' &&
    node.properties.id.startsWith(`${prefix}-`)
  );
}

type JsxAttribute = MdxJsxFlowElementHast['attributes'][number];

/** A JSX attribute whose value is an object literal of strings, e.g. `style={{…}}`. */
function objectAttribute(name: string, entries: Record<string, string>): JsxAttribute {
  const expression: ObjectExpression = {
    type: 'ObjectExpression',
    properties: Object.entries(entries).map(([key, value]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
      value: { type: 'Literal', value, raw: JSON.stringify(value) },
    })),
  };
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(entries),
      data: { estree: program },
    },
  };
}

/** The width the diagram was drawn at, from its viewBox (min-x min-y width height). */
function drawnWidth(diagram: Element): number {
  const width = Number(String(diagram.properties.viewBox ?? '').split(/[\s,]+/)[2]);
  return Number.isFinite(width) && width > 0 ? Math.ceil(width) : 0;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Mermaid's sequence diagrams carry icon symbols (computer, database, clock: 4 KB of
 * path data in each diagram) that only participants of those types use.
 */
function withoutUnusedSymbols<T extends Element | RootContent>(node: T, svgHtml: string): T {
  if (!('children' in node)) return node;
  const children = node.children.filter((child) => {
    if (child.type !== 'element' || child.tagName !== 'symbol') return true;
    const { id } = child.properties;
    return typeof id === 'string' && new RegExp(`#${escapeRegExp(id)}(?![\\w-])`).test(svgHtml);
  });
  const kept = children.map((child) => withoutUnusedSymbols(child, svgHtml));
  return { ...node, children: kept.filter((child) => !isEmptyDefs(child)) };
}

function isEmptyDefs(node: RootContent): boolean {
  return node.type === 'element' && node.tagName === 'defs' && node.children.length === 0;
}

/**
 * rehype-mermaid draws the diagrams in a headless browser and puts each SVG into the
 * tree. Left as elements, MDX would compile every SVG node into React elements: more
 * script than the markup itself, and the text of its <style> differs from the page's
 * HTML once the HTML is minified, so hydration fails and React redraws the whole page.
 * Each SVG therefore goes into the page as HTML, which React leaves alone.
 */
export const rehypeMermaidHtml: Plugin<[MermaidHtmlOptions], Root> = function (options) {
  const { default: drawDiagrams } = loadEsm<{ default: typeof rehypeMermaid }>('rehype-mermaid');
  const { toHtml } = loadEsm<{ toHtml: typeof toHtmlFunction }>('hast-util-to-html');
  const draw = drawDiagrams.call(this, options);
  return async (tree, file) => {
    try {
      await draw?.(tree, file, () => undefined);
    } catch (error) {
      // A production build must not ship a diagram as its source; the dev server should
      // still run on a machine without the browser, showing the source instead.
      if (process.env.NODE_ENV === 'production') throw error;
      console.warn(`[mermaid] ${file.path}: diagrams shown as source, not drawn: ${String(error)}`);
      return;
    }
    const replaceDiagrams = (parent: Parent): void => {
      parent.children = parent.children.map((child) => {
        if (isDiagram(child, options.prefix)) return asHtml(child);
        if ('children' in child) replaceDiagrams(child);
        return child;
      });
    };
    replaceDiagrams(tree);
  };

  function asHtml(diagram: Element): MdxJsxFlowElementHast {
    const toSvg = (node: Element): string => toHtml(node, { space: 'svg' });
    const svg = toSvg(withoutUnusedSymbols(diagram, toSvg(diagram)));
    return {
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'className', value: 'mermaid-diagram' },
        // A wide diagram scrolls sideways on a narrow screen (src/css/diagrams.css); like
        // the theme's code blocks, the scrolling box takes focus for keyboard users.
        { type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' },
        objectAttribute('style', { '--diagram-width': `${drawnWidth(diagram)}px` }),
        objectAttribute('dangerouslySetInnerHTML', { __html: svg }),
      ],
      children: [],
    };
  }
};
