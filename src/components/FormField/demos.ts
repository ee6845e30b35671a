/** Everything the form-fields guide demonstrates live. */
export { default as TextField } from '../TextField';
export { default as NumberField } from '../NumberField';
export { default as SelectField } from '../SelectField';
export { default as CheckboxField } from '../CheckboxField';
export { default as TextAreaField } from '../TextAreaField';
export { default as MedicationFormDemo } from './MedicationFormDemo';
