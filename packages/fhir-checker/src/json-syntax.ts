/**
 * Says where and why a text is not JSON, the same way in every browser (JSON.parse's messages
 * differ between engines and often name no position). Only called once JSON.parse has failed.
 */
export interface SyntaxProblem {
  /** 1-based line and column of the character at fault. */
  line: number;
  column: number;
  message: string;
}

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const shown = (char: string | undefined): string =>
  char === undefined
    ? 'the end of the text'
    : /\s/.test(char)
      ? 'a space or line break'
      : `“${char}”`;

/** Scans one JSON text; throws JsonSyntaxError at the first fault. Nesting is bounded by the caller. */
class Scanner {
  private at = 0;

  constructor(private readonly text: string) {}

  scan(): void {
    this.space();
    this.value();
    this.space();
    if (this.at < this.text.length) {
      this.fail(
        'Something follows the end of the JSON value: a resource is one JSON object, with nothing after its closing brace.',
      );
    }
  }

  private fail(message: string, offset = this.at): never {
    throw new JsonSyntaxError(offset, message);
  }

  private peek(): string | undefined {
    return this.text[this.at];
  }

  private space(): void {
    for (;;) {
      const char = this.peek();
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') this.at++;
      else if (char === '/' && (this.text[this.at + 1] === '/' || this.text[this.at + 1] === '*')) {
        this.fail('JSON has no comments: remove the comment.');
      } else return;
    }
  }

  private value(): void {
    const char = this.peek();
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string();
    if (char === "'") this.fail('Strings in JSON are in double quotes ("), not single quotes.');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return;
      }
    }
    if (char === undefined)
      this.fail('The JSON ends too early: a value, object or array is not finished.');
    if (
      /^(NaN|Infinity|undefined|True|False|None|NULL)/.test(this.text.slice(this.at, this.at + 9))
    ) {
      this.fail(
        'JSON values are objects, arrays, strings in double quotes, numbers, true, false or null.',
      );
    }
    this.fail(
      `Expected a value (an object, array, string, number, true, false or null), found ${shown(char)}.`,
    );
  }

  private object(): void {
    this.at++;
    this.space();
    if (this.peek() === '}') {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      const char = this.peek();
      if (char === '}')
        this.fail('A comma before “}”: JSON allows no comma after the last property.');
      if (char === "'")
        this.fail('Property names in JSON are in double quotes ("), not single quotes.');
      if (char !== '"') {
        if (char === undefined)
          this.fail('The JSON ends too early: an object is not closed with “}”.');
        this.fail(`Expected a property name in double quotes, found ${shown(char)}.`);
      }
      this.string();
      this.space();
      if (this.peek() !== ':')
        this.fail(`Expected “:” after the property name, found ${shown(this.peek())}.`);
      this.at++;
      this.space();
      this.value();
      this.space();
      if (this.peek() === ',') {
        this.at++;
        continue;
      }
      if (this.peek() === '}') {
        this.at++;
        return;
      }
      if (this.peek() === undefined)
        this.fail('The JSON ends too early: an object is not closed with “}”.');
      this.fail(
        `Expected “,” or “}” after a property's value, found ${shown(this.peek())}: is a comma missing?`,
      );
    }
  }

  private array(): void {
    this.at++;
    this.space();
    if (this.peek() === ']') {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      if (this.peek() === ']')
        this.fail('A comma before “]”: JSON allows no comma after the last item.');
      this.value();
      this.space();
      if (this.peek() === ',') {
        this.at++;
        continue;
      }
      if (this.peek() === ']') {
        this.at++;
        return;
      }
      if (this.peek() === undefined)
        this.fail('The JSON ends too early: an array is not closed with “]”.');
      this.fail(
        `Expected “,” or “]” after an item of an array, found ${shown(this.peek())}: is a comma missing?`,
      );
    }
  }

  private string(): void {
    const start = this.at;
    this.at++;
    for (;;) {
      const char = this.peek();
      if (char === undefined)
        this.fail('The JSON ends inside a string: a closing " is missing.', start);
      if (char === '"') {
        this.at++;
        return;
      }
      if (char === '\\') {
        const next = this.text[this.at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) {
            this.fail('“\\u” in a string needs four hexadecimal digits.');
          }
          this.at += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) {
          this.fail(`“\\${next ?? ''}” is no JSON escape: write “\\\\” for a backslash.`);
        }
        this.at += 2;
        continue;
      }
      if (char < ' ') {
        this.fail('A line break or tab inside a string must be written as \\n or \\t.');
      }
      this.at++;
    }
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(
      this.text.slice(this.at, this.at + 400),
    );
    if (!match) this.fail(`${shown(this.peek())} does not start a JSON number.`);
    if (/^-?0\d/.test(this.text.slice(this.at, this.at + 3))) {
      this.fail('A JSON number has no leading zero (write 7, not 07).');
    }
    this.at += match[0].length;
    if (this.peek() === '.') this.fail('A JSON number needs a digit after the decimal point.');
  }
}

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Where and why the text is not JSON; undefined if it is. */
export function jsonSyntaxProblem(text: string): SyntaxProblem | undefined {
  try {
    new Scanner(text).scan();
    return undefined;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { ...position(text, error.offset), message: error.message };
  }
}
