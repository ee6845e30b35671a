import { terminologyBindings } from '../../config/terminology-bindings';
import { codeSystems, valueSetById, type ValueSetResource } from '../../scripts/fhir-conformance';
import { isPlainObject, walkFhir } from './fhir-walk';

/**
 * Where the guides and the OpenAPI description use codes, and whether each is in the module's
 * ValueSet for that element (static/fhir/). A coding of a system that the element's ValueSet does
 * not include is not judged here (FHIR allows further codings); a coding of a system the module
 * defines itself must be a concept of that CodeSystem wherever it appears.
 */
export interface CodeUse {
  /** Where the code is written, for example `docs/x.md:12 $.dosageInstruction[0].route`. */
  where: string;
  /** R4 element path, for example `Dosage.route`. */
  element: string;
  system?: string;
  code: string;
}

export function codeUses(type: string, value: unknown, where: string): CodeUse[] {
  const uses: CodeUse[] = [];
  const coding = (element: string, path: string, item: unknown): void => {
    if (isPlainObject(item) && typeof item.code === 'string') {
      uses.push({
        where: `${where} ${path}`,
        element,
        system: typeof item.system === 'string' ? item.system : undefined,
        code: item.code,
      });
    }
  };
  walkFhir(type, value, (node) => {
    const element = node.element.path;
    if (node.type === 'Coding') coding(element, node.path, node.value);
    if (node.type === 'CodeableConcept' && isPlainObject(node.value)) {
      const codings = Array.isArray(node.value.coding) ? node.value.coding : [];
      codings.forEach((item: unknown, i) => coding(element, `${node.path}.coding[${i}]`, item));
    }
    if (node.type === 'code' && typeof node.value === 'string' && boundValueSet(element)) {
      uses.push({ where: `${where} ${node.path}`, element, code: node.value });
    }
  });
  return uses;
}

function boundValueSet(element: string): ValueSetResource | undefined {
  const binding = terminologyBindings.find((candidate) => candidate.elements.includes(element));
  return binding ? valueSetById(binding.valueSet) : undefined;
}

const localConcepts = new Map(
  codeSystems().map((system) => [system.url, new Set(system.concept.map((c) => c.code))]),
);

/** Why a use breaks the module's terminology, or undefined when it does not. */
export function codeUseProblem(use: CodeUse): string | undefined {
  const local = use.system === undefined ? undefined : localConcepts.get(use.system);
  if (local && !local.has(use.code)) {
    return `${use.system}#${use.code} is not a concept of the module's CodeSystem`;
  }
  const valueSet = boundValueSet(use.element);
  if (!valueSet) return undefined;
  const includes = valueSet.compose.include.filter(
    (include) => use.system === undefined || include.system === use.system,
  );
  if (includes.length === 0) return undefined;
  const inSet = includes.some((include) => include.concept.some((c) => c.code === use.code));
  return inSet
    ? undefined
    : `${use.element} uses ${use.system ?? '(code)'}#${use.code}, not in ValueSet ${valueSet.id}`;
}
