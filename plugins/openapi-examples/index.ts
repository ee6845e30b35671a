import path from 'node:path';
import stringify from 'json-stringify-pretty-compact';
import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { isJsonObject } from '@medication-module/api-description';
import { elementAt, fhirTypeAt, parsePath } from './element-path';
import { loadExampleSources, selectExample, type ExampleSources, type Selection } from './sources';
import { replaceLeafDirectives } from '../../scripts/leaf-directive';

/**
 * Embeds an example of the OpenAPI description (or another version of one from
 * packages/api-description/sandbox-history.json) as a ```json code block while the page is compiled, so a guide
 * shows the example itself and never a hand-kept copy of it. Write, on a line of its own:
 *
 *     ::openapi-example{id="medreq-enoxaparin-sc" version="5" path="dosageInstruction[0]"}
 *
 * Exactly one of `id` (a resource the sandbox serves; `version` picks another version),
 * `schema` (a schema's example), `response` (a reusable response's body) or `callback` (the body
 * of a request the module sends; `example` names one of several). `path` shows one
 * element of it, with its FHIR type in the fence (`fhir=Dosage`). The block's title says where the
 * example comes from. Anything that names no example fails the page's compilation.
 */
export const directiveName = 'openapi-example';

const attributeNames = [
  'id',
  'version',
  'schema',
  'response',
  'callback',
  'example',
  'path',
] as const;

/**
 * Widest line of an embedded example: the columns a guide's code block shows on a 1280 px wide
 * screen (measured: 671 px at 9.1 px a character), so only long strings need horizontal scrolling.
 */
export const lineWidth = 73;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The code block a directive stands for. */
export function exampleCode(
  sources: ExampleSources,
  attributes: Record<string, string | null | undefined>,
): Code {
  const unknown = Object.keys(attributes).filter(
    (name) => !(attributeNames as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    throw new Error(
      `unknown attribute ${unknown.join(', ')}; the attributes are ${attributeNames.join(', ')}`,
    );
  }
  const given = (name: (typeof attributeNames)[number]): string | undefined =>
    attributes[name] ?? undefined;
  const selection: Selection = {
    id: given('id'),
    version: given('version'),
    schema: given('schema'),
    response: given('response'),
    callback: given('callback'),
    example: given('example'),
  };
  const example = selectExample(sources, selection);
  const elementPath = given('path');
  const steps = elementPath === undefined ? [] : parsePath(elementPath);
  const value = elementAt(example.value, steps);
  if (!isJsonObject(value)) {
    throw new Error(
      `${elementPath ?? 'the example'} is ${Array.isArray(value) ? 'a list: pick one entry with [index]' : 'a single value: show it in the text'}, not a JSON example`,
    );
  }
  // A resource names its own type; an element declares its data type as the guides' fragments do.
  const fhirType =
    typeof value.resourceType === 'string'
      ? undefined
      : fhirTypeAt(sources.spec, example.schema, steps);
  const title =
    elementPath === undefined ? capitalized(example.origin) : `${elementPath} of ${example.origin}`;
  return {
    type: 'code',
    lang: 'json',
    meta: [fhirType && `fhir=${fhirType}`, `title="${title}"`].filter(Boolean).join(' '),
    value: stringify(value, { maxLength: lineWidth }),
  };
}

const remarkOpenApiExamples: Plugin<[], Root> = () => (tree, file) => {
  // Read once per page, and only by pages that embed an example, so an edit of the description
  // shows on the next compilation of the page.
  let sources: ExampleSources | undefined;
  const load = (): ExampleSources => (sources ??= loadExampleSources());
  const where = file.path ? path.relative(process.cwd(), file.path) : 'a page';
  replaceLeafDirectives(tree, directiveName, (directive) => {
    try {
      return [exampleCode(load(), directive.attributes ?? {})];
    } catch (error) {
      const line = directive.position?.start.line ?? '?';
      throw new Error(`${where}:${line}: ::${directiveName}: ${(error as Error).message}`);
    }
  });
};

export default remarkOpenApiExamples;
