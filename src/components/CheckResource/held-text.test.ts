import { describe, expect, it } from 'vitest';
import { checkResource } from '@medication-module/fhir-checker';
import { checkerData } from '@medication-module/fhir-checker/node';
import { afterPaste, faultExcerpt, lineCount } from './held-text';

describe('a text kept beside the box', () => {
  it('counts its lines', () => {
    expect(lineCount('')).toBe(1);
    expect(lineCount('{\n}\n')).toBe(3);
  });

  it('is what the box would hold after the paste, over the selection', () => {
    expect(afterPaste({ value: '{"a": 1}', selectionStart: 6, selectionEnd: 7 }, '22')).toBe(
      '{"a": 22}',
    );
    expect(afterPaste({ value: '', selectionStart: 0, selectionEnd: 0 }, 'x')).toBe('x');
  });

  it("shows the character at the checker's line and column, with the line around it", () => {
    // Long enough to be kept beside the box, with the fault far down and far along its line.
    const padding = ' '.repeat(100);
    const text = `{\n${`  "a": 1,${padding}\n`.repeat(3)}  "status" "active"\n}`;
    const finding = checkResource(text, checkerData()).findings.find(
      ({ rule }) => rule === 'json-syntax',
    );
    const [, line, column] = /line (\d+), column (\d+)/.exec(finding?.message ?? '') ?? [];
    const excerpt = faultExcerpt(text, Number(line), Number(column));
    expect(excerpt).toEqual({ before: '  "status" ', at: '"', after: 'active"' });
  });

  it('cuts a long line on both sides of the fault, and marks the end of a line', () => {
    const line = `${'a'.repeat(100)}X${'b'.repeat(100)}`;
    const excerpt = faultExcerpt(`first\n${line}\nlast`, 2, 101);
    expect(excerpt).toEqual({
      before: `…${'a'.repeat(40)}`,
      at: 'X',
      after: `${'b'.repeat(40)}…`,
    });
    expect(faultExcerpt('{\n  "a": ', 2, 8)).toEqual({ before: '  "a": ', at: '', after: '' });
  });

  it('gives nothing for a place outside the text', () => {
    expect(faultExcerpt('{}', 3, 1)).toBeUndefined();
    expect(faultExcerpt('{}', 1, 4)).toBeUndefined();
    expect(faultExcerpt('{}', 1, 0)).toBeUndefined();
  });
});
