import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { sectionTexts } from './index';

const page = `<html><body><nav>Menu text</nav><article>
  <nav>Breadcrumbs</nav>
  <div class="markdown">
    <header><h1>Pausing a prescription</h1></header>
    <p>A pause keeps the prescription, <code>on-hold</code>.</p>
    <h2 class="anchor" id="how">How a pause <a class="hash-link" href="#how">#</a>is represented</h2>
    <p>status<br>statusReason</p><div class="theme-code-block"><button>Copy</button><pre>{"status":"on-hold"}</pre></div>
    <h3 id="codes">Codes <a class="hash-link" href="#codes">#</a></h3><ul><li>one</li><li>two</li></ul>
    <svg><text>diagram label</text></svg>
    <h4 id="deeper">A fourth level</h4><p>stays in Codes</p>
  </div>
</article><footer>Footer text</footer></body></html>`;

describe('sectionTexts', () => {
  it('gives each h1–h3 section of the article its text, without headings, controls and drawings', () => {
    expect(Object.fromEntries(sectionTexts(load(page)))).toEqual({
      '': 'A pause keeps the prescription, on-hold.',
      '#how': 'status statusReason {"status":"on-hold"}',
      '#codes': 'one two A fourth level stays in Codes',
    });
  });

  it('finds nothing on a page without an article', () => {
    expect(sectionTexts(load('<main><h2 id="x">X</h2><p>text</p></main>')).size).toBe(0);
  });
});
