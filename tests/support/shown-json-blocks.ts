import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Node, Parent } from 'unist';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { directiveName, exampleCode } from '../../plugins/openapi-examples';
import { loadExampleSources, type ExampleSources } from '../../plugins/openapi-examples/sources';
import { fencedBlocks, repoRoot, type FencedBlock } from './markdown-json-blocks';

interface Directive extends Node {
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

let sources: ExampleSources | undefined;

/**
 * The code blocks a page's `::openapi-example` directives render to (plugins/openapi-examples),
 * each at the line of its directive. The page is parsed as the docs parse it, so a directive
 * quoted inside a code block or inline code is not one.
 */
export function embeddedBlocks(file: string, text: string): FencedBlock[] {
  if (!text.includes(`::${directiveName}`)) return [];
  // MDX syntax only where the page is MDX: a .md page may hold HTML comments (`<!-- truncate -->`).
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  const tree = (file.endsWith('.mdx') ? parser.use(remarkMdx) : parser).parse(text);
  const found: FencedBlock[] = [];
  const walk = (node: Node): void => {
    const directive = node as Directive;
    if (node.type === 'leafDirective' && directive.name === directiveName) {
      const code = exampleCode((sources ??= loadExampleSources()), directive.attributes ?? {});
      found.push({
        file,
        line: node.position?.start.line ?? 0,
        language: code.lang ?? '',
        meta: code.meta ?? '',
        content: code.value,
      });
    }
    (node as Partial<Parent>).children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** The code blocks a reader sees on the page: its own and the embedded examples, in page order. */
export function shownBlocksOfFile(file: string): FencedBlock[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...fencedBlocks(file, text), ...embeddedBlocks(file, text)].sort(
    (a, b) => a.line - b.line,
  );
}
