import ExampleChooser, { type ExampleChoice } from '@site/src/components/ExampleChooser';
import { statusTitle } from '@site/src/utils/http-status';
import type { ReactNode } from 'react';
import { useSharedResponses } from './read-store';
import type { DocumentedResponses } from './store';
import styles from './styles.module.css';

/** Every named example of every JSON response, success first, grouped by status. */
export function responseExampleChoices(responses: DocumentedResponses): ExampleChoice[] {
  const statuses = Object.keys(responses).sort(
    (a, b) => Number(!a.startsWith('2')) - Number(!b.startsWith('2')),
  );
  return statuses.flatMap((status) =>
    Object.entries(responses[status]?.content ?? {})
      .filter(([mediaType]) => mediaType.endsWith('json'))
      .flatMap(([, media]) =>
        Object.entries(media.examples ?? {}).map(([id, example]) => {
          const { summary, value } = (example ?? {}) as { summary?: string; value?: unknown };
          return {
            id: `${status}-${id}`,
            summary: summary ?? id,
            group: statusTitle(status),
            value,
          };
        }),
      ),
  );
}

/**
 * A response example under the request sample, in the explorer's column (desktop): the
 * answer to the request beside the request itself, chosen by its summary among the examples
 * of every status. On a phone the Responses section right below the sample shows them.
 */
export default function ResponseExampleCard(): ReactNode {
  const responses = useSharedResponses();
  const choices = responses ? responseExampleChoices(responses) : [];
  if (choices.length === 0) return null;
  return (
    <div className={styles.card}>
      <ExampleChooser label="Response example" as="select" choices={choices} />
    </div>
  );
}
