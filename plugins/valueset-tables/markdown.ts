import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import type { Root } from 'mdast';
import { unified, type PluggableList } from 'unified';
import remarkValueSetTables from '.';

/**
 * A page's source as the docs compile it (MDX, GFM tables, directives), with the ValueSet tables
 * rendered, back to plain Markdown after the given transforms (which must leave no MDX or
 * directive node). Used for llms-full.txt and the tests.
 */
export function renderedMarkdown(source: string, transforms: PluggableList = []): string {
  const parser = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkValueSetTables)
    .use(transforms);
  const tree = parser.runSync(parser.parse(admonitionTitlesAsLabels(source)));
  // Plain Markdown out: without the MDX and directive serializers, which escape `{`, `<` and `:`.
  return unified()
    .use(remarkStringify, { bullet: '-', fences: true })
    .use(remarkGfm)
    .stringify(tree as Root);
}

/** Docusaurus also reads `:::note Title` as `:::note[Title]`; so does this parser. */
function admonitionTitlesAsLabels(source: string): string {
  return source.replace(/^(\s*:{3,})([a-z]+) +(\S.*)$/gm, '$1$2[$3]');
}
