import {
  profiledTypes,
  profileUrl,
  type ModuleSends,
  type ProfiledType,
  type ValueSetResource,
} from '@medication-module/api-description';
import {
  r4Definitions,
  type ElementDefinition,
  type R4Definitions,
  type StructureDefinition,
} from './definitions';
import { resolvePath, type ResolvedPath } from './element-paths';
import { moduleInvariants, type ModuleInvariant } from './invariants';
import { profileElements, type ElementConstraint } from './snapshot';

/** What the profiles are generated from: the walker's reading of the description, and the terminology. */
export interface ProfileSources {
  sends: ModuleSends;
  bindings: readonly { valueSet: string; elements: readonly string[] }[];
  valueSets: readonly ValueSetResource[];
  /** The release the profiles belong to (the API changelog's newest). */
  release: { version: string; date: string };
}

/** A mark of the description that the profiles cannot say, and why. */
export interface NotExpressed {
  profile: string;
  path: string;
  reason: string;
}

export interface GeneratedProfiles {
  profiles: StructureDefinition[];
  notExpressed: NotExpressed[];
}

const strengths = ['example', 'preferred', 'extensible', 'required'];

const under = (path: string, ancestor: string): boolean => path.startsWith(`${ancestor}.`);

/** The marked paths without those below another marked path (the whole subtree is prohibited). */
const outermost = (paths: readonly string[]): string[] =>
  paths.filter((path) => !paths.some((other) => under(path, other)));

function constraintsOf(
  profiled: ProfiledType,
  sources: ProfileSources,
  definitions: R4Definitions,
  invariants: readonly ModuleInvariant[],
): { constraints: ElementConstraint[]; notExpressed: NotExpressed[] } {
  const ofType = (paths: readonly string[]): string[] =>
    paths.filter((path) => under(path, profiled.type));
  const never = outermost(ofType(sources.sends.paths));
  // `resourceType` is JSON's name of the type, no element.
  const sent = ofType(sources.sends.sentPaths).filter(
    (path) =>
      !path.endsWith('.resourceType') && !never.some((prohibited) => under(path, prohibited)),
  );
  const constraints: ElementConstraint[] = [];
  const notExpressed: NotExpressed[] = [];
  const unsaid = (path: string, reason: string): void => {
    notExpressed.push({ profile: profiled.id, path, reason });
  };
  /**
   * The element id that names a path below one type of a choice element, inside the type slice
   * (`MedicationRequest.medication[x]:medicationCodeableConcept.coding.userSelected`); undefined
   * where it reaches one type of a further choice element, which a slice inside a slice would name.
   */
  const insideSlice = (resolved: Extract<ResolvedPath, { kind: 'inside-choice' }>) => {
    const inner = resolvePath(definitions, `${resolved.type}.${resolved.rest}`);
    if (inner.kind !== 'element' || inner.choiceType !== undefined) return undefined;
    return `${resolved.choice}:${resolved.sliceName}${inner.path.slice(resolved.type.length)}`;
  };
  const sliceless =
    'below one type of a further choice element, which only a slice inside a slice could name';

  // Never sent: a maximum of 0, or, for one type of a choice element, that type left out.
  const prohibitedTypes = new Map<string, { declared: ElementDefinition; codes: Set<string> }>();
  for (const path of never) {
    const resolved = resolvePath(definitions, path);
    if (resolved.kind === 'inside-choice') {
      const id = insideSlice(resolved);
      if (id === undefined) unsaid(path, sliceless);
      else constraints.push({ path: id, max: '0' });
    } else if (resolved.choiceType === undefined) {
      constraints.push({ path: resolved.path, max: '0' });
    } else {
      const entry = prohibitedTypes.get(resolved.path) ?? {
        declared: resolved.declared,
        codes: new Set<string>(),
      };
      entry.codes.add(resolved.choiceType);
      prohibitedTypes.set(resolved.path, entry);
    }
  }
  for (const [path, { declared, codes }] of prohibitedTypes) {
    const left = (declared.type ?? []).filter((type) => !codes.has(type.code));
    constraints.push(left.length === 0 ? { path, max: '0' } : { path, type: left });
  }

  // Always sent: a minimum of 1. Sent at all (the resource's own elements): must-support.
  for (const path of ofType(sources.sends.alwaysSentPaths)) {
    if (never.some((prohibited) => path === prohibited || under(path, prohibited))) continue;
    const resolved = resolvePath(definitions, path);
    const id = resolved.kind === 'element' ? resolved.path : insideSlice(resolved);
    if (id === undefined) unsaid(path, sliceless);
    else constraints.push({ path: id, min: 1, mustSupport: true });
  }
  for (const path of sent) {
    if (path.split('.').length !== 2) continue;
    const resolved = resolvePath(definitions, path);
    if (resolved.kind === 'element') constraints.push({ path: resolved.path, mustSupport: true });
  }

  // The module's value sets, where the element is one the module sends in this resource.
  for (const binding of sources.bindings) {
    const valueSet = sources.valueSets.find((candidate) => candidate.id === binding.valueSet);
    if (!valueSet)
      throw new Error(`No ValueSet “${binding.valueSet}” for ${binding.elements.join(', ')}`);
    // An example subset (experimental) says which codes the examples use, not what production sends.
    const strength = valueSet.experimental === true ? 'example' : 'required';
    const bound = new Set<string>();
    for (const path of sent) {
      const resolved = resolvePath(definitions, path);
      if (resolved.kind !== 'element' || !binding.elements.includes(resolved.declared.path))
        continue;
      if (bound.has(resolved.path)) continue;
      bound.add(resolved.path);
      const base = resolved.declared.binding?.strength ?? 'example';
      if (strengths.indexOf(base) > strengths.indexOf(strength)) {
        unsaid(path, `R4 binds it ${base}, stronger than the module's ${strength} value set`);
        continue;
      }
      constraints.push({
        path: resolved.path,
        binding: {
          strength,
          description: valueSet.title,
          valueSet: valueSet.url,
        },
      });
    }
  }

  for (const invariant of invariants.filter((item) => item.type === profiled.type)) {
    constraints.push({ path: invariant.path, constraint: [invariant.constraint] });
  }
  return { constraints, notExpressed };
}

