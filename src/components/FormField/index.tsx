import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import Icon from '../Icons';
import styles from './styles.module.css';

/** Props every field component shares. */
export interface FieldBaseProps {
  /** Visible label. Always required: placeholders are not labels. */
  label: string;
  /** Optional helper text under the label (format, unit, where the value comes from). */
  hint?: string;
  /**
   * Error message. When set, the control gets `aria-invalid="true"` and the message is announced;
   * otherwise `aria-invalid="false"`.
   */
  error?: string;
  /** Marks the field as mandatory: visible "(required)" text plus the native `required` attribute. */
  required?: boolean;
  /** Disables the control. Disabled fields are skipped by Tab and not submitted. */
  disabled?: boolean;
  /** Explicit id for the control; generated with `useId()` when omitted. */
  id?: string;
  /** Extra class for the outer wrapper. */
  className?: string;
}

/** Ids and ARIA attributes a control must spread onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Attributes of a native control that FormField sets itself (ids, state, ARIA, class); each
 * field component leaves them out of the props it passes through to its control.
 */
export type FieldManagedAttribute = keyof FieldControlProps | 'className';

export interface FormFieldProps extends FieldBaseProps {
  /** Renders the control; spread `control` onto the input, select or textarea. */
  children: (control: FieldControlProps) => ReactNode;
  /**
   * `label` (default): label above the control.
   * `inline`: control first, then label on the same line (checkboxes, radios).
   */
  layout?: 'stacked' | 'inline';
}

/**
 * Separates the props every field hands to FormField from those of its native
 * control, so each field component spreads the rest onto its input unchanged.
 */
export function splitFieldProps<P extends FieldBaseProps>(
  props: P,
): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  const { label, hint, error, required, disabled, id, className, ...control } = props;
  return [{ label, hint, error, required, disabled, id, className }, control];
}

/** Builds the ids used by a field; exported so tests and custom controls can reuse the scheme. */
export function fieldIds(controlId: string): { hintId: string; errorId: string } {
  return { hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins space-separated id lists, skipping empty entries; `undefined` when nothing is left. */
export function mergeIds(...ids: Array<string | undefined | false>): string | undefined {
  const kept = ids.filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/** Joins the ids of the hint and error that are actually rendered. */
export function describedBy(
  controlId: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const { hintId, errorId } = fieldIds(controlId);
  return mergeIds(hint ? hintId : undefined, error ? errorId : undefined);
}

/**
 * Shared shell for every form field: label, required marker, hint, error
 * message and the ARIA wiring between them. The control itself is rendered by
 * the caller through `children`, so one shell serves inputs, selects,
 * textareas and checkboxes.
 */
export default function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
  layout = 'stacked',
  children,
}: FormFieldProps): JSX.Element {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId.replace(/:/g, '')}`;
  const { hintId, errorId } = fieldIds(controlId);
  const hasError = typeof error === 'string' && error.length > 0;

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy(controlId, hint, hasError ? error : undefined),
    // Said outright either way: browsers otherwise report an empty required <select> as
    // invalid from the start (its native validity), before the reader has touched it. A
    // field is invalid when, and only when, its error is shown.
    'aria-invalid': hasError,
    required,
    disabled,
  };

  const labelNode = (
    <label htmlFor={controlId} className={styles.label}>
      {label}
      {required && (
        <span className={styles.required}>
          {' '}
          <span aria-hidden="true">*</span>
          <span className={styles.requiredText}> (required)</span>
        </span>
      )}
    </label>
  );

  return (
    <div
      className={clsx(
        styles.field,
        layout === 'inline' && styles.inline,
        hasError && styles.hasError,
        disabled && styles.isDisabled,
        className,
      )}
    >
      {layout === 'inline' ? (
        <div className={styles.inlineRow}>
          {children(control)}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {children(control)}
        </>
      )}
      {layout === 'inline' && hint && (
        <p id={hintId} className={clsx(styles.hint, styles.inlineHint)}>
          {hint}
        </p>
      )}
      {/* The live region stays mounted so that an error appearing later is announced. */}
      <div aria-live="polite" className={styles.errorRegion}>
        {hasError && (
          <p id={errorId} className={styles.error}>
            <Icon name="warning" className={styles.errorIcon} />{' '}
            <span className={styles.errorPrefix}>Error: </span>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
