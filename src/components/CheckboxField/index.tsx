import React, { type InputHTMLAttributes } from 'react';
import FormField, { type FieldBaseProps } from '../FormField';
import styles from '../FormField/styles.module.css';

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'type'
  | 'required'
  | 'disabled'
  | 'aria-describedby'
  | 'aria-invalid'
  | 'className'
  | 'value'
>;

export interface CheckboxFieldProps extends FieldBaseProps, NativeCheckboxProps {
  /** Value submitted when checked; defaults to the browser's `on`. */
  value?: string;
}

/** A single checkbox with its label to the right, e.g. "As needed (PRN)". */
export default function CheckboxField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  ...inputProps
}: CheckboxFieldProps): JSX.Element {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      layout="inline"
    >
      {(control) => (
        <input {...inputProps} {...control} type="checkbox" className={styles.checkbox} />
      )}
    </FormField>
  );
}
