import { describe, expect, it } from 'vitest';
import { overlaps } from './place';

describe('the back-to-top button and the focus', () => {
  const button = { top: 700, right: 1259, bottom: 748, left: 1211 };

  it('steps aside for a field any part of which lies under it', () => {
    expect(overlaps({ top: 720, right: 1270, bottom: 760, left: 300 }, button)).toBe(true);
    expect(overlaps({ top: 740, right: 1220, bottom: 744, left: 1215 }, button)).toBe(true);
  });

  it('stays for a field beside it, above it or touching only its edge', () => {
    expect(overlaps({ top: 720, right: 1211, bottom: 760, left: 300 }, button)).toBe(false);
    expect(overlaps({ top: 600, right: 1270, bottom: 700, left: 300 }, button)).toBe(false);
  });
});
