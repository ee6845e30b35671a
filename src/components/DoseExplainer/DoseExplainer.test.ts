import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../../tests/support/render-static';
import DoseExplainer, {
  dailyTotalWarning,
  dosesPerDay,
  IMPLAUSIBLE_MG_PER_DAY,
  parseDose,
} from './index';

describe('dosesPerDay', () => {
  it('treats three times a day and every 8 hours alike per day', () => {
    expect(dosesPerDay({ frequency: 3, period: 1, periodUnit: 'd' })).toBe(3);
    expect(dosesPerDay({ frequency: 1, period: 8, periodUnit: 'h' })).toBe(3);
  });

  it('handles weekly schedules', () => {
    expect(dosesPerDay({ frequency: 1, period: 1, periodUnit: 'wk' })).toBeCloseTo(1 / 7);
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

describe('dailyTotalWarning', () => {
  const paracetamol = { mgPerDay: 4000, of: 'paracetamol in adults' };

  it('accepts a total at the maximum it is given', () => {
    expect(dailyTotalWarning(4000, paracetamol)).toBeUndefined();
  });

  it('warns when the total exceeds the maximum it is given', () => {
    expect(dailyTotalWarning(6000, paracetamol)).toBe(
      '6000 mg per 24 hours exceeds the maximum of 4000 mg for paracetamol in adults. Check the dose and the schedule.',
    );
  });

  it('warns about an implausible total without a maximum, such as 5000 mg every 6 hours', () => {
    expect(dailyTotalWarning(20000)).toMatch(
      /^20000 mg per 24 hours is not a plausible daily amount/,
    );
    expect(dailyTotalWarning(IMPLAUSIBLE_MG_PER_DAY)).toBeUndefined();
  });
});

describe('DoseExplainer wording', () => {
  const markup = renderToStaticMarkup(createElement(DoseExplainer));

  it('writes the Dosage text as the reference rendering of its structure', () => {
    expect(markup).toContain('&quot;text&quot;: &quot;500 mg 3 times daily&quot;');
  });

  it('names each schedule in the words of the reference rendering', () => {
    expect(markup).toContain('>3 times daily (frequency 3, period 1 d)<');
    expect(markup).toContain('>Every 8 hours (frequency 1, period 8 h)<');
    expect(markup).not.toMatch(/three times a day|once a day/);
  });
});
