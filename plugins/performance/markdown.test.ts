import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../tests/support/render-static';
import { loadSpec } from '@medication-module/api-description';
import Markdown from './theme/Markdown';

const render = (markdown: string): string =>
  renderToStaticMarkup(createElement(Markdown, null, markdown));

/** Every `description` in the OpenAPI file, with where it sits. */
function descriptions(node: unknown, at = '#'): [string, string][] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => descriptions(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    key === 'description' && typeof value === 'string'
      ? [[`${at}/description`, value]]
      : descriptions(value, `${at}/${key}`),
  );
}

describe('API page Markdown', () => {
  it('renders the constructs our descriptions use', () => {
    expect(render('Use **`on-hold`**, see [the guide](/docs/intro).')).toBe(
      '<div><p>Use <strong><code>on-hold</code></strong>, see <a href="/docs/intro">the guide</a>.</p>\n</div>',
    );
    expect(render('- one\n- two')).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(render('| A | B |\n|---|---|\n| 1 | 2 |')).toContain('<td>1</td>');
    expect(render('Send `Authorization: Bearer <token>`')).toContain(
      '<code>Authorization: Bearer &lt;token&gt;</code>',
    );
  });

  it('leaves no Markdown syntax behind in any description of the OpenAPI file', () => {
    const all = descriptions(loadSpec());
    expect(all.length).toBeGreaterThan(100);
    const leftovers = all.flatMap(([where, text]) => {
      const visible = render(text).replace(/<code>[^<]*<\/code>/g, '');
      return /\*\*|`|\]\(|^\s*[-*] |^\|/m.test(visible) ? [where] : [];
    });
    expect(leftovers).toEqual([]);
  });

  it('passes anything but a string through unchanged', () => {
    expect(
      renderToStaticMarkup(createElement(Markdown, null, createElement('em', null, 'x'))),
    ).toBe('<em>x</em>');
  });
});
