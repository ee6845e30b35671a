import type { ReactNode } from 'react';

interface Props {
  readonly children?: ReactNode;
}

type MarkedModule = typeof import('marked');

/**
 * marked builds its grammar (a hundred-odd regular expressions) when its module is
 * evaluated. A static import evaluated it while a schema page's chunk loaded, inside the
 * longest task before the page answers a tap, although that page renders no Markdown when
 * it hydrates (its schema is StaticMarkup). Required here, the module stays in the same
 * chunk, is evaluated on the first description rendered (the bundler's module cache serves
 * every later call), and rendering stays synchronous.
 */
function loadMarked(): MarkedModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated on first use, see above
  return require('marked') as MarkedModule;
}

/**
 * Renders the Markdown of the OpenAPI description (schema, parameter and response
 * descriptions, "Possible values" lines) on the API pages.
 *
 * The OpenAPI theme's own renderer runs react-markdown with remark-gfm and rehype-raw:
 * about 100 KB gzip on every API page and a unified pipeline per description, hundreds of
 * them on an operation page. The text is ours, reviewed with the OpenAPI file, and uses
 * only paragraphs, emphasis, code spans, links, lists and tables (no admonitions, no fenced
 * code), which marked turns into the same HTML, synchronously, so the server and the
 * browser render the same markup.
 */
/**
 * The HTML of each description rendered so far. An operation page repeats descriptions (every
 * response's `Cache-Control` header), and renders its chosen response a second time right
 * after hydrating, when the theme remounts the response tabs; each text is parsed once. The
 * texts are those of one OpenAPI description, so the map stays as small as the API reference.
 */
const rendered = new Map<string, string>();

function toHtml(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = loadMarked().marked.parse(markdown, { async: false, gfm: true });
    rendered.set(markdown, html);
  }
  return html;
}

export default function Markdown({ children }: Props) {
  if (typeof children !== 'string') return <>{children}</>;
  return <div dangerouslySetInnerHTML={{ __html: toHtml(children) }} />;
}
