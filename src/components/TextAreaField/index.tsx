import React, { useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import FormField, {
  splitFieldProps,
  mergeIds,
  type FieldBaseProps,
  type FieldManagedAttribute,
} from '../FormField';
import fieldStyles from '../FormField/styles.module.css';
import styles from './styles.module.css';

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, FieldManagedAttribute>;

export type TextAreaFieldProps = FieldBaseProps & NativeTextAreaProps;

/**
 * Multi-line free text, e.g. a note to the pharmacist (`MedicationRequest.note`).
 * With `maxLength` it shows a character counter that is linked to the control
 * but not live, so screen readers are not interrupted on every keystroke.
 */
export default function TextAreaField(props: TextAreaFieldProps): JSX.Element {
  const [field, { rows = 4, maxLength, value, defaultValue, onChange, ...textareaProps }] =
    splitFieldProps(props);
  const initial = typeof defaultValue === 'string' ? defaultValue : '';
  const [uncontrolledLength, setUncontrolledLength] = useState(initial.length);
  const length = typeof value === 'string' ? value.length : uncontrolledLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>): void {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <FormField {...field}>
      {(control) => {
        const counterId = `${control.id}-count`;
        return (
          <>
            <textarea
              {...textareaProps}
              {...control}
              aria-describedby={mergeIds(
                control['aria-describedby'],
                maxLength !== undefined && counterId,
              )}
              rows={rows}
              maxLength={maxLength}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              className={`${fieldStyles.control} ${styles.textarea}`}
            />
            {maxLength !== undefined && (
              <p id={counterId} className={styles.counter}>
                {length} of {maxLength} characters
              </p>
            )}
          </>
        );
      }}
    </FormField>
  );
}
