import { isAlwaysSent, isNeverSent, moduleSendsExtension } from './module-sends-mark';
import { isJsonObject, resolveRef, type JsonObject, type OpenApiDocument } from './spec';

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

/** What the description says of one schema property, in one place it can be reached from. */
interface PropertyUse {
  /** From the type that declares the property: `Dosage.patientInstruction`, `Element.id`. */
  readonly element: string;
  /** From the resource or data type the walk started at: `MedicationRequest.dosageInstruction.id`. */
  readonly path: string;
  readonly sent: boolean;
  /** Whether the property is marked `x-module-sends: always`. */
  readonly always: boolean;
}

/** What the module never sends, read once from the description's `x-module-sends: never` marks. */
export interface ModuleSends {
  /**
   * Each marked property named from the type that declares it (`MedicationRequest.priority`,
   * `Dosage.patientInstruction`, `Element.id`, `Duration.comparator`): a type is a component
   * schema or an inline schema titled with a FHIR type name (a contained Medication). What the
   * API pages group and label, and what the guides' `::never-sent` lists name.
   */
  readonly elements: readonly string[];
  /**
   * The same marks named by every path of JSON property names that reaches them from a resource
   * or a data type (`MedicationRequest.dosageInstruction.patientInstruction`, `Dosage.id`,
   * `Duration.comparator`), less a path that the description also reaches without the mark (a
   * notification's Meta sends `profile`, so a Meta on its own may hold it): what the checker
   * looks up for each element of a resource or fragment it checks.
   */
  readonly paths: readonly string[];
  /**
   * The paths, named like `paths`, of every property the description declares without the mark:
   * what the module sends when it applies (the profiles mark them must-support).
   */
  readonly sentPaths: readonly string[];
  /**
   * The paths, named like `paths`, of the properties marked `x-module-sends: always` (the module
   * fills them in every resource it sends): the profiles give them a minimum of 1.
   */
  readonly alwaysSentPaths: readonly string[];
}

/** A plain title (`Dosage`, `Duration`) names a FHIR type; `Dosage.doseAndRate` is a backbone element. */
const fhirTypeTitle = /^[A-Z][A-Za-z]*$/;

const typeTitle = (schema: JsonObject): string | undefined =>
  typeof schema.title === 'string' && fhirTypeTitle.test(schema.title) ? schema.title : undefined;

const isResourceSchema = (schema: JsonObject): boolean =>
  typeTitle(schema) !== undefined &&
  isJsonObject(schema.properties) &&
  isJsonObject(schema.properties.resourceType);

function propertyUses(spec: OpenApiDocument): PropertyUse[] {
  const uses: PropertyUse[] = [];
  const visit = (node: unknown, owner: string, path: string, stack: readonly unknown[]): void => {
    const schema = resolveRef(spec, node);
    if (!isJsonObject(schema) || stack.includes(schema)) return;
    const inner = [...stack, schema];
    // A component reached through $ref declares its own properties, under its own name.
    const component =
      isJsonObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
    const declaring = typeTitle(schema) ?? component ?? owner;
    const here = isResourceSchema(schema) ? declaring : path;
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const parts = schema[key];
      if (Array.isArray(parts)) parts.forEach((part) => visit(part, declaring, here, inner));
    }
    if (schema.items !== undefined) visit(schema.items, declaring, here, inner);
    if (!isJsonObject(schema.properties)) return;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isJsonObject(property)) continue;
      const use = { element: `${declaring}.${name}`, path: `${here}.${name}` };
      uses.push({ ...use, sent: !isNeverSent(property), always: isAlwaysSent(property) });
      visit(property, use.element, use.path, inner);
    }
  };
  // Every resource and data type is also a root of its own: a fragment of one can be checked.
  const roots: JsonObject[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    if (!isJsonObject(node)) return;
    if (typeTitle(node) !== undefined) roots.push(node);
    for (const [key, child] of Object.entries(node))
      if (key !== 'example' && key !== 'examples') collect(child);
  };
  collect(spec);
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    visit(schema, name, typeTitle(schema) ?? name, []);
  }
  for (const root of roots) {
    const title = typeTitle(root) ?? '';
    visit(root, title, title, []);
  }
  return uses;
}

const cache = new WeakMap<OpenApiDocument, ModuleSends>();

/** The one reading of the marks: every consumer (pages, guides, checker, tests) takes its view. */
export function moduleSends(spec: OpenApiDocument): ModuleSends {
  const known = cache.get(spec);
  if (known) return known;
  const uses = propertyUses(spec);
  const sentPaths = new Set(uses.filter((use) => use.sent).map((use) => use.path));
  const never = uses.filter((use) => !use.sent);
  const result: ModuleSends = {
    elements: [...new Set(never.map((use) => use.element))].sort(),
    paths: [...new Set(never.map((use) => use.path))].filter((p) => !sentPaths.has(p)).sort(),
    sentPaths: [...sentPaths].sort(),
    alwaysSentPaths: [...new Set(uses.filter((use) => use.always).map((use) => use.path))].sort(),
  };
  cache.set(spec, result);
  return result;
}

/** The elements the module never sends, from the type that declares each. */
export const neverSentElements = (spec: OpenApiDocument): readonly string[] =>
  moduleSends(spec).elements;

/** Every property-name path from a resource or data type at which the module never sends. */
export const neverSentPaths = (spec: OpenApiDocument): readonly string[] => moduleSends(spec).paths;
