import React, { type InputHTMLAttributes } from 'react';
import FormField, {
  splitFieldProps,
  type FieldBaseProps,
  type FieldManagedAttribute,
} from '../FormField';
import styles from '../FormField/styles.module.css';

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  FieldManagedAttribute | 'type' | 'value'
>;

export interface CheckboxFieldProps extends FieldBaseProps, NativeCheckboxProps {
  /** Value submitted when checked; defaults to the browser's `on`. */
  value?: string;
}

/** A single checkbox with its label to the right, e.g. "As needed (PRN)". */
export default function CheckboxField(props: CheckboxFieldProps): JSX.Element {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <FormField {...field} layout="inline">
      {(control) => (
        <input {...inputProps} {...control} type="checkbox" className={styles.checkbox} />
      )}
    </FormField>
  );
}
