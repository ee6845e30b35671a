import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified, type PluggableList } from 'unified';
import remarkValueSetTables from '.';

/**
 * A page's source as the docs compile it (MDX, GFM tables, directives), with the ValueSet tables
 * rendered, back to Markdown after the given transforms. Used for llms-full.txt and the tests.
 */
export async function renderedMarkdown(
  source: string,
  transforms: PluggableList = [],
): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkValueSetTables)
    .use(transforms)
    .use(remarkStringify, { bullet: '-', fences: true })
    .process(source);
  return String(file);
}
