import type { CSSProperties } from 'react';
import type { PrismTheme, RenderProps, Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { themeConfig } from '../../../config/theme';
import { fencedBlocksOfFile, markdownFiles } from '../../../tests/support/markdown-json-blocks';
import { renderToStaticMarkup } from '../../../tests/support/render-static';
import { sitePrism } from '../../../tests/support/site-prism';
import { Highlight } from '../stand-ins/prism-highlight/Highlight';
import { joinAlikeTokens } from '.';

type TokenProps = RenderProps['getTokenProps'];

const prism = sitePrism();

/** The render props Highlight gives a code block, for one block of code. */
function highlighted(theme: PrismTheme, language: string, code: string): RenderProps {
  let props: RenderProps | undefined;
  renderToStaticMarkup(
    <Highlight prism={prism} theme={theme} language={language} code={code}>
      {(renderProps) => {
        props = renderProps;
        return <pre />;
      }}
    </Highlight>,
  );
  if (!props) throw new Error('Highlight did not call its children');
  return props;
}

/** A colour as its channels, so that `#F8F8F2` and `rgb(248, 248, 242)` compare equal. */
function channels(colour: string): string {
  const hex = /^#([\da-f]{6})$/i.exec(colour)?.[1];
  if (hex) return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(',');
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  return rgb ? rgb.slice(1).join(',') : colour;
}

/**
 * How each character of a line is drawn: its text and the style it ends up with inside the
 * line. A space shows neither colour nor slant, so those are left out for spaces.
 */
function drawing(
  line: readonly Token[],
  tokenProps: TokenProps,
  lineStyle: CSSProperties,
): string[] {
  return line.flatMap((token) => {
    const style: Record<string, unknown> = { ...lineStyle, ...tokenProps({ token }).style };
    if (typeof style.color === 'string') style.color = channels(style.color);
    return [...token.content].map((character) => {
      const shown = Object.entries(style)
        .filter(
          ([property]) => !/^[ \t]$/.test(character) || !['color', 'fontStyle'].includes(property),
        )
        .sort(([a], [b]) => (a < b ? -1 : 1));
      return `${character} ${JSON.stringify(shown)}`;
    });
  });
}

/** A theme whose line colour is written differently from its punctuation colour, with a background on insertions. */
const testTheme: PrismTheme = {
  plain: { color: '#F8F8F2', backgroundColor: '#282A36' },
  styles: [
    { types: ['string'], style: { color: 'rgb(255, 121, 198)' } },
    { types: ['punctuation'], style: { color: 'rgb(248, 248, 242)' } },
    { types: ['comment'], style: { color: '#a4aed6', fontStyle: 'italic' } },
    { types: ['inserted'], style: { backgroundColor: 'rgb(40, 80, 40)' } },
    { types: ['keyword'], languages: ['python'], style: { color: '#ff79c6' } },
  ],
};
/** The same theme with black lines and a black punctuation colour. */
const otherTheme: PrismTheme = {
  plain: { color: '#000000' },
  styles: [
    ...testTheme.styles.filter(({ types }) => !types.includes('punctuation')),
    { types: ['punctuation'], style: { color: '#000000' } },
    { types: ['property'], style: { color: '#36acaa' } },
  ],
};
const token = (content: string, ...types: string[]): Token => ({ content, types });

describe('joinAlikeTokens', () => {
  it('joins a JSON member into the runs that look different', () => {
    const line = [
      token('  ', 'plain'),
      token('"status"', 'property'),
      token(':', 'operator'),
      token(' ', 'plain'),
      token('"active"', 'string'),
      token(',', 'punctuation'),
      token('', 'plain'),
    ];
    expect(joinAlikeTokens(line, [testTheme])).toEqual([
      token('  "status": ', 'plain'),
      token('"active"', 'string'),
      token(',', 'punctuation'),
    ]);
    expect(joinAlikeTokens(line, [testTheme, otherTheme])).toEqual([
      token('  "status"', 'property'),
      token(': ', 'plain'),
      token('"active"', 'string'),
      token(',', 'punctuation'),
    ]);
  });

  it('treats a token drawn in the line’s own colour like unstyled text', () => {
    const line = [token('}', 'punctuation'), token(' else ', 'plain')];
    expect(joinAlikeTokens(line, [testTheme])).toEqual([token('} else ', 'plain')]);
    const darkLines = { ...testTheme, plain: { color: '#000000' } };
    expect(joinAlikeTokens(line, [darkLines])).toEqual(line);
  });

  it('leaves types alone whose style depends on the language', () => {
    const line = [token('def', 'keyword'), token(' ', 'plain'), token('f', 'function')];
    expect(joinAlikeTokens(line, [testTheme])).toEqual([
      token('def', 'keyword'),
      token(' f', 'plain'),
    ]);
  });

  it('keeps the types two alike tokens share', () => {
    const line = [token('"a"', 'string'), token('"b"', 'string')];
    expect(joinAlikeTokens(line, [testTheme])).toEqual([token('"a""b"', 'string')]);
  });

  it('gives spaces a colour or slant, and nothing that would show on them', () => {
    const comment = [token('  ', 'plain'), token('// dose', 'comment')];
    expect(joinAlikeTokens(comment, [testTheme])).toEqual([token('  // dose', 'comment')]);
    const inserted = [token('  ', 'plain'), token('+ dose', 'inserted')];
    expect(joinAlikeTokens(inserted, [testTheme])).toEqual(inserted);
  });

  it('returns a line with the marker of an empty line as it is', () => {
    const empty: Token[] = [{ types: ['plain'], content: '\n', empty: true }];
    expect(joinAlikeTokens(empty, [testTheme])).toEqual(empty);
  });

  /** The site is dark only: its one code theme, as the Line wrapper passes it. */
  const siteTheme = themeConfig.prism.theme;

  const blocks = markdownFiles(['docs', 'blog'], ['docs/api'])
    .flatMap(fencedBlocksOfFile)
    .filter((block) => block.language !== 'mermaid');

  it("draws every line of the site's code blocks as before, in the site's theme, with fewer elements", () => {
    expect(blocks.length).toBeGreaterThan(50);
    let before = 0;
    let after = 0;
    for (const { language, content, file, line: at } of blocks) {
      const { tokens, getTokenProps, getLineProps } = highlighted(
        siteTheme,
        language || 'text',
        content,
      );
      for (const line of tokens) {
        const lineStyle = getLineProps({ line }).style ?? {};
        const joined = joinAlikeTokens(line, [siteTheme]);
        expect(drawing(joined, getTokenProps, lineStyle), `${file}:${at}`).toEqual(
          drawing(line, getTokenProps, lineStyle),
        );
        before += line.length;
        after += joined.length;
      }
    }
    expect(after).toBeLessThan(before * 0.6);
  });
});
