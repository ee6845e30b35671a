import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4';
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

const byData = new WeakMap<CheckerData, ReadonlyMap<string, readonly Invariant[]>>();

/** Invariants already checked elsewhere: ele-1 by the JSON rules, ext-1 by the validator. */
const checkedElsewhere = new Set(['ele-1', 'ext-1']);

function invariantsOf(data: CheckerData): ReadonlyMap<string, readonly Invariant[]> {
  const known = byData.get(data);
  if (known) return known;
  const table = new Map<string, Invariant[]>();
  for (const definition of data.structureDefinitions) {
    const type = definition.type;
    if (definition.kind !== 'complex-type' || !definition.name || !type) continue;
    const list: Invariant[] = [];
    for (const element of definition.snapshot?.element ?? []) {
      // An element's rule (txt-1 on Narrative.div) is evaluated on each of its values, from the type's root.
      // Backquoted: `div` is also an operator of FHIRPath.
      const relative = element.path
        .split('.')
        .slice(1)
        .map((name) => `\`${name}\``)
        .join('.');
      for (const { key, severity, human, expression } of element.constraint ?? []) {
        if (severity !== 'error' || !key || !expression || checkedElsewhere.has(key)) continue;
        let compiled: ReturnType<typeof fhirpath.compile>;
        try {
          compiled = fhirpath.compile(
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
            compiled(structuredClone(value) as object, { ucum: UCUM }) as unknown[],
        });
      }
    }
    if (list.length > 0) table.set(definition.name, list);
  }
  byData.set(data, table);
  return table;
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
  const table = invariantsOf(data);
  const names = [type, ...profiles.map(profileName)];
  return names.flatMap((name) =>
    (table.get(name) ?? []).flatMap((invariant) => {
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
