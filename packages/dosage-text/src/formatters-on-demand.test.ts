import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDosageText } from './index';

/**
 * The renderer makes an `Intl.NumberFormat` or `Intl.DateTimeFormat` only for a sentence that
 * needs one: on a web page the first of each sets up ICU's data, a long task on a phone, and the
 * site renders schedules (integers, no dates) while the page hydrates. Each test uses a locale no
 * other test of this file renders in, since the formatters are kept per locale.
 */
describe('formatters made on demand', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Counts the formatters made; each is the real one (a spy's own object is not a formatter). */
  function spyOnFormatters() {
    const { NumberFormat, DateTimeFormat } = Intl;
    return {
      numbers: vi
        .spyOn(Intl, 'NumberFormat')
        .mockImplementation((...args) => new NumberFormat(...args)),
      dates: vi
        .spyOn(Intl, 'DateTimeFormat')
        .mockImplementation((...args) => new DateTimeFormat(...args)),
    };
  }

  it('writes a schedule of whole numbers without a number or date formatter', () => {
    const { numbers, dates } = spyOnFormatters();
    const text = renderDosageText(
      { timing: { repeat: { frequency: 3, period: 1, periodUnit: 'd' } } },
      { language: 'en-GB' },
    );
    expect(text).toMatch(/\b3\b/);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('makes the number formatter once, for the first decimal, and writes its decimal sign', () => {
    const { numbers, dates } = spyOnFormatters();
    const dosage = {
      doseAndRate: [
        {
          doseQuantity: { value: 7.5, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' },
        },
      ],
    };
    expect(renderDosageText(dosage, { language: 'nl-BE' })).toContain('7,5');
    expect(renderDosageText(dosage, { language: 'nl-BE' })).toContain('7,5');
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).not.toHaveBeenCalled();
  });

  it('makes a date formatter for a date and a day name, and no number formatter', () => {
    const { numbers, dates } = spyOnFormatters();
    const text = renderDosageText(
      { timing: { repeat: { boundsPeriod: { start: '2025-03-14' }, dayOfWeek: ['mon'] } } },
      { language: 'de-AT' },
    );
    expect(text).toContain('2025');
    expect(text).toMatch(/Montag/);
    expect(dates).toHaveBeenCalledTimes(2);
    expect(numbers).not.toHaveBeenCalled();
  });
});
