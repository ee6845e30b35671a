import { Highlight as LibraryHighlight, themes, type RenderProps } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../../../tests/support/render-static';
import { darkCodeTheme } from '../../../../config/code-theme';
import { fencedBlocksOfFile, markdownFiles } from '../../../../tests/support/markdown-json-blocks';
import { sitePrism } from '../../../../tests/support/site-prism';
import { eventLoopTurn } from '../../../../tests/support/vitest-event-loop';
import { Highlight } from './Highlight';

const prism = sitePrism();

/** Uses the render props the way the theme's code blocks do, plus the style and class overrides they accept. */
function renderBlock({ className, style, tokens, getLineProps, getTokenProps }: RenderProps) {
  return (
    <pre className={className} style={style}>
      <code>
        {tokens.map((line, lineIndex) => (
          <span
            key={lineIndex}
            {...getLineProps({
              line,
              className: lineIndex === 1 ? 'theme-code-block-highlighted-line' : undefined,
              style: lineIndex === 2 ? { opacity: 0.5 } : undefined,
            })}
          >
            {line.map((token, tokenIndex) => (
              <span
                key={tokenIndex}
                {...getTokenProps({
                  token,
                  style: tokenIndex === 1 ? { fontWeight: 'bold' } : undefined,
                })}
              />
            ))}
            <br />
          </span>
        ))}
      </code>
    </pre>
  );
}

const siteBlocks = markdownFiles(['docs', 'blog'], ['docs/api'])
  .flatMap(fencedBlocksOfFile)
  .filter((block) => block.language !== 'mermaid');

/** Shapes the site's blocks may not have: empty code, blank and trailing lines, CRLF, unknown languages. */
const edgeCases: [string, string][] = [
  ['json', ''],
  ['json', '\n'],
  ['json', '{\r\n  "a": [1, 2],\r\n\r\n  "b": null\r\n}\n'],
  ['tsx', 'const a = <div className="x">{`t ${1}`}</div>;\n\n// done\n'],
  ['http', 'GET /fhir/MedicationRequest/1 HTTP/1.1\nAccept: application/fhir+json\n\n{"a": 1}'],
  ['python', 'def f(x):\n    """Doc."""\n    return x ** 2  # square\n'],
  ['bash', 'curl -sS "$URL" \\\n  -H \'Accept: application/fhir+json\' | jq .id\n'],
  ['css', '.a:hover { color: #fff; }\n'],
  ['markup', '<p class="x">a &amp; b</p>\n'],
  ['JSON', '{"upper": "case language name"}'],
  ['text', 'no grammar at all\n\nsecond paragraph'],
  ['brainfuck', '++[>+<-]'],
];

describe('Highlight (prism-react-renderer contract on the site Prism)', () => {
  const cases: [string, string, string][] = [
    ...siteBlocks.map((block): [string, string, string] => [
      `${block.file}:${block.line}`,
      block.language || 'text',
      block.content,
    ]),
    ...edgeCases.map(([language, code], index): [string, string, string] => [
      `edge case ${index + 1}`,
      language,
      code,
    ]),
  ];

  it('covers the code blocks of the guides and blog', () => {
    expect(siteBlocks.length).toBeGreaterThan(50);
  });

  for (const [theme, themeName] of [
    [darkCodeTheme, 'site theme'],
    [themes.vsDark, 'vsDark (language-scoped styles)'],
  ] as const) {
    it(`renders the same markup as the library for every block, ${themeName}`, async () => {
      for (const [where, language, code] of cases) {
        await eventLoopTurn();
        const ours = renderToStaticMarkup(
          <Highlight theme={theme} language={language} code={code}>
            {renderBlock}
          </Highlight>,
        );
        const library = renderToStaticMarkup(
          <LibraryHighlight prism={prism} theme={theme} language={language} code={code}>
            {renderBlock}
          </LibraryHighlight>,
        );
        expect(ours, where).toBe(library);
      }
    });
  }

  it('highlights with the site Prism by default', () => {
    const html = renderToStaticMarkup(
      <Highlight
        theme={darkCodeTheme}
        language="json"
        code={'{"resourceType": "MedicationRequest"}'}
      >
        {renderBlock}
      </Highlight>,
    );
    expect(html).toContain('class="token property"');
    expect(html).toContain('class="token string"');
  });
});
