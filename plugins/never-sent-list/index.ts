import type { InlineCode, Paragraph, PhrasingContent, Root } from 'mdast';
import type { Plugin } from 'unified';
import { replaceLeafDirectives, requiredAttribute } from '../../scripts/leaf-directive';
import { neverSentElements } from '@medication-module/api-description';
import { isJsonObject, loadSpec, type OpenApiDocument } from '@medication-module/api-description';

/**
 * `::never-sent{type="MedicationRequest"}` on a line of its own becomes a paragraph naming the
 * elements of that resource the module never sends, in the order of the OpenAPI schema, from
 * the one walker of the marks the API pages and the checker read (packages/api-description/src/module-sends.ts). A choice element
 * none of whose choices is sent (`reportedBoolean`, `reportedReference`) is named as R4 names it
 * (`reported[x]`), as the schema's description of each choice says; a choice the module never
 * sends of an element it does send (`occurrenceTiming`) is named on its own.
 */
export const neverSentDirective = 'never-sent';

/** `reported[x]` from "One of `reportedBoolean` | `reportedReference` (reported[x], 0..1)". */
const choiceElement = (description: unknown): string | undefined =>
  typeof description === 'string' ? /\((\w+\[x\])[,)]/.exec(description)?.[1] : undefined;

/** The top-level elements of `type` the module never sends, as R4 names them. */
export function neverSentOf(spec: OpenApiDocument, type: string): string[] {
  const schema = spec.components.schemas[type];
  if (!schema || !isJsonObject(schema.properties)) {
    throw new Error(`::${neverSentDirective}: the OpenAPI description has no schema "${type}".`);
  }
  const properties = Object.entries(schema.properties).filter(([, property]) =>
    isJsonObject(property),
  ) as [string, Record<string, unknown>][];
  const choicesOf = (element: string) =>
    properties.filter(([, property]) => choiceElement(property.description) === element);
  const never = new Set(neverSentElements(spec));
  const isNeverSent = (name: string): boolean => never.has(`${type}.${name}`);
  const names = new Set<string>();
  for (const [name, property] of properties) {
    if (!isNeverSent(name)) continue;
    const element = choiceElement(property.description);
    // A choice element is never sent only if none of its choices is; otherwise name the choice.
    const whole =
      element !== undefined && choicesOf(element).every(([choice]) => isNeverSent(choice));
    names.add(whole ? element : name);
  }
  if (names.size === 0) {
    throw new Error(
      `::${neverSentDirective}: no element of ${type} is marked x-module-sends: never.`,
    );
  }
  return [...names];
}

function paragraph(elements: readonly string[]): Paragraph {
  const children: PhrasingContent[] = elements.flatMap((element, index) => {
    const code: InlineCode = { type: 'inlineCode', value: element };
    const separator = index === elements.length - 1 ? '.' : ', ';
    return [code, { type: 'text', value: separator }];
  });
  return { type: 'paragraph', children };
}

const remarkNeverSentList: Plugin<[], Root> = () => (tree) => {
  replaceLeafDirectives(tree, neverSentDirective, (directive) => [
    paragraph(neverSentOf(loadSpec(), requiredAttribute(directive, 'type'))),
  ]);
};

export default remarkNeverSentList;
