import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isInlineWithBreakPoints } from './break-points';

const wbr = () => createElement('wbr');

describe('isInlineWithBreakPoints', () => {
  it('takes text with <wbr> break points for inline code', () => {
    expect(isInlineWithBreakPoints(['{"a":1,', wbr(), '"b":2}'])).toBe(true);
  });

  it('leaves everything else to the theme: plain text, several lines, other elements', () => {
    expect(isInlineWithBreakPoints('status')).toBe(false);
    expect(isInlineWithBreakPoints(['{"a":1,', wbr(), '\n"b":2}'])).toBe(false);
    expect(isInlineWithBreakPoints(['a', wbr(), createElement('span', null, 'b')])).toBe(false);
  });
});
