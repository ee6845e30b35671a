import { marked } from 'marked';
import type { ReactNode } from 'react';

interface Props {
  readonly children?: ReactNode;
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
export default function Markdown({ children }: Props) {
  if (typeof children !== 'string') return <>{children}</>;
  const html = marked.parse(children, { async: false, gfm: true });
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
