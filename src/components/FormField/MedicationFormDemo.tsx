import React, { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import TextField from '../TextField';
import NumberField from '../NumberField';
import SelectField from '../SelectField';
import CheckboxField from '../CheckboxField';
import TextAreaField from '../TextAreaField';
import { frequencyOptions, pauseReasonOptions, routeOptions } from './options';
import styles from './demo.module.css';

interface Values {
  medication: string;
  dose: string;
  route: string;
  frequency: string;
  asNeeded: boolean;
  pauseReason: string;
  note: string;
}

type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const initialValues: Values = {
  medication: '',
  dose: '',
  route: '',
  frequency: '',
  asNeeded: false,
  pauseReason: '',
  note: '',
};

/** Order in which errors are listed and focus moves: the visual order of the form. */
const fieldOrder: readonly FieldName[] = [
  'medication',
  'dose',
  'route',
  'frequency',
  'asNeeded',
  'pauseReason',
  'note',
];

const DOSE_PATTERN = /^\d+([.,]\d+)?$/;

/** Validation rules of the demo; plain function so it can be unit-tested. */
export function validate(values: Values, paused: boolean): Errors {
  const errors: Errors = {};
  if (values.medication.trim().length < 3) {
    errors.medication = 'Enter at least 3 characters of the medication name or ATC code.';
  }
  const dose = values.dose.trim();
  if (dose === '') {
    errors.dose = 'Enter a dose in mg, for example 500.';
  } else if (!DOSE_PATTERN.test(dose)) {
    errors.dose = 'Use digits only, with at most one decimal separator, for example 2.5.';
  } else if (Number(dose.replace(',', '.')) <= 0) {
    errors.dose = 'The dose must be greater than 0 mg.';
  }
  if (values.route === '') errors.route = 'Choose a route.';
  if (values.frequency === '') {
    // An as-needed dose keeps its timing: it is the minimum interval between doses.
    errors.frequency = values.asNeeded
      ? 'Choose how often the dose may be given at most.'
      : 'Choose a frequency.';
  }
  if (paused && values.pauseReason === '')
    errors.pauseReason = 'Choose why the prescription is paused.';
  return errors;
}

const fieldLabels: Record<FieldName, string> = {
  medication: 'Medication',
  dose: 'Dose',
  route: 'Route',
  frequency: 'Frequency',
  asNeeded: 'As needed',
  pauseReason: 'Pause reason',
  note: 'Note to pharmacy',
};

/**
 * A working prescription form built from the library's fields. Submitting
 * validates every field, shows an error summary with links, and moves focus to
 * the summary so keyboard and screen-reader users land on the list of problems.
 */
export default function MedicationFormDemo(): JSX.Element {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [paused, setPaused] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  function set<K extends FieldName>(name: K, value: Values[K]): void {
    setValues((previous) => ({ ...previous, [name]: value }));
    setSubmitted(null);
    // Clear a field's error as soon as it is edited; revalidate on the next submit.
    setErrors((previous) =>
      previous[name] === undefined ? previous : { ...previous, [name]: undefined },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const found = validate(values, paused);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSubmitted(null);
      // Wait for the summary to render before focusing it.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const frequency = (
      frequencyOptions.find((option) => option.value === values.frequency)?.label ?? ''
    ).toLowerCase();
    const schedule = values.asNeeded
      ? `as needed, at most ${frequency.replace(/^every/, 'once every')}`
      : frequency;
    const route = routeOptions.find((option) => option.value === values.route)?.label ?? '';
    setSubmitted(
      `${values.medication.trim()}, ${values.dose.trim().replace(',', '.')} mg, ${route.toLowerCase()}, ${schedule}${
        paused ? ' (paused)' : ''
      }.`,
    );
  }

  function handleReset(): void {
    setValues(initialValues);
    setErrors({});
    setPaused(false);
    setSubmitted(null);
  }

  /** Error-summary links move focus to the field itself, not just scroll to it. */
  function focusField(event: MouseEvent<HTMLAnchorElement>, name: FieldName): void {
    const target = document.getElementById(`rx-demo-${name}`);
    if (target === null) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  }

  const errorEntries = fieldOrder.flatMap((name) => {
    const message = errors[name];
    return message === undefined ? [] : [{ name, message }];
  });

  return (
    <form
      className={styles.demo}
      noValidate
      onSubmit={handleSubmit}
      onReset={handleReset}
      aria-label="Prescription form demo"
    >
      {errorEntries.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          className={styles.summary}
          role="group"
          aria-labelledby="rx-demo-summary-title"
        >
          <p id="rx-demo-summary-title" className={styles.summaryTitle}>
            {errorEntries.length === 1
              ? 'There is 1 problem'
              : `There are ${errorEntries.length} problems`}{' '}
            with this prescription
          </p>
          <ul>
            {errorEntries.map(({ name, message }) => (
              <li key={name}>
                <a href={`#rx-demo-${name}`} onClick={(event) => focusField(event, name)}>
                  {fieldLabels[name]}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <TextField
        id="rx-demo-medication"
        type="search"
        label="Medication"
        hint="Name or ATC code, e.g. paracetamol or N02BE01."
        required
        autoComplete="off"
        value={values.medication}
        error={errors.medication}
        onChange={(event) => set('medication', event.target.value)}
      />
      <NumberField
        id="rx-demo-dose"
        label="Dose"
        unit="mg"
        unitLabel="milligrams"
        hint="Amount per administration."
        required
        value={values.dose}
        error={errors.dose}
        onChange={(event) => set('dose', event.target.value)}
      />
      <SelectField
        id="rx-demo-route"
        label="Route"
        required
        placeholder="Choose a route"
        options={routeOptions}
        value={values.route}
        error={errors.route}
        onChange={(event) => set('route', event.target.value)}
      />
      <SelectField
        id="rx-demo-frequency"
        label="Frequency"
        hint={
          values.asNeeded
            ? 'As needed: the most often the dose may be given.'
            : 'How often the dose is given.'
        }
        required
        placeholder="Choose a frequency"
        options={frequencyOptions}
        value={values.frequency}
        error={errors.frequency}
        onChange={(event) => set('frequency', event.target.value)}
      />
      <CheckboxField
        id="rx-demo-asNeeded"
        label="As needed (PRN)"
        hint="Sets Dosage.asNeededBoolean to true; the frequency becomes the minimum interval."
        checked={values.asNeeded}
        onChange={(event) => set('asNeeded', event.target.checked)}
      />
      <CheckboxField
        id="rx-demo-paused"
        label="Pause this prescription"
        hint="Sets status to on-hold; a pause reason becomes required."
        checked={paused}
        onChange={(event) => {
          setPaused(event.target.checked);
          setSubmitted(null);
          if (!event.target.checked) set('pauseReason', '');
        }}
      />
      <SelectField
        id="rx-demo-pauseReason"
        label="Pause reason"
        hint={
          paused
            ? 'Stored in MedicationRequest.statusReason.'
            : 'Only needed when the prescription is paused.'
        }
        required={paused}
        disabled={!paused}
        placeholder="Choose a reason"
        options={pauseReasonOptions}
        value={values.pauseReason}
        error={errors.pauseReason}
        onChange={(event) => set('pauseReason', event.target.value)}
      />
      <TextAreaField
        id="rx-demo-note"
        label="Note to pharmacy"
        hint="Optional. Stored as MedicationRequest.note; do not put dosing instructions here."
        maxLength={280}
        value={values.note}
        onChange={(event) => set('note', event.target.value)}
      />

      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          Check prescription
        </button>
        <button type="reset" className="button button--secondary">
          Clear form
        </button>
      </div>
      <p className={styles.result} role="status">
        {submitted !== null ? `Valid: ${submitted}` : ''}
      </p>
    </form>
  );
}
