import { moduleSendsExtension } from '../src/utils/module-sends';
import { isJsonObject, type JsonObject, type OpenApiDocument } from './openapi-spec';

/** One `x-module-sends` key in the description, wherever it was written. */
export interface ModuleSendsUse {
  /** JSON pointer of the object that carries the key. */
  readonly pointer: string;
  readonly value: unknown;
  /** Whether that object is the schema of a property (the only place the key means something). */
  readonly onProperty: boolean;
}

const escape = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every use of the extension, so that a misplaced or misspelt one can be named. */
export function moduleSendsUses(spec: OpenApiDocument): ModuleSendsUse[] {
  const uses: ModuleSendsUse[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${pointer}/${index}`));
      return;
    }
    if (!isJsonObject(node)) return;
    if (moduleSendsExtension in node) {
      // A property's schema is a member of a `properties` object.
      uses.push({
        pointer,
        value: node[moduleSendsExtension],
        onProperty: /\/properties\/[^/]+$/.test(pointer),
      });
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escape(key)}`);
  };
  walk(spec, '#');
  return uses;
}

/**
 * The elements the module never sends, as FHIR paths (`MedicationRequest.dispenseRequest`,
 * `Dosage.patientInstruction`, `Medication.batch`), from the schemas of the description. An
 * inline schema titled with a FHIR type name (a contained Medication, a Ratio) starts its own
 * path, so a type written once and used in several places is listed once.
 */
export function neverSentElements(spec: OpenApiDocument): string[] {
  const found = new Set<string>();
  const visit = (schema: JsonObject, path: string, seen: Set<JsonObject>): void => {
    if (seen.has(schema)) return;
    const within = new Set(seen).add(schema);
    const title = typeof schema.title === 'string' ? schema.title : undefined;
    const base = title && /^[A-Z][A-Za-z]*$/.test(title) ? title : path;
    if (isJsonObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        if (!isJsonObject(property)) continue;
        const elementPath = `${base}.${name}`;
        if (property[moduleSendsExtension] === 'never') found.add(elementPath);
        visit(property, elementPath, within);
      }
    }
    if (isJsonObject(schema.items)) visit(schema.items, base, within);
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf) {
        // A $ref leads to a component schema, which is visited under its own name.
        if (isJsonObject(part) && part.$ref === undefined) visit(part, base, within);
      }
    }
  };
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    visit(schema, name, new Set());
  }
  // Response bodies written inline, such as the OperationOutcome of the error responses.
  const responses = [
    ...Object.values(spec.components.responses),
    ...Object.values(spec.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => Object.values(operation.responses)),
    ),
  ];
  for (const response of responses) {
    for (const media of Object.values(response.content ?? {})) {
      if (isJsonObject(media.schema) && media.schema.$ref === undefined) {
        visit(media.schema, String(media.schema.title ?? 'body'), new Set());
      }
    }
  }
  return [...found].sort();
}
