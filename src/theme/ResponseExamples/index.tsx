import ExampleChooser, { type ExampleChoice } from '@site/src/components/ExampleChooser';
import Markdown from '@theme/Markdown';
import TabItem from '@theme/TabItem';
import type { ReactNode } from 'react';

/**
 * The examples of a response body (and nothing else of the theme's module: its XML helper is
 * used by no theme component). The theme makes each named example a tab labelled with its
 * key (`oralTablet`), after a Schema tab that is shown first. Here they are one tab, shown
 * first (ResponseSchema puts it after Schema; ../SchemaTabs moves a default tab to the front),
 * in which the reader picks an example by its summary; the schema is one click away.
 *
 * Examples come only from the OpenAPI description, where tests validate each one against FHIR
 * R4. The theme would add an "Example (auto)" tab generated from the schema, whose placeholder
 * values ("string", the first enum code) are not valid FHIR and would sit next to the real ones.
 */
interface ExampleObject {
  readonly summary?: string;
  readonly description?: string;
  readonly value?: unknown;
}

const describe = (descriptions: ReadonlyMap<string, string>) =>
  function ExampleDescription(choice: ExampleChoice): ReactNode {
    const description = descriptions.get(choice.id);
    return description ? <Markdown>{description}</Markdown> : null;
  };

function examplesTab(examples: [string, ExampleObject][]): ReactNode {
  const choices = examples.map(([id, example]) => ({
    id,
    summary: example.summary ?? id,
    value: example.value,
  }));
  const descriptions = new Map(
    examples.flatMap(([id, example]) => (example.description ? [[id, example.description]] : [])),
  );
  return (
    <TabItem key="example" label="Example" value="example" default>
      <ExampleChooser
        label="Example"
        as="list"
        choices={choices}
        describe={describe(descriptions)}
      />
    </TabItem>
  );
}

/** Called by the theme's ResponseSchema as a function, not rendered as a component. */
export function ResponseExamples({
  responseExamples,
}: {
  responseExamples: Record<string, ExampleObject>;
  mimeType: string;
}): ReactNode {
  return examplesTab(Object.entries(responseExamples));
}

/** A media type's single unnamed `example`. */
export function ResponseExample({
  responseExample,
}: {
  responseExample: unknown;
  mimeType: string;
}): ReactNode {
  return examplesTab([['example', { summary: 'Example', value: responseExample }]]);
}

export function ExampleFromSchema(): null {
  return null;
}
