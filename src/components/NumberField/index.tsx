import React, { type InputHTMLAttributes } from 'react';
import FormField, {
  splitFieldProps,
  mergeIds,
  type FieldBaseProps,
  type FieldManagedAttribute,
} from '../FormField';
import fieldStyles from '../FormField/styles.module.css';
import hidden from '../../css/visually-hidden.module.css';
import styles from './styles.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  FieldManagedAttribute | 'type' | 'inputMode'
>;

export interface NumberFieldProps extends FieldBaseProps, NativeInputProps {
  /** Unit shown next to the value and read out with it, e.g. `mg` or `mL`. Use the UCUM code's display form. */
  unit: string;
  /** Optional longer unit name for screen readers, e.g. `milligram` for `mg`. */
  unitLabel?: string;
}

/**
 * Numeric input with a visible unit, e.g. a dose. It is a text input with
 * `inputMode="decimal"` rather than `type="number"`: number inputs change the
 * value on mouse-wheel scroll, reject decimal commas and hide what was typed.
 */
export default function NumberField(props: NumberFieldProps): JSX.Element {
  const [field, { unit, unitLabel, ...inputProps }] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => {
        const unitId = `${control.id}-unit`;
        return (
          <div className={styles.group}>
            <input
              {...inputProps}
              {...control}
              aria-describedby={mergeIds(unitId, control['aria-describedby'])}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={`${fieldStyles.control} ${styles.input}`}
            />
            <span id={unitId} className={styles.unit}>
              <span aria-hidden={unitLabel ? true : undefined}>{unit}</span>
              {unitLabel && <span className={hidden.visuallyHidden}>{unitLabel}</span>}
            </span>
          </div>
        );
      }}
    </FormField>
  );
}
