import type { CheerioAPI } from 'cheerio';
import { pageActionsAttribute } from '../../src/utils/markdown-twin';

/**
 * Rules that turn the theme's rendered structures into the plain HTML a converter to Markdown
 * understands: what only a browser needs goes, and each structure keeps its meaning in words.
 */

/** Parts of a page that serve navigation or interaction, not its content. */
const chrome = [
  'script',
  'style',
  'noscript',
  'template',
  'button',
  'nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.hash-link',
  '[class*="skipLink"]',
  '.openapi-skeleton',
  '.openapi__divider',
  `[${pageActionsAttribute}]`,
].join(', ');

const capitalised = (text: string): string => text.replace(/^./, (first) => first.toUpperCase());

/** An operation's method and path, which the theme sets as a heading inside a `pre`. */
function endpoints($: CheerioAPI): void {
  $('pre.openapi__method-endpoint').each((_, element) => {
    const endpoint = $(element);
    const method = endpoint.find('.badge').first().text().trim();
    const path = endpoint.find('h2').first().text().trim();
    endpoint.replaceWith($('<h2></h2>').text(`${method} `).append($('<code></code>').text(path)));
  });
}

/** A code block becomes `<pre data-language data-meta><code>`: the fence's language and title. */
function codeBlocks($: CheerioAPI): void {
  $('pre').each((_, element) => {
    const pre = $(element);
    if (pre.hasClass('openapi__method-endpoint')) return;
    const container = pre.closest('.theme-code-block');
    const language =
      pre.attr('data-language') ??
      /\blanguage-([\w-]+)/.exec(
        `${container.attr('class') ?? ''} ${pre.attr('class') ?? ''}`,
      )?.[1];
    const title = container.find('[class*="codeBlockTitle"]').first().text().trim();
    // Docusaurus draws each line as a `.token-line` ended by `<br>`, which has no text.
    const lines = pre.find('.token-line').toArray();
    const text = lines.length === 0 ? pre.text() : lines.map((line) => $(line).text()).join('\n');
    const plain = $('<pre></pre>').append($('<code></code>').text(text));
    if (language) plain.attr('data-language', language);
    if (title) plain.attr('data-meta', `title="${title.replaceAll('"', "'")}"`);
    (container.length > 0 ? container : pre).replaceWith(plain);
  });
}

/** An admonition becomes a quote that opens with its kind and label, as GitHub writes callouts. */
function admonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const kind = /\btheme-admonition-(\w+)/.exec(admonition.attr('class') ?? '')?.[1] ?? 'note';
    const heading = admonition.find('[class*="admonitionHeading"]').first().text().trim();
    const label =
      heading === '' || heading.toLowerCase() === kind
        ? capitalised(kind)
        : `${capitalised(kind)}: ${heading}`;
    const quote = $('<blockquote></blockquote>').append(
      $('<p></p>').append($('<strong></strong>').text(label)),
      admonition.find('[class*="admonitionContent"]').first().contents(),
    );
    admonition.replaceWith(quote);
  });
}

/**
 * Every panel of a set of tabs is content (the page shows one at a time): each keeps its tab's
 * label above it, unless the panel opens with a heading of its own.
 */
function tabs($: CheerioAPI): void {
  $('ul[role="tablist"]').each((_, element) => {
    const list = $(element);
    const labels = list
      .find('[role="tab"]')
      .toArray()
      .map((tab) => $(tab).text().trim());
    const container = list.closest('.tabs-container, .openapi-tabs__container');
    const panels = container
      .find('[role="tabpanel"]')
      .filter((_, panel) =>
        $(panel).closest('.tabs-container, .openapi-tabs__container').is(container),
      );
    panels.each((index, panel) => {
      const first = $(panel).children().first();
      const label = labels[index];
      if (label && !/^h[1-6]$/.test(first.prop('tagName')?.toLowerCase() ?? '')) {
        $(panel).prepend($('<p></p>').append($('<strong></strong>').text(label)));
      }
    });
    list.remove();
  });
}

/** A disclosure shows its summary as a bold line and its content below it. */
function disclosures($: CheerioAPI): void {
  $('details')
    .toArray()
    .reverse()
    .forEach((element) => {
      const details = $(element);
      const summary = details.children('summary').first();
      const label = $('<p></p>').append($('<strong></strong>').text(summary.text().trim()));
      summary.remove();
      details.before(label);
      details.before(details.contents());
      details.remove();
    });
}

/** A diagram drawn at build time keeps its title and description, which say what it shows. */
function diagrams($: CheerioAPI): void {
  $('svg').each((_, element) => {
    const svg = $(element);
    const title = svg.children('title').first().text().trim();
    const description = svg.children('desc').first().text().trim();
    if (title === '' && description === '') {
      svg.remove();
      return;
    }
    const paragraph = $('<p></p>').append($('<strong></strong>').text(`Diagram: ${title}`));
    if (description) paragraph.append(` ${description}`);
    svg.replaceWith(paragraph);
  });
}

/** Links and images point at the site itself, so the Markdown reads the same wherever it is pasted. */
function absoluteAddresses($: CheerioAPI, pageUrl: string): void {
  $('a[href]').each((_, element) => {
    const link = $(element);
    link.attr('href', new URL(link.attr('href') ?? '', pageUrl).href);
  });
  $('img[src]').each((_, element) => {
    const image = $(element);
    image.attr('src', new URL(image.attr('src') ?? '', pageUrl).href);
  });
}

/**
 * The content of a built page (its `main`) with the site's structures rewritten as plain HTML.
 * `structures` run first: rules of page kinds (the API pages) that need the theme's markup.
 */
export function plainContent(
  $: CheerioAPI,
  pageUrl: string,
  structures: (($: CheerioAPI) => void)[] = [],
): string {
  const main = $('main').first();
  main.find(chrome).remove();
  // The title leads the twin, also where the theme puts something before it (the API's download).
  main.prepend(main.find('h1').first());
  // React leaves comments between text pieces; they would survive as HTML in Markdown.
  main
    .find('*')
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  for (const structure of structures) structure($);
  endpoints($);
  codeBlocks($);
  admonitions($);
  tabs($);
  disclosures($);
  diagrams($);
  absoluteAddresses($, pageUrl);
  return main.html() ?? '';
}
