import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from '../../../tests/support/render-static';
import { describedBy, mergeIds } from './index';
import TextField from '../TextField';
import NumberField from '../NumberField';
import SelectField from '../SelectField';
import CheckboxField from '../CheckboxField';
import TextAreaField from '../TextAreaField';
import { validate } from './MedicationFormDemo';

/** Parses rendered markup so assertions can use DOM-like queries without a browser. */
function attr(html: string, tag: string, name: string): string | null {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0];
  if (element === undefined) return null;
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(element);
  if (match !== null) return match[1] ?? '';
  return new RegExp(`\\s${name}(\\s|/?>)`).test(element) ? '' : null;
}

describe('id helpers', () => {
  it('mergeIds skips empty values and returns undefined when nothing is left', () => {
    expect(mergeIds('a', undefined, false, '', 'b')).toBe('a b');
    expect(mergeIds(undefined, false)).toBeUndefined();
  });

  it('describedBy lists only the parts that are rendered', () => {
    expect(describedBy('dose', 'hint', undefined)).toBe('dose-hint');
    expect(describedBy('dose', undefined, 'bad')).toBe('dose-error');
    expect(describedBy('dose', 'hint', 'bad')).toBe('dose-hint dose-error');
    expect(describedBy('dose', undefined, undefined)).toBeUndefined();
  });
});

describe('field markup', () => {
  it('links label, hint and error to the control', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, {
        id: 'med',
        label: 'Medication',
        hint: 'Name or ATC code',
        error: 'Too short',
        required: true,
      }),
    );
    expect(attr(html, 'label', 'for')).toBe('med');
    expect(attr(html, 'input', 'id')).toBe('med');
    expect(attr(html, 'input', 'aria-describedby')).toBe('med-hint med-error');
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(attr(html, 'input', 'required')).toBe('');
    expect(html).toContain('id="med-hint"');
    expect(html).toContain('id="med-error"');
    expect(html).toContain('(required)');
    expect(html).toContain('Error: </span>Too short');
  });

  it('keeps an empty polite live region when there is no error', () => {
    const html = renderToStaticMarkup(createElement(TextField, { id: 'med', label: 'Medication' }));
    expect(attr(html, 'input', 'aria-invalid')).toBe('false');
    expect(attr(html, 'input', 'aria-describedby')).toBeNull();
    expect(html).toMatch(/<div aria-live="polite"[^>]*><\/div>/);
  });

  it('says an untouched required select is not invalid, whatever its native validity', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        id: 'route',
        label: 'Route',
        required: true,
        placeholder: 'Choose a route',
        options: [{ value: '26643006', label: 'Oral' }],
      }),
    );
    expect(attr(html, 'select', 'required')).toBe('');
    expect(attr(html, 'select', 'aria-invalid')).toBe('false');
  });

  it('generates a usable id when none is given', () => {
    const html = renderToStaticMarkup(createElement(TextField, { label: 'Medication' }));
    const id = attr(html, 'input', 'id');
    expect(id).toMatch(/^field[A-Za-z0-9]+$/);
    expect(attr(html, 'label', 'for')).toBe(id);
  });

  it('describes a number field with its unit first', () => {
    const html = renderToStaticMarkup(
      createElement(NumberField, {
        id: 'dose',
        label: 'Dose',
        unit: 'mg',
        hint: 'Per administration',
      }),
    );
    expect(attr(html, 'input', 'aria-describedby')).toBe('dose-unit dose-hint');
    expect(attr(html, 'input', 'inputMode')).toBe('decimal');
    expect(attr(html, 'input', 'type')).toBe('text');
    expect(html).toContain('id="dose-unit"');
  });

  it('disables a select and renders the empty placeholder option first', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        id: 'route',
        label: 'Route',
        disabled: true,
        placeholder: 'Choose a route',
        options: [{ value: '26643006', label: 'Oral route' }],
        defaultValue: '',
      }),
    );
    expect(attr(html, 'select', 'disabled')).toBe('');
    expect(html).toMatch(
      /<option value=""[^>]*>Choose a route<\/option><option value="26643006">Oral route<\/option>/,
    );
  });

  it('puts the checkbox before its label', () => {
    const html = renderToStaticMarkup(
      createElement(CheckboxField, { id: 'prn', label: 'As needed (PRN)' }),
    );
    expect(html.indexOf('<input')).toBeLessThan(html.indexOf('<label'));
    expect(attr(html, 'input', 'type')).toBe('checkbox');
  });

  it('links the textarea counter as a description', () => {
    const html = renderToStaticMarkup(
      createElement(TextAreaField, {
        id: 'note',
        label: 'Note',
        maxLength: 280,
        defaultValue: 'Crush tablets',
      }),
    );
    expect(attr(html, 'textarea', 'aria-describedby')).toBe('note-count');
    expect(html).toContain('13 of 280 characters');
  });
});

describe('prescription demo validation', () => {
  const valid = {
    medication: 'paracetamol',
    dose: '500',
    route: '26643006',
    frequency: '4/1/d',
    asNeeded: false,
    pauseReason: '',
    note: '',
  };

  it('accepts a complete prescription', () => {
    expect(validate(valid, false)).toEqual({});
  });

  it('accepts a decimal comma and rejects zero or text doses', () => {
    expect(validate({ ...valid, dose: '2,5' }, false).dose).toBeUndefined();
    expect(validate({ ...valid, dose: '0' }, false).dose).toMatch(/greater than 0/);
    expect(validate({ ...valid, dose: '500mg' }, false).dose).toMatch(/digits only/);
  });

  it('requires a frequency for as-needed doses too, as their minimum interval', () => {
    expect(validate({ ...valid, frequency: '' }, false).frequency).toBe('Choose a frequency.');
    expect(validate({ ...valid, frequency: '', asNeeded: true }, false).frequency).toMatch(
      /at most/,
    );
    expect(validate({ ...valid, frequency: '1/6/h', asNeeded: true }, false)).toEqual({});
  });

  it('requires a pause reason only for paused prescriptions', () => {
    expect(validate(valid, false).pauseReason).toBeUndefined();
    expect(validate(valid, true).pauseReason).toBeDefined();
    expect(validate({ ...valid, pauseReason: 'surg' }, true).pauseReason).toBeUndefined();
  });
});
