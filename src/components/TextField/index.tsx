import React, { type InputHTMLAttributes } from 'react';
import FormField, {
  splitFieldProps,
  type FieldBaseProps,
  type FieldManagedAttribute,
} from '../FormField';
import styles from '../FormField/styles.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, FieldManagedAttribute | 'type'>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  /** `search` adds the platform's clear button and search semantics; default `text`. */
  type?: 'text' | 'search';
}

/** Single-line text input, e.g. the medication search box. */
export default function TextField(props: TextFieldProps): JSX.Element {
  const [field, { type = 'text', ...inputProps }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => <input {...inputProps} {...control} type={type} className={styles.control} />}
    </FormField>
  );
}
