import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxProblem } from './json-syntax';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Text near JSON: a JSON text with one character dropped, doubled or replaced. */
const nearJson = fc
  .tuple(
    fc.json({ depthSize: 'small' }),
    fc.nat(),
    fc.constantFrom('', ',', '}', ']', '"', "'", ':', '\n', '\\', 'x', '0', '/'),
  )
  .map(([json, at, char]) => {
    const i = json.length === 0 ? 0 : at % json.length;
    return at % 3 === 0
      ? json.slice(0, i) + json.slice(i + 1)
      : json.slice(0, i) + char + json.slice(i);
  });

describe('the JSON syntax locator', () => {
  it('agrees with JSON.parse on what is JSON, and places the fault inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), nearJson, fc.string()), (text) => {
        const problem = jsonSyntaxProblem(text);
        expect(problem === undefined, text).toBe(parses(text));
        if (problem) {
          const lines = text.split('\n');
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.line).toBeLessThanOrEqual(lines.length);
          expect(problem.column).toBeLessThanOrEqual((lines[problem.line - 1]?.length ?? 0) + 1);
          expect(problem.message).toMatch(/\.$|\?$/);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
