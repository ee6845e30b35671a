import { describe, expect, it } from 'vitest';
import { dosesPerDay, parseDose } from './index';

describe('dosesPerDay', () => {
  it('treats three times a day and every 8 hours alike per day', () => {
    expect(dosesPerDay({ frequency: 3, period: 1, periodUnit: 'd', reading: '' })).toBe(3);
    expect(dosesPerDay({ frequency: 1, period: 8, periodUnit: 'h', reading: '' })).toBe(3);
  });

  it('handles weekly schedules', () => {
    expect(dosesPerDay({ frequency: 1, period: 1, periodUnit: 'wk', reading: '' })).toBeCloseTo(
      1 / 7,
    );
  });
});

describe('parseDose', () => {
  it('accepts dot and comma decimals', () => {
    expect(parseDose('2.5')).toBe(2.5);
    expect(parseDose(' 2,5 ')).toBe(2.5);
  });

  it('rejects empty, zero, negative and non-numeric input', () => {
    expect(parseDose('')).toBeNull();
    expect(parseDose('0')).toBeNull();
    expect(parseDose('-1')).toBeNull();
    expect(parseDose('500 mg')).toBeNull();
  });
});
