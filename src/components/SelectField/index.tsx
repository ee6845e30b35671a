import React, { type SelectHTMLAttributes } from 'react';
import FormField, {
  splitFieldProps,
  type FieldBaseProps,
  type FieldManagedAttribute,
} from '../FormField';
import styles from '../FormField/styles.module.css';

export interface SelectOption {
  /** Submitted value, typically a code such as `26643006` or `hospadm`. */
  value: string;
  /** Text the user sees, e.g. the code's display. */
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  FieldManagedAttribute | 'multiple'
>;

export interface SelectFieldProps extends FieldBaseProps, NativeSelectProps {
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value `""`). Use it for required selects so
   * nothing is pre-chosen for the user; omit it to start on the first option.
   */
  placeholder?: string;
}

/** Native `<select>` with label, hint and error wiring, e.g. route or frequency. */
export default function SelectField(props: SelectFieldProps): JSX.Element {
  const [field, { options, placeholder, ...selectProps }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <select {...selectProps} {...control} className={styles.control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
