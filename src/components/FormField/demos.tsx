import type { ComponentType } from 'react';
import { lazyHydrated } from '@site/src/utils/lazy-hydrated';

type DemoFields = typeof import('./demo-fields');

const loadDemoFields = () => import('./demo-fields');

function demo<Props extends object>(
  pick: (fields: DemoFields) => ComponentType<Props>,
  name: string,
): ComponentType<Props> {
  return lazyHydrated(async () => pick(await loadDemoFields()), undefined, name);
}

/*
 * The live demos of the form-fields guide. The page's HTML shows them in full; their code,
 * about as much as the rest of the page's, loads in a chunk of its own and makes them
 * interactive a moment after the page (see lazyHydrated).
 */
export const TextField = demo((fields) => fields.TextField, 'TextField');
export const NumberField = demo((fields) => fields.NumberField, 'NumberField');
export const SelectField = demo((fields) => fields.SelectField, 'SelectField');
export const CheckboxField = demo((fields) => fields.CheckboxField, 'CheckboxField');
export const TextAreaField = demo((fields) => fields.TextAreaField, 'TextAreaField');
export const MedicationFormDemo = demo((fields) => fields.MedicationFormDemo, 'MedicationFormDemo');
