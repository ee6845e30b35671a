import {
  snapshotOf,
  type Constraint,
  type ElementDefinition,
  type R4Definitions,
} from './definitions';

/**
 * What a profile changes on one element, named by its element id: its profile path, with
 * `:sliceName` after a choice element for one type of it (`MedicationRequest.medication[x]:medicationCodeableConcept.coding`).
 */
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

const parentOf = (id: string): string => id.slice(0, id.lastIndexOf('.'));

const clone = <T>(value: T): T => structuredClone(value);

/** The types R4 lets an element bind to a value set (rule eld-11). */
const bindable = ['code', 'Coding', 'CodeableConcept', 'Quantity', 'string', 'uri'];

const upperFirst = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Elements under `from`, renamed to sit under the element `to` (a data type's children under an element). */
const rerooted = (
  elements: readonly ElementDefinition[],
  from: string,
  to: Pick<ElementDefinition, 'id' | 'path'>,
): ElementDefinition[] =>
  elements
    .filter((element) => element.id.startsWith(`${from}.`))
    .map((element) => ({
      ...clone(element),
      id: `${to.id}${element.id.slice(from.length)}`,
      path: `${to.path}${element.path.slice(from.length)}`,
    }));

/**
 * A profile's snapshot and differential: the R4 base's snapshot elements copied, the children of
 * data types (and of content references) unfolded where a constraint reaches below them, and a
 * type slice made where one reaches below one type of a choice element, as R4's snapshot
 * generation does, then each constraint applied. The differential holds, in snapshot
 * order, what the profile changed and nothing else.
 */
export function profileElements(
  definitions: R4Definitions,
  type: string,
  constraints: readonly ElementConstraint[],
  source: string,
): { snapshot: ElementDefinition[]; differential: ElementDefinition[] } {
  const snapshot = clone(snapshotOf(definitions, type));
  const indexOf = (id: string): number => snapshot.findIndex((element) => element.id === id);
  const changed = new Map<string, ElementDefinition>();
  const differenceOf = (element: ElementDefinition): ElementDefinition => {
    const known = changed.get(element.id);
    if (known) return known;
    const difference: ElementDefinition = { id: element.id, path: element.path };
    changed.set(element.id, difference);
    return difference;
  };

  /**
   * A type slice of a choice element (`medication[x]:medicationCodeableConcept`), as R4 profiles
   * name one type of a choice: the choice sliced by type, the slice after it with that one type.
   */
  const ensureSlice = (id: string): number => {
    const colon = id.lastIndexOf(':');
    const sliced = id.slice(0, colon);
    const sliceName = id.slice(colon + 1);
    const choiceIndex = ensure(sliced);
    const choice = snapshot[choiceIndex];
    if (!choice?.path.endsWith('[x]')) throw new Error(`${sliced} is no choice element to slice`);
    const stem = choice.path.slice(choice.path.lastIndexOf('.') + 1, -3);
    const type = choice.type?.find(
      (candidate) => `${stem}${upperFirst(candidate.code)}` === sliceName,
    );
    if (!type) throw new Error(`${sliceName} is no type of ${choice.path}`);
    const slicing = {
      discriminator: [{ type: 'type', path: '$this' }],
      ordered: false,
      rules: 'open',
    };
    choice.slicing = slicing;
    differenceOf(choice).slicing = clone(slicing);
    let end = choiceIndex + 1;
    while (
      snapshot[end]?.id.startsWith(`${sliced}.`) === true ||
      snapshot[end]?.id.startsWith(`${sliced}:`) === true
    )
      end++;
    const slice: ElementDefinition = {
      ...clone(choice),
      id,
      sliceName,
      min: 0,
      type: [clone(type)],
    };
    delete slice.slicing;
    // R4 rule eld-11: only coded elements, strings and URIs have a binding.
    if (!bindable.includes(type.code)) delete slice.binding;
    snapshot.splice(end, 0, slice);
    Object.assign(differenceOf(slice), { sliceName, type: [clone(type)] });
    return end;
  };

  const ensure = (id: string): number => {
    const known = indexOf(id);
    if (known >= 0) return known;
    if (!id.includes('.')) throw new Error(`${id} is not the profile's type ${type}`);
    if (id.slice(id.lastIndexOf('.') + 1).includes(':')) return ensureSlice(id);
    const parentIndex = ensure(parentOf(id));
    const parent = snapshot[parentIndex];
    if (!parent) throw new Error(`No element ${parentOf(id)} in ${type}`);
    // Unfolding a data type for the parent may have brought this element in with its children.
    const unfolded = indexOf(id);
    if (unfolded >= 0) return unfolded;
    if (snapshot.some((element) => element.id.startsWith(`${parent.id}.`))) {
      throw new Error(`FHIR R4 has no element ${id}`);
    }
    const children = parent.contentReference
      ? rerooted(snapshot, parent.contentReference.slice(1), parent)
      : (() => {
          const types = parent.type ?? [];
          const only = types[0];
          if (types.length !== 1 || only === undefined) {
            throw new Error(`${parent.id} has ${types.length} types: no children to unfold`);
          }
          return rerooted(snapshotOf(definitions, only.code), only.code, parent);
        })();
    snapshot.splice(parentIndex + 1, 0, ...children);
    const found = indexOf(id);
    if (found < 0) throw new Error(`FHIR R4 has no element ${id}`);
    return found;
  };

  // A slice starts as a copy of its choice element: the choice's own constraints come first.
  const inSlice = (constraint: ElementConstraint): boolean => constraint.path.includes(':');
  for (const constraint of [
    ...constraints.filter((constraint) => !inSlice(constraint)),
    ...constraints.filter(inSlice),
  ]) {
    const element = snapshot[ensure(constraint.path)];
    if (!element) throw new Error(`No element ${constraint.path}`);
    const difference = differenceOf(element);
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
  }
  const differential = snapshot
    .map((element) => changed.get(element.id))
    .filter((element): element is ElementDefinition => element !== undefined);
  return { snapshot, differential };
}