/**
 * The module's profiles, generated from what the OpenAPI description says the module sends
 * (`moduleSends(spec)`: its `never` and `always` marks and the properties it declares) and
 * the terminology bindings, on the R4 base definitions, each with its differential and snapshot.
 */
export function generateProfiles(
  sources: ProfileSources,
  definitions: R4Definitions = r4Definitions(),
  invariants: readonly ModuleInvariant[] = moduleInvariants,
): GeneratedProfiles {
  const notExpressed: NotExpressed[] = [];
  const profiles = profiledTypes.map((profiled): StructureDefinition => {
    const made = constraintsOf(profiled, sources, definitions, invariants);
    notExpressed.push(...made.notExpressed);
    const url = profileUrl(profiled);
    const { snapshot, differential } = profileElements(
      definitions,
      profiled.type,
      made.constraints,
      url,
    );
    return {
      resourceType: 'StructureDefinition',
      id: profiled.id,
      url,
      version: sources.release.version,
      name: profiled.name,
      title: profiled.title,
      status: 'active',
      experimental: false,
      date: sources.release.date,
      publisher: 'Medication module',
      description: profiled.description,
      fhirVersion: '4.0.1',
      kind: 'resource',
      abstract: false,
      type: profiled.type,
      baseDefinition: `http://hl7.org/fhir/StructureDefinition/${profiled.type}`,
      derivation: 'constraint',
      snapshot: { element: snapshot },
      differential: { element: differential },
    };
  });
  return { profiles, notExpressed };
}
