import { isNeverSent } from '../../src/utils/module-sends';
import { isJsonObject, resolveRef, type JsonObject, type OpenApiDocument } from '../openapi-spec';

const isResourceSchema = (schema: JsonObject): boolean =>
  typeof schema.title === 'string' &&
  isJsonObject(schema.properties) &&
  isJsonObject(schema.properties.resourceType);

/**
 * The JSON properties the module never sends, each as a path of property names from the resource
 * or data type that holds it: `MedicationRequest.reportedBoolean`,
 * `MedicationRequest.dosageInstruction.doseAndRate.rateRatio`, `MedicationRequest.meta.profile`,
 * `Medication.batch` (a contained Medication starts its own path), `Dosage.patientInstruction` (a
 * Dosage on its own) and `Element.id` (every data type inherits it). Read from the schemas of the
 * OpenAPI description, where each resource and data type lists every R4 element and says which
 * the module never sends (`x-module-sends: never`, src/utils/module-sends.ts); the same data type can be sent in one place and not in another (a
 * notification's `meta.profile`).
 */
export function neverSentElements(spec: OpenApiDocument): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, path: string, stack: readonly unknown[]): void => {
    const schema = resolveRef(spec, node);
    if (!isJsonObject(schema) || stack.includes(schema)) return;
    const here = isResourceSchema(schema) ? String(schema.title) : path;
    const inner = [...stack, schema];
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const parts = schema[key];
      if (Array.isArray(parts)) parts.forEach((part) => visit(part, here, inner));
    }
    if (schema.items !== undefined) visit(schema.items, here, inner);
    if (!isJsonObject(schema.properties)) return;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isJsonObject(property)) continue;
      if (isNeverSent(property)) found.add(`${here}.${name}`);
      visit(property, `${here}.${name}`, inner);
    }
  };
  const roots: JsonObject[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    if (!isJsonObject(node)) return;
    if (isResourceSchema(node)) roots.push(node);
    for (const [key, child] of Object.entries(node))
      if (key !== 'example' && key !== 'examples') collect(child);
  };
  collect(spec);
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    visit(schema, typeof schema.title === 'string' ? schema.title : name, []);
  }
  roots.forEach((root) => visit(root, String(root.title), []));
  return [...found].sort();
}
