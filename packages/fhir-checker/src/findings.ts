import type { GuideLink } from './guide-links';
import { parsePath, pathStep } from './json-path';

/**
 * - `error`: the input is not valid FHIR R4 JSON, or a code is malformed in its own system;
 * - `warning`: valid R4, but not what the medication module sends (so it did not come from the
 *   module, or the module has a bug worth reporting);
 * - `information`: worth knowing, no fault.
 */
export type Severity = 'error' | 'warning' | 'information';

/**
 * What a finding means for the data, whatever its severity:
 * - `not-r4`: the input is not valid FHIR R4 (or a code is not one of its code system);
 * - `not-module`: valid R4, but not what the medication module sends;
 * - `advice`: valid, and worth knowing.
 */
export type FindingKind = 'not-r4' | 'not-module' | 'advice';

const kindOfSeverity: Readonly<Record<Severity, FindingKind>> = {
  error: 'not-r4',
  warning: 'not-module',
  information: 'advice',
};

export interface Finding {
  kind: FindingKind;
  /** JSON path of the value it is about, `$` for the whole input: `$.dosageInstruction[0].route`. */
  path: string;
  /** A stable name of the rule, for tests and scripts: `unknown-element`. */
  rule: string;
  severity: Severity;
  /** One plain sentence (or two) a reader acts on. */
  message: string;
  /** The guide section that explains the rule. */
  guide: GuideLink;
  /**
   * For an invariant of one of the module's profiles (the finding's `rule` is its key): the
   * profile's canonical URL, the element that carries the invariant and the key.
   */
  profile?: { url: string; element: string; invariant: string };
}

export function finding(
  severity: Severity,
  rule: string,
  path: string,
  message: string,
  guide: GuideLink,
  kind: FindingKind = kindOfSeverity[severity],
): Finding {
  return { kind, path, rule, severity, message, guide };
}

/** Orders findings as a reader goes through them: errors first, then by path. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const rank: Record<Severity, number> = { error: 0, warning: 1, information: 2 };
  return [...findings].sort(
    (a, b) => rank[a.severity] - rank[b.severity] || comparePaths(a.path, b.path),
  );
}

/** `$.entry[2]` before `$.entry[10]`: array indexes compare as numbers. */
function comparePaths(a: string, b: string): number {
  const left = parsePath(a);
  const right = parsePath(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string | number;
    const y = right[i] as string | number;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return left.length - right.length;
}

/** `$.a.b` + `c` = `$.a.b.c`; + 2 = `$.a.b[2]`; + `a.b` = `$.a.b["a.b"]`. */
export function childPath(path: string, key: string | number): string {
  return `${path}${pathStep(key)}`;
}
