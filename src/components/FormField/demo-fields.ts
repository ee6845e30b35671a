/** Everything the form-fields guide demonstrates live, in the one chunk that demos.tsx loads. */
export { default as TextField } from '../TextField';
export { default as NumberField } from '../NumberField';
export { default as SelectField } from '../SelectField';
export { default as CheckboxField } from '../CheckboxField';
export { default as TextAreaField } from '../TextAreaField';
export { default as MedicationFormDemo } from './MedicationFormDemo';
