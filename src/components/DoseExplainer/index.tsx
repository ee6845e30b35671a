import React, { useId, useState } from 'react';
import NumberField from '../NumberField';
import SelectField, { type SelectOption } from '../SelectField';
import CheckboxField from '../CheckboxField';
import styles from './styles.module.css';

type PeriodUnit = 's' | 'min' | 'h' | 'd' | 'wk' | 'mo' | 'a';

interface Schedule {
  frequency: number;
  period: number;
  periodUnit: PeriodUnit;
  /** How a human would say it. */
  reading: string;
}

/** Schedules offered in the explainer, keyed by the select value. */
const schedules: Readonly<Record<string, Schedule>> = {
  '1/1/d': { frequency: 1, period: 1, periodUnit: 'd', reading: 'once a day' },
  '2/1/d': { frequency: 2, period: 1, periodUnit: 'd', reading: 'twice a day' },
  '3/1/d': { frequency: 3, period: 1, periodUnit: 'd', reading: 'three times a day' },
  '1/8/h': { frequency: 1, period: 8, periodUnit: 'h', reading: 'every 8 hours' },
  '1/6/h': { frequency: 1, period: 6, periodUnit: 'h', reading: 'every 6 hours' },
  '1/12/h': { frequency: 1, period: 12, periodUnit: 'h', reading: 'every 12 hours' },
};

const scheduleOptions: readonly SelectOption[] = Object.entries(schedules).map(
  ([value, schedule]) => ({
    value,
    label: `${schedule.reading} (frequency ${schedule.frequency}, period ${schedule.period} ${schedule.periodUnit})`,
  }),
);

const HOURS_PER_UNIT: Readonly<Record<PeriodUnit, number>> = {
  s: 1 / 3600,
  min: 1 / 60,
  h: 1,
  d: 24,
  wk: 168,
  mo: 730,
  a: 8766,
};

/** Administrations per 24 hours for a schedule; exported for tests. */
export function dosesPerDay(schedule: Schedule): number {
  return (schedule.frequency * 24) / (schedule.period * HOURS_PER_UNIT[schedule.periodUnit]);
}

/** Parses a dose typed with a dot or comma; `null` when it is not a positive number. */
export function parseDose(input: string): number | null {
  const trimmed = input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

function formatNumber(value: number): string {
  return Number.isInteger(value)
    ? String(value)
    : value.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * Interactive explainer: pick a dose and a schedule, see how it is written in
 * a FHIR R4 Dosage and what it means per day.
 */
export default function DoseExplainer(): JSX.Element {
  const [doseInput, setDoseInput] = useState('500');
  const [scheduleKey, setScheduleKey] = useState('3/1/d');
  const [asNeeded, setAsNeeded] = useState(false);
  const outputId = useId();

  const schedule = schedules[scheduleKey] ?? schedules['1/1/d'];
  const dose = parseDose(doseInput);
  const doseError =
    dose === null ? 'Enter a dose greater than 0, for example 500 or 2.5.' : undefined;

  if (schedule === undefined) {
    // Unreachable: the table above always has the fallback key.
    return <p>Schedule table is empty.</p>;
  }

  const perDay = dosesPerDay(schedule);
  const timing = {
    repeat: {
      frequency: schedule.frequency,
      period: schedule.period,
      periodUnit: schedule.periodUnit,
    },
  };
  const dosage = {
    text:
      dose === null
        ? undefined
        : `${formatNumber(dose)} mg ${asNeeded ? `as needed, at most ${schedule.reading.replace(/^every/, 'once every')}` : schedule.reading}`,
    ...(asNeeded ? { asNeededBoolean: true } : {}),
    timing,
    doseAndRate:
      dose === null
        ? undefined
        : [
            {
              doseQuantity: {
                value: dose,
                unit: 'mg',
                system: 'http://unitsofmeasure.org',
                code: 'mg',
              },
            },
          ],
  };

  const summary =
    dose === null
      ? 'Enter a valid dose to see the result.'
      : asNeeded
        ? `Up to ${formatNumber(perDay)} doses per 24 hours, so at most ${formatNumber(dose * perDay)} mg per day. Add maxDosePerPeriod to make that ceiling explicit.`
        : `${formatNumber(perDay)} doses per 24 hours, ${formatNumber(dose * perDay)} mg per day.`;

  return (
    <div className={styles.explainer}>
      <div className={styles.inputs}>
        <NumberField
          label="Dose"
          unit="mg"
          unitLabel="milligrams"
          value={doseInput}
          error={doseError}
          onChange={(event) => setDoseInput(event.target.value)}
        />
        <SelectField
          label="Schedule"
          options={scheduleOptions}
          value={scheduleKey}
          onChange={(event) => setScheduleKey(event.target.value)}
        />
        <CheckboxField
          label="As needed (PRN)"
          hint="Turns the schedule into a minimum interval."
          checked={asNeeded}
          onChange={(event) => setAsNeeded(event.target.checked)}
        />
      </div>
      <div className={styles.output} role="region" aria-labelledby={outputId}>
        <p id={outputId} className={styles.outputTitle}>
          Result
        </p>
        <p className={styles.summary} role="status">
          {summary}
        </p>
        <pre className={styles.json} aria-label="Dosage as FHIR R4 JSON" tabIndex={0}>
          <code>{JSON.stringify(dosage, null, 2)}</code>
        </pre>
      </div>
    </div>
  );
}
