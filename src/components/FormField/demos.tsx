import { lazyHydrated } from '@site/src/utils/lazy-hydrated';

const loadDemoFields = () => import('./demo-fields');

/*
 * The live demos of the form-fields guide. The page's HTML shows them in full; their code,
 * about as much as the rest of the page's, loads in a chunk of its own and makes them
 * interactive a moment after the page (see lazyHydrated).
 */
export const TextField = lazyHydrated(
  async () => (await loadDemoFields()).TextField,
  undefined,
  'TextField',
);
export const NumberField = lazyHydrated(
  async () => (await loadDemoFields()).NumberField,
  undefined,
  'NumberField',
);
export const SelectField = lazyHydrated(
  async () => (await loadDemoFields()).SelectField,
  undefined,
  'SelectField',
);
export const CheckboxField = lazyHydrated(
  async () => (await loadDemoFields()).CheckboxField,
  undefined,
  'CheckboxField',
);
export const TextAreaField = lazyHydrated(
  async () => (await loadDemoFields()).TextAreaField,
  undefined,
  'TextAreaField',
);
export const MedicationFormDemo = lazyHydrated(
  async () => (await loadDemoFields()).MedicationFormDemo,
  undefined,
  'MedicationFormDemo',
);
