import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Identifier, Program } from 'estree';
import type { Element, Root, RootContent } from 'hast';
import type { toHtml as toHtmlFunction } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
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

export type MermaidHtmlOptions = RehypeMermaidOptions & {
  prefix: string;
  /** Where each drawn SVG is written, as `<content hash>.diagram`, for the page to import. */
  diagramDir: string;
  /**
   * The address, relative to the site's base URL, at which the build publishes the drawing of
   * a content hash (index.ts names the files so), for the diagram's "open full size" link.
   */
  publishedAt: (hash: string) => string;
  /** The CSS background of each drawing, which Mermaid leaves transparent. */
  background: string;
  /** The module whose default export renders a diagram (src/components/MermaidDiagram). */
  component: string;
};

function isDiagram(node: RootContent, prefix: string): node is Element {
  return (
    node.type === 'element' &&
    node.tagName === 'svg' &&
    typeof node.properties.id === 'string' &&
    node.properties.id.startsWith(`${prefix}-`)
  );
}

type JsxAttribute = MdxJsxFlowElementHast['attributes'][number];

/** One statement as the estree program MDX nodes carry beside their code. */
function program(statement: Program['body'][number]): Program {
  return { type: 'Program', sourceType: 'module', body: [statement] };
}

/** A JSX attribute whose value is a variable, e.g. `source={mermaidDiagram0}`. */
function variableAttribute(name: string, variable: string): JsxAttribute {
  const expression: Identifier = { type: 'Identifier', name: variable };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: variable,
      data: { estree: program({ type: 'ExpressionStatement', expression }) },
    },
  };
}

/** `import name from 'source'` as an MDX ESM node. */
function defaultImport(name: string, source: string): MdxjsEsmHast {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: program({
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      }),
    },
  };
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

/** The text of the diagram's `<title>` (Mermaid's accTitle). */
function titleOf(diagram: Element): string {
  const title = diagram.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'title',
  );
  return (title?.children ?? [])
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
    .trim();
}

/** Writes the SVG once under its content hash; the same drawing is the same file. */
function writeDiagram(directory: string, svg: string): { file: string; hash: string } {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 20);
  const file = path.join(directory, `${hash}.diagram`);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    writeFileSync(file, svg);
  }
  return { file, hash };
}

/**
 * rehype-mermaid draws the diagrams in a headless browser and puts each SVG into the
 * tree. Left as elements, MDX would compile every SVG node into React elements: more
 * script than the markup itself, and the text of its <style> differs from the page's
 * HTML once the HTML is minified, so hydration fails and React redraws the whole page.
 * Each SVG therefore goes to a file that the page imports and hands to the diagram
 * component: the server's bundle imports the markup and puts it into the HTML, the
 * browser's imports the file's address and never carries the drawing (index.ts beside this file).
 */
export const rehypeMermaidHtml: Plugin<[MermaidHtmlOptions], Root> = function ({
  diagramDir,
  component,
  publishedAt,
  background,
  ...drawOptions
}) {
  const { default: drawDiagrams } = loadEsm<{ default: typeof rehypeMermaid }>('rehype-mermaid');
  const { toHtml } = loadEsm<{ toHtml: typeof toHtmlFunction }>('hast-util-to-html');
  const draw = drawDiagrams.call(this, drawOptions);
  const componentName = 'MermaidDiagram';
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
    const imports: MdxjsEsmHast[] = [];
    const replaceDiagrams = (parent: Parent): void => {
      parent.children = parent.children.map((child) => {
        if (isDiagram(child, drawOptions.prefix)) return asComponent(child);
        if ('children' in child) replaceDiagrams(child);
        return child;
      });
    };
    replaceDiagrams(tree);
    if (imports.length > 0) {
      tree.children.unshift(defaultImport(componentName, component), ...imports);
    }

    function asComponent(drawn: Element): MdxJsxFlowElementHast {
      const drawnStyle = String(drawn.properties.style ?? '')
        .trim()
        .replace(/;$/, '');
      const style = [drawnStyle, `background-color: ${background}`].filter(Boolean).join('; ');
      const diagram = { ...drawn, properties: { ...drawn.properties, style } };
      const toSvg = (node: Element): string => toHtml(node, { space: 'svg' });
      const svg = toSvg(withoutUnusedSymbols(diagram, toSvg(diagram)));
      const source = `mermaidDiagram${imports.length}`;
      const { file, hash } = writeDiagram(diagramDir, svg);
      imports.push(defaultImport(source, file));
      return {
        type: 'mdxJsxFlowElement',
        name: componentName,
        attributes: [
          variableAttribute('source', source),
          { type: 'mdxJsxAttribute', name: 'file', value: publishedAt(hash) },
          { type: 'mdxJsxAttribute', name: 'title', value: titleOf(diagram) },
          {
            type: 'mdxJsxAttribute',
            name: 'viewBox',
            value: String(diagram.properties.viewBox ?? ''),
          },
        ],
        children: [],
      };
    }
  };
};
