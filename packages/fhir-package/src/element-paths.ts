import { snapshotOf, type ElementDefinition, type R4Definitions } from './definitions';

/** A path of JSON property names (`MedicationRequest.dosageInstruction.route`) read against R4. */
export type ResolvedPath =
  | {
      kind: 'element';
      /** The profile's element path: `MedicationRequest.dosageInstruction.route`, `…medication[x]`. */
      path: string;
      /** The element as its declaring type defines it: `Dosage.route`, `MedicationRequest.medication[x]`. */
      declared: ElementDefinition;
      /** For one type of a choice element (`medicationReference`): that type's code. */
      choiceType?: string;
    }
  /**
   * Below one type of a choice element (`medicationCodeableConcept.coding`): a profile names it
   * through a type slice of the choice element.
   */
  | {
      kind: 'inside-choice';
      path: string;
      /** The choice element's profile path: `MedicationRequest.medication[x]`. */
      choice: string;
      /** The JSON name of the type, which names its slice: `medicationCodeableConcept`. */
      sliceName: string;
      /** That type's code: `CodeableConcept`. */
      type: string;
      /** The JSON names below it: `coding.userSelected`. */
      rest: string;
    };

const upperFirst = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The element of `owner` named `name` in JSON, directly or as one type of a choice element. */
function findChild(
  elements: readonly ElementDefinition[],
  owner: string,
  name: string,
): { element: ElementDefinition; choiceType?: string } | undefined {
  const direct = elements.find((element) => element.path === `${owner}.${name}`);
  if (direct) return { element: direct };
  for (const element of elements) {
    if (!element.path.endsWith('[x]')) continue;
    const stem = element.path.slice(0, -3);
    if (!`${owner}.${name}`.startsWith(stem)) continue;
    const suffix = `${owner}.${name}`.slice(stem.length);
    const type = element.type?.find((candidate) => upperFirst(candidate.code) === suffix);
    if (type && stem.lastIndexOf('.') === owner.length) return { element, choiceType: type.code };
  }
  return undefined;
}

/**
 * Reads a path of JSON property names from a resource or data type against the R4 definitions:
 * the element it reaches, the profile path that names it and the definition that declares it.
 * Throws for a name R4 does not have there, so no profile can name an element R4 lacks.
 */
export function resolvePath(definitions: R4Definitions, jsonPath: string): ResolvedPath {
  const [root, ...names] = jsonPath.split('.');
  if (root === undefined || names.length === 0) throw new Error(`“${jsonPath}” names no element`);
  let elements = snapshotOf(definitions, root);
  let owner = root;
  let path = root;
  let reached: ElementDefinition | undefined;
  for (const [index, name] of names.entries()) {
    const found = findChild(elements, owner, name);
    if (!found) throw new Error(`FHIR R4 has no element “${name}” in ${owner} (“${jsonPath}”)`);
    reached = found.element;
    if (found.choiceType !== undefined) {
      path = `${path}.${found.element.path.slice(owner.length + 1)}`;
      if (index < names.length - 1) {
        return {
          kind: 'inside-choice',
          path: jsonPath,
          choice: path,
          sliceName: name,
          type: found.choiceType,
          rest: names.slice(index + 1).join('.'),
        };
      }
      return { kind: 'element', path, declared: found.element, choiceType: found.choiceType };
    }
    path = `${path}.${name}`;
    if (index === names.length - 1) break;
    // Go on among the element's own children (a backbone element), the ones it refers to, or
    // those of its data type.
    const target = found.element.contentReference?.slice(1) ?? found.element.path;
    if (elements.some((element) => element.path.startsWith(`${target}.`))) {
      owner = target;
      continue;
    }
    const types = found.element.type ?? [];
    const only = types[0];
    if (types.length !== 1 || only === undefined) {
      throw new Error(
        `${found.element.path} has ${types.length} types: “${jsonPath}” is ambiguous`,
      );
    }
    elements = snapshotOf(definitions, only.code);
    owner = only.code;
  }
  if (!reached) throw new Error(`“${jsonPath}” names no element`);
  return { kind: 'element', path, declared: reached };
}
