import type { BlockContent, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';

/**
 * Leaves plain Markdown for readers that are not the site: imports, exports and `{expressions}`
 * go; a JSX element gives way to its content (the text of `<details>` stays, a demo component
 * without text vanishes); an admonition becomes a blockquote that starts with its kind.
 */
const dropped = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'leafDirective',
  'textDirective',
]);
const unwrapped = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

function admonition(node: Parent & { name?: string }): RootContent {
  const kind = (node.name ?? 'note').replace(/^./, (letter) => letter.toUpperCase());
  const isLabel = (child: RootContent): boolean =>
    (child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
  const label = node.children.find(isLabel);
  const title: PhrasingContent[] = [{ type: 'text', value: kind }];
  if (label && 'children' in label) {
    title.push({ type: 'text', value: ': ' }, ...(label.children as PhrasingContent[]));
  }
  return {
    type: 'blockquote',
    children: [
      { type: 'paragraph', children: [{ type: 'strong', children: title }] },
      ...(node.children.filter((child) => !isLabel(child)) as BlockContent[]),
    ],
  };
}

function clean(parent: Parent): void {
  parent.children = parent.children.flatMap((child): RootContent[] => {
    if (dropped.has(child.type)) return [];
    if ('children' in child) clean(child);
    if (unwrapped.has(child.type) && 'children' in child) return child.children as RootContent[];
    if (child.type === 'containerDirective') return [admonition(child)];
    return [child];
  }) as typeof parent.children;
}

const remarkStripMdx: Plugin<[], Root> = () => (tree) => {
  clean(tree);
};

export default remarkStripMdx;
