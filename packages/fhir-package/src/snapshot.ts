import {
  snapshotOf,
  type Constraint,
  type ElementDefinition,
  type R4Definitions,
} from './definitions';

/** What a profile changes on one element, named by its profile path. */
export interface ElementConstraint {
  path: string;
  min?: number;
  max?: '0';
  mustSupport?: true;
  /** The types left of a choice element when the module never sends the others. */
  type?: NonNullable<ElementDefinition['type']>;
  binding?: NonNullable<ElementDefinition['binding']>;
  constraint?: readonly Constraint[];
}

const parentOf = (path: string): string => path.slice(0, path.lastIndexOf('.'));

const clone = <T>(value: T): T => structuredClone(value);

/** Elements under `from`, renamed to sit under `to` (a data type's children under an element). */
const rerooted = (
  elements: readonly ElementDefinition[],
  from: string,
  to: string,
): ElementDefinition[] =>
  elements
    .filter((element) => element.path.startsWith(`${from}.`))
    .map((element) => ({
      ...clone(element),
      id: `${to}${element.id.slice(from.length)}`,
      path: `${to}${element.path.slice(from.length)}`,
    }));

/**
 * A profile's snapshot and differential: the R4 base's snapshot elements copied, the children of
 * data types (and of content references) unfolded where a constraint reaches below them, as R4's
 * snapshot generation does, then each constraint applied. The differential holds, in snapshot
 * order, what the profile changed and nothing else.
 */
export function profileElements(
  definitions: R4Definitions,
  type: string,
  constraints: readonly ElementConstraint[],
  source: string,
): { snapshot: ElementDefinition[]; differential: ElementDefinition[] } {
  const snapshot = clone(snapshotOf(definitions, type));
  const indexOf = (path: string): number => snapshot.findIndex((element) => element.path === path);

  const ensure = (path: string): number => {
    const known = indexOf(path);
    if (known >= 0) return known;
    if (!path.includes('.')) throw new Error(`${path} is not the profile's type ${type}`);
    const parentIndex = ensure(parentOf(path));
    const parent = snapshot[parentIndex];
    if (!parent) throw new Error(`No element ${parentOf(path)} in ${type}`);
    // Unfolding a data type for the parent may have brought this element in with its children.
    const unfolded = indexOf(path);
    if (unfolded >= 0) return unfolded;
    if (snapshot.some((element) => element.path.startsWith(`${parent.path}.`))) {
      throw new Error(`FHIR R4 has no element ${path}`);
    }
    const children = parent.contentReference
      ? rerooted(snapshot, parent.contentReference.slice(1), parent.path)
      : (() => {
          const types = parent.type ?? [];
          const only = types[0];
          if (types.length !== 1 || only === undefined) {
            throw new Error(`${parent.path} has ${types.length} types: no children to unfold`);
          }
          return rerooted(snapshotOf(definitions, only.code), only.code, parent.path);
        })();
    snapshot.splice(parentIndex + 1, 0, ...children);
    const found = indexOf(path);
    if (found < 0) throw new Error(`FHIR R4 has no element ${path}`);
    return found;
  };

  const changed = new Map<string, ElementDefinition>();
  for (const constraint of constraints) {
    const element = snapshot[ensure(constraint.path)];
    if (!element) throw new Error(`No element ${constraint.path}`);
    const difference: ElementDefinition = changed.get(element.path) ?? {
      id: element.id,
      path: element.path,
    };
    if (constraint.min !== undefined) {
      element.min = Math.max(element.min ?? 0, constraint.min);
      difference.min = element.min;
    }
    if (constraint.max !== undefined) {
      element.max = constraint.max;
      difference.max = constraint.max;
    }
    if (constraint.mustSupport) {
      element.mustSupport = true;
      difference.mustSupport = true;
    }
    if (constraint.type) {
      element.type = clone(constraint.type);
      difference.type = clone(constraint.type);
    }
    if (constraint.binding) {
      element.binding = clone(constraint.binding);
      difference.binding = clone(constraint.binding);
    }
    if (constraint.constraint) {
      const added = constraint.constraint.map((item) => ({ ...item, source }));
      element.constraint = [...(element.constraint ?? []), ...added];
      difference.constraint = [...(difference.constraint ?? []), ...added];
    }
    changed.set(element.path, difference);
  }
  const differential = snapshot
    .map((element) => changed.get(element.path))
    .filter((element): element is ElementDefinition => element !== undefined);
  return { snapshot, differential };
}
