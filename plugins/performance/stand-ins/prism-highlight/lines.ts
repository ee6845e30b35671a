import type { Token as PrismToken, TokenStream } from 'prismjs';
import type { Token } from 'prism-react-renderer';

const newline = /\r\n|\r|\n/;

function withType(types: readonly string[], added: string | readonly string[]): string[] {
  // A token whose alias repeats its type (or its parent's) keeps one class name.
  return types[types.length - 1] === added ? [...types] : types.concat(added);
}

function tokenTypes(parentTypes: readonly string[], token: PrismToken): string[] {
  const types = withType(parentTypes, token.type);
  return token.alias ? withType(types, token.alias) : types;
}

/**
 * A line with no text still needs a box one line high: it gets a newline marked empty,
 * which the renderer shows as an inline block.
 */
function closeLine(line: Token[]): void {
  const [only] = line;
  if (!only) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && only.content === '') {
    only.content = '\n';
    only.empty = true;
  }
}

/**
 * Flattens Prism's nested token stream into lines of flat tokens, each carrying the types
 * of every token it sits in (outermost first), in the shape prism-react-renderer's
 * render props give to `getLineProps`/`getTokenProps`. Text outside any token is `plain`.
 */
export function tokensToLines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const append = (types: string[], content: string): void => {
    const [first = '', ...rest] = content.split(newline);
    line.push({ types, content: first });
    for (const text of rest) {
      closeLine(line);
      line = [{ types, content: text }];
      lines.push(line);
    }
  };
  const walk = (part: TokenStream, types: string[] | undefined): void => {
    if (typeof part === 'string') append(types ?? ['plain'], part);
    else if (Array.isArray(part)) for (const child of part) walk(child, types);
    else walk(part.content, tokenTypes(types ?? [], part));
  };
  walk(stream, undefined);
  closeLine(line);
  return lines;
}
