import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4';
import type { CheckerData, ProfileInvariant } from './data';
import { childPath, finding, type Finding } from './findings';
import { guideLinks } from './guide-links';
import { invariantExplanation } from './invariant-explanations';
import { isPlainObject } from './walk';

/**
 * The module's rules as its profiles state them: each invariant of a module profile
 * (@medication-module/fhir-package), evaluated by the `fhirpath` engine with its R4 model on every
 * value of the element that carries it. Whether a value passes is the expression's answer alone;
 * the checker adds only where to look and what it means (invariant-explanations.ts).
 */

/** The parts of a profile the invariants are read from (a StructureDefinition of any typing). */
interface ProfileShape {
  url: string;
  name?: string;
  type?: string;
  snapshot?: {
    element: readonly {
      path: string;
      type?: readonly { code: string }[];
      constraint?: readonly {
        key?: string;
        severity?: string;
        human?: string;
        expression?: string;
        source?: string;
      }[];
    }[];
  };
}

/**
 * The invariants the profiles add to R4 (those whose `source` is the profile itself), with the
 * element that carries each and its type. Throws for an invariant on a primitive element, which
 * the checker does not evaluate, so that no rule of a profile is silently left out.
 */
export function profileInvariants(profiles: readonly ProfileShape[]): ProfileInvariant[] {
  return profiles.flatMap((profile) =>
    (profile.snapshot?.element ?? []).flatMap((element) =>
      (element.constraint ?? [])
        .filter((constraint) => constraint.source === profile.url)
        .map((constraint): ProfileInvariant => {
          const { key, severity, human, expression } = constraint;
          if (!key || !human || !expression || (severity !== 'error' && severity !== 'warning'))
            throw new Error(`${profile.url} has an incomplete invariant on ${element.path}`);
          const elementType = element.path.includes('.') ? element.type?.[0]?.code : profile.type;
          if (!elementType || !/^[A-Z]/.test(elementType) || (element.type?.length ?? 0) > 1)
            throw new Error(
              `${key} of ${profile.url} sits on ${element.path}, which is not of one complex type`,
            );
          return {
            profile: { url: profile.url, name: profile.name ?? profile.url },
            element: element.path,
            elementType,
            key,
            severity,
            human,
            expression,
          };
        }),
    ),
  );
}

type Evaluate = (value: unknown) => unknown[];

const compiled = new WeakMap<ProfileInvariant, Evaluate | null>();

/** Compiled on first use; null when the engine cannot read the expression. */
function evaluatorOf(invariant: ProfileInvariant): Evaluate | null {
  const known = compiled.get(invariant);
  if (known !== undefined) return known;
  let evaluate: Evaluate | null;
  try {
    const run = fhirpath.compile(
      { base: invariant.elementType, expression: invariant.expression },
      r4Model,
      { traceFn: () => undefined },
    );
    evaluate = (value) => run(value as object) as unknown[];
  } catch {
    evaluate = null;
  }
  compiled.set(invariant, evaluate);
  return evaluate;
}

/** The values of a profile element in a resource, with their JSON paths (`[x]` matches each type). */
function valuesOf(
  resource: Record<string, unknown>,
  element: string,
  path: string,
): { value: Record<string, unknown>; path: string }[] {
  let reached = [{ value: resource as unknown, path }];
  for (const name of element.split('.').slice(1)) {
    reached = reached.flatMap(({ value, path: at }) => {
      if (!isPlainObject(value)) return [];
      const keys = name.endsWith('[x]')
        ? Object.keys(value).filter(
            (key) => key.startsWith(name.slice(0, -3)) && /^[A-Z]/.test(key.slice(name.length - 3)),
          )
        : [name];
      return keys.flatMap((key) => {
        const child = value[key];
        const here = childPath(at, key);
        return Array.isArray(child)
          ? child.map((item, index) => ({ value: item as unknown, path: childPath(here, index) }))
          : child === undefined
            ? []
            : [{ value: child, path: here }];
      });
    });
  }
  return reached.flatMap(({ value, path: at }) =>
    isPlainObject(value) ? [{ value, path: at }] : [],
  );
}

/**
 * The findings of one invariant on one value: none when the expression holds. The engine may add
 * type information to what it reads, so it reads `copy`, a copy of the value.
 */
function findingsOf(
  invariant: ProfileInvariant,
  value: Record<string, unknown>,
  copy: unknown,
  path: string,
  resourceType: string,
): Finding[] {
  const evaluate = evaluatorOf(invariant);
  if (evaluate === null) return [];
  let result: unknown[];
  try {
    result = evaluate(copy);
  } catch {
    return [];
  }
  // As the HL7 validator reads an invariant: anything but true breaks it.
  if (result.length === 1 && result[0] === true) return [];
  const explanation = invariantExplanation(invariant.key);
  const observed = explanation?.observed?.(value);
  const advice = explanation?.advice?.(value);
  const message = [
    observed,
    `${invariant.human.replace(/\.?$/, '')} (invariant ${invariant.key} of the profile ${invariant.profile.name}, on ${invariant.element}).`,
    advice,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
  const places = explanation?.at?.(value) ?? [];
  const paths = places.length > 0 ? places.map((steps) => steps.reduce(childPath, path)) : [path];
  const guide = explanation?.guide(resourceType) ?? guideLinks.profiles;
  return paths.map((at) => ({
    ...finding(
      invariant.severity === 'error' ? 'warning' : 'information',
      invariant.key,
      at,
      message,
      guide,
    ),
    profile: { url: invariant.profile.url, element: invariant.element, invariant: invariant.key },
  }));
}

/** The module profiles' invariants on a resource of a profiled type, wherever it sits. */
export function resourceInvariantFindings(
  data: CheckerData,
  resource: Record<string, unknown>,
  path: string,
): Finding[] {
  const type = String(resource.resourceType);
  const byElement = new Map<string, ProfileInvariant[]>();
  for (const invariant of data.module.invariants) {
    if (invariant.element.split('.')[0] !== type) continue;
    byElement.set(invariant.element, [...(byElement.get(invariant.element) ?? []), invariant]);
  }
  return [...byElement].flatMap(([element, invariants]) =>
    valuesOf(resource, element, path).flatMap(({ value, path: at }) => {
      const copy = structuredClone(value);
      return invariants.flatMap((invariant) => findingsOf(invariant, value, copy, at, type));
    }),
  );
}

/**
 * The invariants on a fragment of a declared data type (a Dosage on its own): those of the
 * profile elements of that type, as if the fragment sat in one.
 */
export function fragmentInvariantFindings(
  data: CheckerData,
  type: string,
  value: Record<string, unknown>,
  path: string,
): Finding[] {
  const seen = new Set<string>();
  const copy = structuredClone(value);
  return data.module.invariants
    .filter((invariant) => invariant.element.includes('.') && invariant.elementType === type)
    .filter((invariant) => !seen.has(invariant.key) && Boolean(seen.add(invariant.key)))
    .flatMap((invariant) => findingsOf(invariant, value, copy, path, type));
}
