import { describe, expect, it } from 'vitest';
import { loadSpec } from '@medication-module/api-description';
import { pageMarkdown, twinFile, twinRoutes } from '.';

const page = { url: 'https://x.example/docs/guide', title: 'Guide' };
const html = (main: string): string =>
  `<html><head><title>Guide | Site</title></head><body><nav>menu</nav><main>${main}</main><footer>foot</footer></body></html>`;

describe('twinFile and twinRoutes', () => {
  it('puts the twin beside the page, index.md for the root', () => {
    expect(twinFile('/docs/intro')).toBe('/docs/intro.md');
    expect(twinFile('/docs/guides/')).toBe('/docs/guides.md');
    expect(twinFile('/')).toBe('/index.md');
  });

  it('leaves out the not-found page, which is no route', () => {
    expect(twinRoutes(['/docs/', '/404.html', '/', '/docs'])).toEqual(['/', '/docs']);
  });
});

describe('pageMarkdown', () => {
  it('keeps the content of main, with the title and the address first', () => {
    const markdown = pageMarkdown(
      html(
        '<article><nav class="theme-doc-breadcrumbs">Home</nav>' +
          '<div data-page-actions=""><button>Copy page</button><a href="/docs/guide.md">View as Markdown</a><span role="status"></span></div>' +
          '<header><h1>Title</h1></header>' +
          '<h2 id="a">Part<a class="hash-link" href="#a">\u200b</a></h2><p>See <a href="/docs/x#y">x</a>.</p>' +
          '<button>Copy page</button></article>',
      ),
      page,
    );
    expect(markdown).toBe(
      '# Title\n\nSource: https://x.example/docs/guide\n\n## Part\n\nSee [x](https://x.example/docs/x#y).\n',
    );
  });

  it('gives a page without an H1 its title', () => {
    expect(pageMarkdown(html('<p>Text.</p>'), page)).toMatch(/^# Guide\n\nSource: /);
  });

  it('writes a code block as a fence with its language, lines and title', () => {
    const markdown = pageMarkdown(
      html(
        '<div class="language-json theme-code-block"><div class="codeBlockTitle_x">A "title"</div>' +
          '<pre class="prism-code language-json"><code><span class="token-line">{<br></span>' +
          '<span class="token-line">  "a": 1<br></span><span class="token-line">}<br></span></code></pre>' +
          '<button>Copy</button></div>',
      ),
      page,
    );
    expect(markdown).toContain('```json title="A \'title\'"\n{\n  "a": 1\n}\n```');
  });

  it('turns an admonition into a quote that names its kind and label', () => {
    const markdown = pageMarkdown(
      html(
        '<div class="theme-admonition theme-admonition-warning"><div class="admonitionHeading_x"><span><svg></svg></span>Mind the dose</div>' +
          '<div class="admonitionContent_x"><p>Careful.</p></div></div>' +
          '<div class="theme-admonition theme-admonition-note"><div class="admonitionHeading_x">note</div>' +
          '<div class="admonitionContent_x"><p>Plain.</p></div></div>',
      ),
      page,
    );
    expect(markdown).toContain('> **Warning: Mind the dose**\n>\n> Careful.');
    expect(markdown).toContain('> **Note**\n>\n> Plain.');
  });

  it('keeps every tab panel under its label, and a disclosure’s content under its summary', () => {
    const markdown = pageMarkdown(
      html(
        '<div class="tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">Python</li></ul>' +
          '<div><div role="tabpanel"><p>One.</p></div><div role="tabpanel" hidden><p>Two.</p></div></div></div>' +
          '<details><summary>More</summary><div><p>Hidden <strong>text</strong>.</p></div></details>',
      ),
      page,
    );
    expect(markdown).toContain('**curl**\n\nOne.\n\n**Python**\n\nTwo.');
    expect(markdown).toContain('**More**\n\nHidden **text**.');
  });

  it('describes a diagram by its title and description, and drops icons', () => {
    const markdown = pageMarkdown(
      html(
        '<p><svg aria-hidden="true"><path/></svg>Icon.</p>' +
          '<svg role="graphics-document"><title>Flow</title><desc>A points to B.</desc><g/></svg>',
      ),
      page,
    );
    expect(markdown).toContain('Icon.');
    expect(markdown).toContain('**Diagram: Flow** A points to B.');
  });

  it('writes a schema tree as a table of dotted element paths', () => {
    const item = (name: string, type: string, text: string, children = ''): string =>
      children === ''
        ? `<div class="openapi-schema__list-item"><div><span class="openapi-schema__container"><strong class="openapi-schema__property">${name}</strong><span class="openapi-schema__name">${type}</span></span><div><p>${text}</p></div></div></div>`
        : `<div class="openapi-schema__list-item"><details><summary><span class="openapi-schema__container"><strong class="openapi-schema__property">${name}</strong><span class="openapi-schema__name">${type}</span><span class="openapi-schema__required">required</span></span></summary><div><div><p>${text}</p></div>${children}</div></details></div>`;
    const markdown = pageMarkdown(
      html(
        item(
          'timing',
          'Timing',
          'When.',
          item('event', 'string[] <span title="never sends">never sent</span>', 'Times.'),
        ) + item('text', 'string', 'In <code>words</code>.'),
      ),
      page,
    );
    expect(markdown).toContain(
      [
        '| Element | Type | Required | Description |',
        '| - | - | - | - |',
        '| `timing` | Timing | required | When. |',
        '| `timing.event` | string\\[] | | Times. _Never sent._ |',
        '| `text` | string | | In `words`. |',
      ].join('\n'),
    );
  });

  it('fills an operation’s parameters and response examples from the description', () => {
    const spec = loadSpec();
    const markdown = pageMarkdown(
      html(
        '<pre class="openapi__method-endpoint"><span class="badge">GET</span> <h2>/MedicationRequest/:id</h2></pre>' +
          '<h2 id="request">Request</h2><div class="island_x"><div class="openapi-skeleton sm"></div></div>' +
          '<div class="openapi-tabs__container"><ul role="tablist"><li role="tab">410</li></ul><div>' +
          '<div role="tabpanel"><h3 id="response-410">410 Gone</h3><div class="island_x"><div class="openapi-skeleton md"></div></div></div>' +
          '</div></div><div class="openapi-right-panel__container"><div class="openapi-skeleton lg"></div></div>',
      ),
      page,
    );
    expect(markdown).toContain('## GET `/MedicationRequest/:id`');
    expect(markdown).toMatch(
      /### Parameters\n\n\| Parameter \| Type \| Required \| Description \|/,
    );
    expect(markdown).toContain('| `id (path)` | string | required |');
    const gone = spec.paths['/MedicationRequest/{id}']?.get?.responses['410'];
    expect(gone).toBeDefined();
    expect(markdown).toMatch(/### 410 Gone\n\nBody: `application\/fhir\+json`/);
    expect(markdown).toContain('```json\n{\n  "resourceType": "OperationOutcome"');
  });

  it('refuses an operation page the description does not have', () => {
    expect(() =>
      pageMarkdown(
        html(
          '<pre class="openapi__method-endpoint"><span class="badge">DELETE</span> <h2>/Nothing</h2></pre>',
        ),
        page,
      ),
    ).toThrow(/delete \/Nothing has no operation in the description/);
  });
});
