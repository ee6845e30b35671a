import CodeBlock from '@theme/CodeBlock';
import { useId, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

/** One named example of the OpenAPI description. */
export interface ExampleChoice {
  /** The example's key in the description (`oralTablet`): unique, never shown. */
  readonly id: string;
  /** What the reader chooses by: the example's summary. */
  readonly summary: string;
  /** Options of the same group (a response status, "200 OK") are listed under its name. */
  readonly group?: string;
  readonly value: unknown;
}

interface Props {
  /** Names the choice (the label of the select or of the group of radio buttons). */
  readonly label: string;
  readonly choices: readonly ExampleChoice[];
  /**
   * `list`: a radio button per example, every summary readable in full (a response's examples,
   * in the page's column). `select`: one line, for a narrow column with many examples.
   */
  readonly as: 'list' | 'select';
  /** What to show between the choice and the JSON (the example's description). */
  readonly describe?: (choice: ExampleChoice) => ReactNode;
}

function Options({ choices }: { readonly choices: readonly ExampleChoice[] }): ReactNode {
  const groups = [...new Set(choices.map((choice) => choice.group))];
  const option = (choice: ExampleChoice) => (
    <option key={choice.id} value={choice.id}>
      {choice.summary}
    </option>
  );
  if (groups.length === 1 && groups[0] === undefined) return choices.map(option);
  return groups.map((group) => (
    <optgroup key={group ?? ''} label={group ?? ''}>
      {choices.filter((choice) => choice.group === group).map(option)}
    </optgroup>
  ));
}

/**
 * The examples of a response (or of several) as one highlighted JSON document, chosen by
 * summary with native form controls: they work from the keyboard and with a screen reader as
 * any form does, and a long summary wraps instead of widening a strip of tabs.
 */
export default function ExampleChooser({ label, choices, as, describe }: Props): ReactNode {
  const id = useId();
  const [chosenId, setChosenId] = useState(choices[0]?.id);
  const chosen = choices.find((choice) => choice.id === chosenId) ?? choices[0];
  if (!chosen) return null;
  return (
    <div className={styles.chooser}>
      {choices.length > 1 && as === 'select' && (
        <div className={styles.choice}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          <select
            id={id}
            className={styles.select}
            // A long summary may not fit the closed select; the tooltip shows it whole.
            title={chosen.summary}
            value={chosen.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <Options choices={choices} />
          </select>
        </div>
      )}
      {choices.length > 1 && as === 'list' && (
        <fieldset className={styles.list}>
          <legend className={styles.label}>{label}</legend>
          {choices.map((choice) => (
            <label key={choice.id} className={styles.option}>
              <input
                type="radio"
                name={id}
                value={choice.id}
                checked={choice.id === chosen.id}
                onChange={() => setChosenId(choice.id)}
              />{' '}
              {choice.summary}
            </label>
          ))}
        </fieldset>
      )}
      {choices.length === 1 && (
        <p className={styles.single}>
          <span className={styles.label}>{label}:</span> {chosen.summary}
        </p>
      )}
      {describe?.(chosen)}
      <CodeBlock language="json">{JSON.stringify(chosen.value, null, 2)}</CodeBlock>
    </div>
  );
}
