import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4';
import type { StructureDefinition } from './definitions';

const upperFirst = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An element id as FHIRPath: a choice element without its `[x]`, and one type slice of it as
 * that type (`medication[x]:medicationReference` is `medication.ofType(Reference)`).
 */
function fhirPathOf(id: string, types: ReadonlyMap<string, string>): string {
  let at = '';
  return id
    .split('.')
    .map((segment) => {
      at = at ? `${at}.${segment}` : segment;
      const [name = segment] = segment.split(':');
      const type = types.get(at);
      return type === undefined
        ? name.replace('[x]', '')
        : `${name.replace('[x]', '')}.ofType(${upperFirst(type)})`;
    })
    .join('.');
}

type Compiled = (resource: unknown) => unknown[];

/** Parsing a FHIRPath expression costs more than evaluating it: each is compiled once. */
const compiled = new Map<string, Compiled>();

function evaluate(resource: unknown, expression: string): unknown[] {
  let run = compiled.get(expression);
  if (!run) {
    const compiledExpression = fhirpath.compile(expression, r4Model);
    run = (value: unknown) => compiledExpression(value) as unknown[];
    compiled.set(expression, run);
  }
  return run(resource);
}

/**
 * How a resource breaks a profile's own constraints: each element's cardinality in every parent
 * that is present (the never-sent elements' maximum of 0 among them, inside a type slice only
 * for values of its type), and the invariants the
 * profile adds, evaluated by the `fhirpath` engine on the R4 model. Bindings and R4 itself are
 * the checker's part. An empty list when the resource conforms.
 */
export function profileViolations(resource: unknown, profile: StructureDefinition): string[] {
  const violations: string[] = [];
  const elements = profile.snapshot?.element ?? [];
  // Each type slice's one type, by the slice's id.
  const sliceTypes = new Map(
    elements.flatMap((element) =>
      element.sliceName !== undefined && element.type?.[0] !== undefined
        ? [[element.id, element.type[0].code] as const]
        : [],
    ),
  );
  for (const element of elements) {
    const dot = element.id.lastIndexOf('.');
    // A slice's own count is its choice element's, which has its own row.
    if (dot >= 0 && element.sliceName === undefined) {
      const parent = fhirPathOf(element.id.slice(0, dot), sliceTypes);
      const name = fhirPathOf(element.id.slice(dot + 1), sliceTypes);
      const counts = evaluate(resource, `${parent}.select(${name}.count())`) as number[];
      const max = element.max === '*' || element.max === undefined ? Infinity : Number(element.max);
      for (const count of counts) {
        if (count < (element.min ?? 0)) {
          violations.push(`${element.id}: ${count} present, at least ${element.min} required`);
        }
        if (count > max) {
          violations.push(`${element.id}: ${count} present, at most ${element.max} allowed`);
        }
      }
    }
    for (const constraint of element.constraint ?? []) {
      if (constraint.source !== profile.url) continue;
      const holds = evaluate(
        resource,
        `${fhirPathOf(element.id, sliceTypes)}.all(${constraint.expression})`,
      );
      if (holds[0] !== true) {
        violations.push(`${element.id}: ${constraint.key} (${constraint.human})`);
      }
    }
  }
  return violations;
}
