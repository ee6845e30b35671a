import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4';
import type { StructureDefinition } from '@medplum/fhirtypes';
import type { CheckerData } from './data';
import { finding, type Finding } from './findings';
import type { GuideLink } from './guide-links';
import { UCUM } from './codes';

/**
 * The invariants of R4's data types (qty-3, sqty-1, rng-2, rat-1, per-1, drt-1, txt-1, txt-2…),
 * evaluated by the HL7 FHIRPath engine (`fhirpath`, with its R4 model) on every value of the type.
 * @medplum/core's validator evaluates the invariants of resources and of their elements, not the
 * ones a data type carries on its root element, which is where R4 puts these.
 */

interface Invariant {
  key: string;
  human: string;
  evaluate: (value: unknown) => unknown[];
}

const definitionsByData = new WeakMap<CheckerData, ReadonlyMap<string, StructureDefinition>>();
const compiledByData = new WeakMap<CheckerData, Map<string, readonly Invariant[]>>();

/** Invariants already checked elsewhere: ele-1 by the JSON rules, ext-1 by the validator. */
const checkedElsewhere = new Set(['ele-1', 'ext-1']);

/** The invariants of one data type (or R4 profile of one), compiled on first use. */
function invariantsOf(data: CheckerData, name: string): readonly Invariant[] {
  let compiled = compiledByData.get(data);
  if (!compiled) {
    compiled = new Map();
    compiledByData.set(data, compiled);
  }
  const known = compiled.get(name);
  if (known) return known;
  let definitions = definitionsByData.get(data);
  if (!definitions) {
    definitions = new Map(
      data.structureDefinitions
        .filter((definition) => definition.kind === 'complex-type' && definition.name)
        .map((definition) => [definition.name as string, definition]),
    );
    definitionsByData.set(data, definitions);
  }
  const definition = definitions.get(name);
  const list = definition ? compile(definition) : [];
  compiled.set(name, list);
  return list;
}

function compile(definition: StructureDefinition): Invariant[] {
  const type = definition.type;
  if (!type) return [];
  const list: Invariant[] = [];
  for (const element of definition.snapshot?.element ?? []) {
    // An element's rule (txt-1 on Narrative.div) is evaluated on each of its values, from the type's root.
    // Backquoted: `div` is also an operator of FHIRPath.
    const relative = element.path
      .split('.')
      .slice(1)
      .map((part) => `\`${part}\``)
      .join('.');
    for (const { key, severity, human, expression } of element.constraint ?? []) {
      if (severity !== 'error' || !key || !expression || checkedElsewhere.has(key)) continue;
      let evaluator: ReturnType<typeof fhirpath.compile>;
      try {
        evaluator = fhirpath.compile(
          { base: type, expression: relative ? `${relative}.all(${expression})` : expression },
          r4Model,
          { traceFn: () => undefined },
        );
      } catch {
        // An expression the engine cannot read is never a finding about the data.
        continue;
      }
      list.push({
        key,
        human: human ?? key,
        // The engine may add type information to what it reads: it reads a copy.
        evaluate: (value) =>
          evaluator(structuredClone(value) as object, { ucum: UCUM }) as unknown[],
      });
    }
  }
  return list;
}

const profileName = (url: string): string => url.split('/').pop() ?? url;

/**
 * The findings of a value of a data type: the type's invariants and those of the profile the
 * element declares (`SimpleQuantity` on a Quantity). An invariant the engine cannot evaluate is
 * no finding: a false error is as bad as a miss.
 */
export function invariantFindings(
  data: CheckerData,
  type: string,
  profiles: readonly string[],
  value: unknown,
  path: string,
  guide: GuideLink,
): Finding[] {
  const names = [type, ...profiles.map(profileName)];
  return names.flatMap((name) =>
    invariantsOf(data, name).flatMap((invariant) => {
      let result: unknown[];
      try {
        result = invariant.evaluate(value);
      } catch {
        return [];
      }
      return result.length === 1 && result[0] === false
        ? [
            finding(
              'error',
              'invariant',
              path,
              `The R4 rule ${invariant.key} of ${name} is broken: ${invariant.human.replace(/\.?$/, '.')}`,
              guide,
            ),
          ]
        : [];
    }),
  );
}
