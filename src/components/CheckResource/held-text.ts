/**
 * Text too long for the JSON box. Laying out megabytes in a textarea costs the browser hundreds
 * of milliseconds on every later change of the page (measured: a switch of the report's grouping
 * blocked 215–862 ms with a 5,500-entry Bundle in the box, 100–164 ms with the box empty), so a
 * long file, paste or drop is kept beside the box instead, and checked from there.
 */

/** The longest text put into the box (characters). */
export const shownLength = 512 * 1024;

export function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** What the box would hold after a paste of `pasted` over its selection. */
export function afterPaste(
  box: { value: string; selectionStart: number; selectionEnd: number },
  pasted: string,
): string {
  return box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd);
}

/** The characters shown on each side of a fault in a text that is not in the box. */
const excerptReach = 40;

export interface FaultExcerpt {
  /** The text before the fault on its line (at most `excerptReach` characters, `…` if cut). */
  before: string;
  /** The character at the fault, or empty at the end of a line or of the text. */
  at: string;
  after: string;
}

/**
 * The line around "line L, column C" of a text, for a fault the reader cannot go to in the box.
 * Lines and columns count from 1, as the checker's message does; a position past the text gives
 * undefined.
 */
export function faultExcerpt(text: string, line: number, column: number): FaultExcerpt | undefined {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return undefined;
    start = next + 1;
  }
  const newline = text.indexOf('\n', start);
  const end = newline === -1 ? text.length : newline;
  const fault = start + column - 1;
  if (column < 1 || fault > end) return undefined;
  const from = Math.max(start, fault - excerptReach);
  const to = Math.min(end, fault + 1 + excerptReach);
  return {
    before: (from > start ? '…' : '') + text.slice(from, fault),
    at: text.slice(fault, Math.min(fault + 1, end)),
    after: text.slice(Math.min(fault + 1, end), to) + (to < end ? '…' : ''),
  };
}
