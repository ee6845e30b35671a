import React, { useId, useState } from 'react';
import NumberField from '../NumberField';
import SelectField, { type SelectOption } from '../SelectField';
import CheckboxField from '../CheckboxField';
import { renderDosageText } from '@medication-module/dosage-text';
import styles from './styles.module.css';

type PeriodUnit = 's' | 'min' | 'h' | 'd' | 'wk' | 'mo' | 'a';

interface Schedule {
  frequency: number;
  period: number;
  periodUnit: PeriodUnit;
}

/** Schedules offered in the explainer, keyed by the select value. */
const schedules: Readonly<Record<string, Schedule>> = {
  '1/1/d': { frequency: 1, period: 1, periodUnit: 'd' },
  '2/1/d': { frequency: 2, period: 1, periodUnit: 'd' },
  '3/1/d': { frequency: 3, period: 1, periodUnit: 'd' },
  '1/8/h': { frequency: 1, period: 8, periodUnit: 'h' },
  '1/6/h': { frequency: 1, period: 6, periodUnit: 'h' },
  '1/12/h': { frequency: 1, period: 12, periodUnit: 'h' },
};

// Each schedule in the words of the reference rendering, the wording the whole site uses.
const scheduleOptions: readonly SelectOption[] = Object.entries(schedules).map(
  ([value, schedule]) => ({
    value,
    label: `${renderDosageText({ timing: { repeat: schedule } }) ?? value} (frequency ${schedule.frequency}, period ${schedule.period} ${schedule.periodUnit})`,
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

/**
 * Above this many mg per 24 hours a total is implausible for almost any medicine: it usually
 * means a dose typed in the wrong unit (2000 for 2 g is fine, 20000 is not).
 */
export const IMPLAUSIBLE_MG_PER_DAY = 10_000;

/** A ceiling the page gives the explainer, for example paracetamol's 4000 mg per 24 hours. */
export interface DailyMaximum {
  mgPerDay: number;
  /** What the maximum is for, for example "paracetamol in adults". */
  of: string;
}

/**
 * The warning for a daily total above the given maximum, or above what is plausible when no
 * maximum is given; undefined when the total is within them. Exported for tests.
 */
export function dailyTotalWarning(mgPerDay: number, maximum?: DailyMaximum): string | undefined {
  if (maximum !== undefined && mgPerDay > maximum.mgPerDay) {
    return `${formatNumber(mgPerDay)} mg per 24 hours exceeds the maximum of ${formatNumber(maximum.mgPerDay)} mg for ${maximum.of}. Check the dose and the schedule.`;
  }
  if (mgPerDay > IMPLAUSIBLE_MG_PER_DAY) {
    return `${formatNumber(mgPerDay)} mg per 24 hours is not a plausible daily amount. Check the dose: was it meant in another unit?`;
  }
  return undefined;
}

function formatNumber(value: number): string {
  return Number.isInteger(value)
    ? String(value)
    : value.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

interface DoseExplainerProps {
  /** The daily ceiling to warn against; without it, only implausible totals are flagged. */
  maximum?: DailyMaximum;
}

/**
 * Interactive explainer: pick a dose and a schedule, see how it is written in
 * a FHIR R4 Dosage and what it means per day. The doses are illustrative, not dosing guidance.
 */
export default function DoseExplainer({ maximum }: DoseExplainerProps): JSX.Element {
  const [doseInput, setDoseInput] = useState('500');
  const [scheduleKey, setScheduleKey] = useState('3/1/d');
  const [asNeeded, setAsNeeded] = useState(false);
  const outputId = useId();
  const jsonCaptionId = useId();

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
  const structured = {
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
  // The text is the reference rendering of the structure, as every Dosage on the site reads.
  const dosage = {
    text: dose === null ? undefined : renderDosageText(structured),
    ...structured,
  };

  const warning = dose === null ? undefined : dailyTotalWarning(dose * perDay, maximum);
  const summary =
    dose === null
      ? 'Enter a valid dose to see the result.'
      : warning !== undefined
        ? `Warning: ${warning}`
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
        <p className={warning ? styles.warning : styles.summary} role="status">
          {summary}
        </p>
        <p className={styles.illustrative}>Illustrative doses only, not dosing guidance.</p>
        {/* A pre may not carry a name of its own; as a region it can, so its caption names it. */}
        <figure className={styles.figure}>
          <figcaption id={jsonCaptionId} className={styles.caption}>
            Dosage as FHIR R4 JSON
          </figcaption>
          <pre className={styles.json} role="region" aria-labelledby={jsonCaptionId} tabIndex={0}>
            <code>{JSON.stringify(dosage, null, 2)}</code>
          </pre>
        </figure>
      </div>
    </div>
  );
}
