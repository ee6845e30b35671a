import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type State } from 'hast-util-to-mdast';
import type { Code } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { operationPage, schemaTables } from './api-structures';
import { plainContent } from './site-structures';

/** A fence with the language and title the site's code block showed. */
function code(state: State, node: Element): Code {
  const text = (node.children.find(
    (child) => child.type === 'element' && child.tagName === 'code',
  ) ?? node) as Element;
  const value = text.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  const result: Code = {
    type: 'code',
    lang: typeof node.properties.dataLanguage === 'string' ? node.properties.dataLanguage : null,
    meta: typeof node.properties.dataMeta === 'string' ? node.properties.dataMeta : null,
    value: value.replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

const stringify = unified()
  // Columns padded to align would make the schema pages' wide tables several times larger.
  .use(remarkGfm, { tablePipeAlign: false })
  // A rule is `***`: llms-full.txt separates its pages with `---` lines.
  .use(remarkStringify, { bullet: '-', fences: true, rule: '*', emphasis: '_' });

export interface TwinPage {
  /** The page's address on the site, absolute: links are made absolute against it. */
  url: string;
  /** The page's title as the site names it, for pages whose content has no H1. */
  title: string;
}

/**
 * The Markdown twin of a built page: its `main` content, the theme's structures rewritten as
 * plain HTML, converted by hast-util-to-mdast and written with GFM (tables, fences with their
 * language). It opens with the page's H1 and a `Source:` line giving the page's address.
 */
export function pageMarkdown(html: string, page: TwinPage): string {
  const $: CheerioAPI = load(html);
  const content = plainContent($, page.url, [operationPage, schemaTables]);
  const tree = toMdast(fromHtml(content, { fragment: true }), { handlers: { pre: code } });
  const body = String(stringify.stringify(tree as never)).trim();
  const heading = /^# .*$/m.exec(body.split('\n')[0] ?? '')?.[0];
  const rest = heading === undefined ? body : body.slice(heading.length).trim();
  return `${heading ?? `# ${page.title}`}\n\nSource: ${page.url}\n\n${rest}\n`;
}
