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
