import type { Parent, RootContent } from 'mdast';

/**
 * A remark-directive leaf directive (`::name{attributes}` on a line of its own), as the local
 * remark plugins that expand one into content see it in the Markdown tree.
 */
export interface LeafDirective {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: { start: { line: number } };
}

export function isLeafDirective(node: unknown, name: string): node is LeafDirective {
  const candidate = node as Partial<LeafDirective>;
  return candidate.type === 'leafDirective' && candidate.name === name;
}

/** The directive's attribute `name`; a directive without it stops the build, naming its line. */
export function requiredAttribute(directive: LeafDirective, name: string): string {
  const value = directive.attributes?.[name];
  if (!value) {
    const line = directive.position?.start.line;
    throw new Error(`::${directive.name} needs a ${name}${line ? ` (line ${line})` : ''}.`);
  }
  return value;
}

/**
 * Replaces every leaf directive called `name` (or any of `names`), at any depth of a Markdown
 * tree, by the nodes `expand` makes of it: the one expander of the local remark plugins.
 */
export function replaceLeafDirectives(
  tree: Parent,
  names: string | readonly string[],
  expand: (directive: LeafDirective) => RootContent[],
): void {
  const wanted = typeof names === 'string' ? [names] : names;
  const walk = (parent: Parent): void => {
    parent.children = parent.children.flatMap((child) => {
      if (wanted.some((name) => isLeafDirective(child, name))) {
        return expand(child as LeafDirective) as typeof parent.children;
      }
      if ('children' in child) walk(child);
      return [child];
    });
  };
  walk(tree);
}
