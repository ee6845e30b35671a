import {
  isJsonObject,
  resolveRef,
  type JsonObject,
  type OpenApiDocument,
} from '@medication-module/api-description';
import {
  formatPath,
  jsonPathPattern,
  parsePath as parseJsonPath,
  type PathStep,
} from '@medication-module/fhir-checker/json-path';

/**
 * A path into an example, written as the checker writes JSON paths without the leading `$.`:
 * `dosageInstruction[0].timing`, `extension[0]`, `occurrencePeriod` (one grammar, the checker's
 * packages/fhir-checker/src/json-path.ts). Each step is an element name or a list index.
 */
export function parsePath(path: string): PathStep[] {
  const json = `$.${path}`;
  // Element names are plain words; the checker's quoted steps name no FHIR element.
  if (!jsonPathPattern.test(json) || json.includes('["')) {
    throw new Error(
      `path "${path}" is not an element path such as dosageInstruction[0].timing (names joined by dots, list entries as [index])`,
    );
  }
  return parseJsonPath(json);
}

const showPath = (steps: readonly PathStep[]): string =>
  formatPath(steps).replace(/^\$\.?/, '') || 'the example';

/** The element the path names, or an error that says what is there instead. */
export function elementAt(value: unknown, steps: readonly PathStep[]): unknown {
  let current = value;
  steps.forEach((step, index) => {
    const where = showPath(steps.slice(0, index));
    if (typeof step === 'number') {
      if (!Array.isArray(current))
        throw new Error(`${where} is not a list, so it has no [${step}]`);
      if (step >= current.length) {
        const entries =
          current.length === 1
            ? 'one entry, [0]'
            : `${current.length} entries, [0] to [${current.length - 1}]`;
        throw new Error(`${where} has ${entries}, not [${step}]`);
      }
      current = current[step];
      return;
    }
    if (!isJsonObject(current)) {
      throw new Error(
        `${where} is ${Array.isArray(current) ? 'a list: pick an entry with [index] before' : 'a value without elements, so it has no'} ${step}`,
      );
    }
    if (!(step in current)) {
      throw new Error(
        `${where} has no element ${step}; its elements are ${Object.keys(current).join(', ')}`,
      );
    }
    current = current[step];
  });
  return current;
}

/** A schema with its `$ref` followed, and the schemas it is made of (`allOf`). */
function parts(spec: OpenApiDocument, node: unknown): JsonObject[] {
  const schema = resolveRef(spec, node);
  if (!isJsonObject(schema)) return [];
  const members = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [schema, ...members.flatMap((member) => parts(spec, member))];
}

/** A plain title (`Dosage`, `Timing`) names a FHIR type; `Dosage.doseAndRate` is a backbone element. */
const fhirTypeTitle = /^[A-Z][A-Za-z]+$/;

/**
 * The FHIR data type of the element at `steps`, read from the OpenAPI description's schemas: each
 * schema's title names the R4 type it describes (see `x-inline-types` in the description).
 */
export function fhirTypeAt(
  spec: OpenApiDocument,
  rootSchema: unknown,
  steps: readonly PathStep[],
): string {
  let schemas = parts(spec, rootSchema);
  steps.forEach((step, index) => {
    const next = schemas.flatMap((schema) => {
      if (typeof step === 'number') return schema.items === undefined ? [] : [schema.items];
      const properties = isJsonObject(schema.properties) ? schema.properties : {};
      return step in properties ? [properties[step]] : [];
    });
    if (next.length === 0) {
      throw new Error(
        `the API description has no schema for ${showPath(steps.slice(0, index + 1))}`,
      );
    }
    schemas = next.flatMap((schema) => parts(spec, schema));
  });
  const title = schemas.map((schema) => schema.title).find((name) => typeof name === 'string');
  if (typeof title !== 'string' || !fhirTypeTitle.test(title)) {
    throw new Error(
      `${showPath(steps)} is ${typeof title === 'string' ? `a ${title}` : 'an element'}, not a FHIR data type: embed the element that holds it`,
    );
  }
  return title;
}
