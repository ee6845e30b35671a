import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4';
import type { StructureDefinition } from './definitions';

/** FHIRPath names a choice element without its `[x]`. */
const fhirPathOf = (path: string): string => path.replaceAll('[x]', '');

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
 * that is present (the never-sent elements' maximum of 0 among them), and the invariants the
 * profile adds, evaluated by the `fhirpath` engine on the R4 model. Bindings and R4 itself are
 * the checker's part. An empty list when the resource conforms.
 */
export function profileViolations(resource: unknown, profile: StructureDefinition): string[] {
  const violations: string[] = [];
  for (const element of profile.snapshot?.element ?? []) {
    const dot = element.path.lastIndexOf('.');
    if (dot >= 0) {
      const parent = fhirPathOf(element.path.slice(0, dot));
      const name = fhirPathOf(element.path.slice(dot + 1));
      const counts = evaluate(resource, `${parent}.select(${name}.count())`) as number[];
      const max = element.max === '*' || element.max === undefined ? Infinity : Number(element.max);
      for (const count of counts) {
        if (count < (element.min ?? 0)) {
          violations.push(`${element.path}: ${count} present, at least ${element.min} required`);
        }
        if (count > max) {
          violations.push(`${element.path}: ${count} present, at most ${element.max} allowed`);
        }
      }
    }
    for (const constraint of element.constraint ?? []) {
      if (constraint.source !== profile.url) continue;
      const holds = evaluate(resource, `${fhirPathOf(element.path)}.all(${constraint.expression})`);
      if (holds[0] !== true) {
        violations.push(`${element.path}: ${constraint.key} (${constraint.human})`);
      }
    }
  }
  return violations;
}
