import {
  OperationOutcomeError,
  validateResource,
  validateTypedValue,
  type InternalSchemaElement,
} from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';
import { elementForProperty, typeSchema } from './definitions';
import { childPath, finding, type Finding, type Severity } from './findings';
import type { GuideLink } from './guide-links';
import { formatPath, valueAt, type PathStep } from './json-path';
import { isPlainObject } from './walk';
import { own } from './own';
import { checkTimeLimit } from './time-limit';

/**
 * R4 structure, checked by @medplum/core's validator against the official definitions: unknown
 * elements, JSON types and formats, cardinality, required elements, choices and invariants. Its
 * issues become findings with a JSON path and a sentence a reader acts on.
 */

interface OutcomeIssue {
  severity?: string;
  code?: string;
  details?: { text?: string };
  diagnostics?: string;
  expression?: string[];
}

/** The FHIR type of the value at a path, following choices and the resources Bundles and contained hold. */
export function typeAt(
  rootType: string,
  root: unknown,
  steps: readonly PathStep[],
): string | undefined {
  let type = rootType;
  let value = root;
  for (const step of steps) {
    if (typeof step === 'number') {
      value = Array.isArray(value) ? value[step] : undefined;
      continue;
    }
    const found = elementForProperty(type, step);
    if (!found) return undefined;
    value = isPlainObject(value) ? value[step] : undefined;
    const item = Array.isArray(value) ? value[0] : value;
    type =
      found.type === 'Resource' && isPlainObject(item) && typeof item.resourceType === 'string'
        ? item.resourceType
        : found.type;
  }
  return type;
}

/** Turns the validator's path (`MedicationRequest.medication[x].coding`) into a JSON path. */
export function jsonPathOf(expression: string, rootType: string, root: unknown): PathStep[] {
  const segments = expression.split('.');
  if (segments[0] === rootType) segments.shift();
  const steps: PathStep[] = [];
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) {
      steps.push(Number(segment));
      continue;
    }
    const match = /^(.*?)(?:\[(\d+|x)\])?(?:\[(\d+)\])?$/.exec(segment);
    const name = match?.[1] ?? segment;
    const choice = match?.[2] === 'x';
    const index = choice ? match?.[3] : match?.[2];
    let key = name;
    if (choice) {
      const holder = valueAt(root, steps);
      const chosen = isPlainObject(holder)
        ? Object.keys(holder).find(
            (candidate) =>
              candidate.startsWith(name) && /^[A-Z]/.test(candidate.slice(name.length)),
          )
        : undefined;
      key = chosen ?? `${name}[x]`;
    }
    steps.push(key);
    if (index !== undefined) steps.push(Number(index));
  }
  // The validator joins names with dots, so a property named with a dot cannot be read back: such
  // a path ends at the last object of the input it reaches.
  while (steps.length > 0 && valueAt(root, steps.slice(0, -1)) === undefined) steps.pop();
  return steps;
}

const jsonTypeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/** Edit distance, bounded: enough to suggest `periodUnit` for `periodunit`. */
function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      previous[j] = Math.min(
        above + 1,
        (previous[j - 1] ?? 0) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What the reader probably meant by an unknown property of a type. */
export function suggestion(type: string, key: string): string {
  const schema = typeSchema(type);
  // The edit distance costs the product of the lengths: no element name is near this long.
  if (!schema || key.length > 64) return '';
  const names = Object.keys(schema.elements);
  const choice = names.find((name) => name === `${key}[x]`);
  if (choice) {
    const options = (schema.elements[choice]?.type ?? []).map((t) => `${key}${capitalize(t.code)}`);
    return ` ${key}[x] is a choice: write one of ${options.join(', ')}.`;
  }
  const candidates = names.flatMap((name) =>
    name.endsWith('[x]')
      ? (schema.elements[name]?.type ?? []).map((t) => `${name.slice(0, -3)}${capitalize(t.code)}`)
      : [name],
  );
  const close =
    candidates.find((name) => name.toLowerCase() === key.toLowerCase()) ??
    candidates.find((name) => distance(name, key) <= Math.min(2, Math.floor(key.length / 4)));
  return close ? ` Did you mean “${close}”?` : '';
}

function cardinality(element: InternalSchemaElement | undefined): string {
  if (!element) return '';
  const max =
    element.max === Number.POSITIVE_INFINITY || element.max > 1e9 ? '*' : String(element.max);
  return ` (${element.min}..${max})`;
}

const formats: Record<string, string> = {
  dateTime:
    'a date, or a date and time with a time zone offset: 2025-03-14, 2025-03-14T08:30:00+01:00',
  date: 'YYYY, YYYY-MM or YYYY-MM-DD',
  instant: 'a date and time with seconds and a time zone offset: 2025-03-14T08:30:00+01:00',
  time: 'HH:MM:SS, for example 08:00:00',
  id: 'letters, digits, “-” and “.”, at most 64',
  uri: 'a URI without spaces',
  code: 'a code without leading or trailing spaces',
};

/**
 * R4's base64Binary pattern, (\s*([0-9a-zA-Z\+\=]){4}\s*)+, allows whitespace between groups of
 * four characters, which the validator's does not. Checked in one linear pass (no regular
 * expression with nested repetition over a value of megabytes): each run between whitespace is
 * whole groups, and together they are base64 (with "/", which R4's pattern leaves out by mistake).
 */
export function isSpacedBase64(value: string): boolean {
  const runs = value.split(/\s+/).filter((run) => run !== '');
  return (
    runs.length > 0 &&
    runs.every((run) => run.length % 4 === 0) &&
    /^(?:[A-Za-z\d+/]{4})*(?:[A-Za-z\d+/]{2}==|[A-Za-z\d+/]{3}=)?$/.test(runs.join(''))
  );
}

interface Context {
  rootType: string;
  root: unknown;
  guide: (type: string | undefined) => GuideLink;
}

function issueFinding(issue: OutcomeIssue, context: Context): Finding {
  const expression = issue.expression?.[0] ?? context.rootType;
  const steps = jsonPathOf(expression, context.rootType, context.root);
  const path = formatPath(steps);
  const last = steps[steps.length - 1];
  const keySteps = steps.filter((step): step is string => typeof step === 'string');
  const key = keySteps[keySteps.length - 1] ?? context.rootType;
  const ownerSteps = typeof last === 'number' ? steps.slice(0, -2) : steps.slice(0, -1);
  const owner = typeAt(context.rootType, context.root, ownerSteps);
  const element = owner ? elementForProperty(owner, key)?.element : undefined;
  const text = issue.details?.text ?? issue.diagnostics ?? 'invalid';
  const severity: Severity =
    issue.severity === 'warning' || issue.severity === 'information' ? 'warning' : 'error';
  const make = (rule: string, message: string): Finding =>
    finding(severity, rule, path, message, context.guide(owner ?? context.rootType));
  const where = owner ? ` of ${owner}` : '';

  let match = /^Invalid additional property "(.*)"$/.exec(text);
  if (match) {
    const name = match[1] ?? '';
    return make(
      'unknown-element',
      `“${name}” is not an element${where} in FHIR R4.${owner ? suggestion(owner, name) : ''}`,
    );
  }
  match = /^Invalid JSON type: expected (\w+), but got (\w+)$/.exec(text);
  if (match) {
    const fhirType = element ? ` (R4 type ${element.type.map((t) => t.code).join(' | ')})` : '';
    return make(
      'wrong-type',
      `“${key}”${fhirType} must be a JSON ${match[1]}, not ${jsonTypeName(valueAt(context.root, steps))}.`,
    );
  }
  if (text === 'Expected array of values for property') {
    return make(
      'cardinality',
      `“${key}”${cardinality(element)} is a list in R4: write it as a JSON array, even for one item.`,
    );
  }
  if (text === 'Expected single value for property') {
    return make(
      'cardinality',
      `“${key}”${cardinality(element)} holds one value in R4, not an array.`,
    );
  }
  if (text === 'Missing required property') {
    if (key.endsWith('[x]')) {
      const base = key.slice(0, -3);
      const options = (element?.type ?? []).map((t) => `${base}${capitalize(t.code)}`);
      return finding(
        severity,
        'required-element',
        formatPath(ownerSteps),
        `${key}${cardinality(element)} is required${where} and missing: write one of ${options.join(', ')}.`,
        context.guide(owner ?? context.rootType),
      );
    }
    return make(
      'required-element',
      `“${key}”${cardinality(element)} is required${where} and missing.`,
    );
  }
  match = /^Conflicting choice of type properties: (.*)$/.exec(text);
  if (match) {
    const names = (match[1] ?? '').split(',').map((name) => name.trim().replaceAll('"', ''));
    const holder = typeSchema(owner ?? context.rootType);
    // R5 and some clients write the bare name of a choice (`medication`), which R4 does not have.
    const bare = names.find(
      (name) => holder !== undefined && own(holder.elements, `${name}[x]`) !== undefined,
    );
    if (bare !== undefined) {
      return finding(
        'error',
        'unknown-element',
        formatPath([...ownerSteps, bare]),
        `“${bare}” is not an element${where} in FHIR R4.${suggestion(owner ?? context.rootType, bare)}`,
        context.guide(owner ?? context.rootType),
      );
    }
    // The validator only warns, but R4 allows one type of a choice: two are not valid R4.
    return finding(
      'error',
      'choice-type',
      path,
      `Only one property of a choice element may be present; this has ${names.join(' and ')}.`,
      context.guide(owner ?? context.rootType),
    );
  }
  match = /^Constraint (\S+) not met: (.*)$/.exec(text);
  if (match) {
    return make(
      'invariant',
      `The R4 rule ${match[1]} is broken: ${match[2]?.replace(/\.?$/, '.')}`,
    );
  }
  if (text === 'String cannot be larger than 1 MB') {
    // R4's string: "Strings SHOULD not exceed 1MB in size", a recommendation, not a rule.
    return finding(
      'information',
      'string-size',
      path,
      `“${key}” is over 1 MB. R4 says a string SHOULD not exceed 1 MB, so it is valid, but many servers refuse it; the validator did not check its format.`,
      context.guide(owner ?? context.rootType),
      'advice',
    );
  }
  match = /^Invalid (\w+) format$/.exec(text);
  if (match) {
    const type = match[1] ?? '';
    const value = valueAt(context.root, steps);
    if (type === 'base64Binary' && typeof value === 'string' && isSpacedBase64(value)) {
      return finding(
        'information',
        'base64-whitespace',
        path,
        `“${key}” has whitespace between its groups of four characters. R4's base64Binary allows it (its pattern is (\\s*([0-9a-zA-Z\\+\\=]){4}\\s*)+), but a strict decoder needs it removed first.`,
        context.guide(owner ?? context.rootType),
        'advice',
      );
    }
    return make(
      'wrong-format',
      `“${key}” is not a valid FHIR ${type}${own(formats, type) ? `: write ${own(formats, type) ?? ''}` : ''}.`,
    );
  }
  if (text === 'Invalid null value')
    return make('fhir-json', `“${key}” is null; FHIR JSON leaves an absent value out instead.`);
  if (text === 'Invalid empty non-primitive value') {
    return make('fhir-json', `“${key}” is empty; FHIR JSON leaves an empty value out instead.`);
  }
  match = /^Expected number to be (\w+)$/.exec(text);
  if (match)
    return make(
      'wrong-format',
      `“${key}” must be ${match[1] === 'integer' ? 'a whole number' : `a ${match[1]} number`}.`,
    );
  return make('structure', `FHIR R4 structure${where}: ${text}.`);
}

function issuesOf(run: () => OutcomeIssue[]): OutcomeIssue[] {
  try {
    return run();
  } catch (error) {
    if (error instanceof OperationOutcomeError) {
      return (error.outcome.issue ?? []) as OutcomeIssue[];
    }
    // The validator is a library: whatever else stops it on odd input becomes a finding, not a
    // broken page.
    return [
      { severity: 'error', details: { text: `the R4 validator stopped (${String(error)})` } },
    ];
  }
}

/**
 * Primitives where R4 expects an object: the validator would walk a string character by
 * character. They are reported here once and left out of what the validator sees.
 */
function misshapen(
  type: string,
  value: unknown,
  path: string,
  found: Finding[],
  context: Context,
): unknown {
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(value)) {
    const property = key.startsWith('_') ? undefined : elementForProperty(type, key);
    if (!property || key === 'resourceType' || child === undefined) continue;
    const complex = /^[A-Z]/.test(property.type);
    const check = (item: unknown, itemPath: string): { keep: boolean; value: unknown } => {
      if (complex && item !== null && typeof item !== 'object') {
        found.push(
          finding(
            'error',
            'wrong-type',
            itemPath,
            `“${key}” is an R4 ${property.type}: write it as a JSON object, not ${jsonTypeName(item)}.`,
            context.guide(type),
          ),
        );
        return { keep: false, value: item };
      }
      if (!complex) return { keep: true, value: item };
      const itemType =
        property.type === 'Resource' && isPlainObject(item) && typeof item.resourceType === 'string'
          ? item.resourceType
          : property.type;
      return { keep: true, value: misshapen(itemType, item, itemPath, found, context) };
    };
    let next: unknown;
    if (Array.isArray(child)) {
      const items = child.map((item, index) => check(item, childPath(childPath(path, key), index)));
      next = items.every((item, index) => item.keep && item.value === child[index])
        ? child
        : items.filter((item) => item.keep).map((item) => item.value);
    } else {
      const item = check(child, childPath(path, key));
      next = item.keep ? item.value : undefined;
    }
    if (next !== child) {
      copy ??= { ...value };
      // Left out rather than deleted: JSON.stringify and the validator skip undefined values.
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * The structure findings of a resource (`resourceType` set) or of a value of a declared data
 * type. A fragment has no containing resource, so invariants on %rootResource (ref-1: a local
 * reference needs a contained target) are left to the reference rule.
 */
export function structureFindings(
  value: Record<string, unknown>,
  type: string,
  guide: (type: string | undefined) => GuideLink,
  entryByEntry = true,
): Finding[] {
  if (entryByEntry && value.resourceType === 'Bundle' && Array.isArray(value.entry))
    return bundleFindings(value, guide);
  const context: Context = { rootType: type, root: value, guide };
  const shapes: Finding[] = [];
  const checked = misshapen(type, value, '$', shapes, context);
  const fragment = typeof value.resourceType !== 'string';
  const issues = issuesOf(() =>
    fragment ? validateTypedValue({ type, value: checked }) : validateResource(checked as Resource),
  ).filter((issue) => !(fragment && issue.diagnostics?.includes('%rootResource')));
  const reported = new Set(shapes.map((shape) => shape.path));
  const findings = issues
    .map((issue) => issueFinding(issue, context))
    .filter((item) => !reported.has(item.path));
  // One finding per place and rule: a value that is both null and empty is one mistake.
  const seen = new Set<string>();
  return [...shapes, ...findings].filter((item) => {
    const key = `${item.path} ${item.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const rebased = (found: Finding, path: string): Finding => ({
  ...found,
  path: `${path}${found.path.slice(1)}`,
});

/**
 * A Bundle, entry by entry: each entry's resource is checked on its own (its contained
 * references resolve inside it, as R4 says), then the Bundle with each resource stood in for by
 * an empty Parameters with its id and meta, which the Bundle's own rules (bdl-1 to bdl-12) read.
 * Checked whole, the validator evaluates some rules of every entry against the whole Bundle, and
 * a Bundle of 5,000 prescriptions took minutes.
 */
function bundleFindings(
  bundle: Record<string, unknown>,
  guide: (type: string | undefined) => GuideLink,
): Finding[] {
  const entries = bundle.entry as unknown[];
  const found: Finding[] = [];
  const shell = entries.map((entry, index) => {
    checkTimeLimit();
    const resource =
      isPlainObject(entry) && isPlainObject(entry.resource) ? entry.resource : undefined;
    if (!isPlainObject(entry) || !resource) return entry;
    const type = resource.resourceType;
    // An unknown or missing resourceType stays in the Bundle, where the validator reports it.
    if (typeof type !== 'string' || typeSchema(type)?.kind !== 'resource') return entry;
    const path = childPath(childPath(childPath('$', 'entry'), index), 'resource');
    found.push(...structureFindings(resource, type, guide).map((item) => rebased(item, path)));
    return {
      ...entry,
      // Only what the entry has: an absent meta is no "undefined" meta.
      resource: {
        resourceType: 'Parameters',
        ...(resource.id === undefined ? {} : { id: resource.id }),
        ...(resource.meta === undefined ? {} : { meta: resource.meta }),
      },
    };
  });
  const first =
    isPlainObject(entries[0]) && isPlainObject(entries[0].resource)
      ? entries[0].resource.resourceType
      : undefined;
  // The stand-ins hide the first entry's type, which a document's and a message's rules read.
  const firstRules: Readonly<Record<string, [string, string]>> = {
    document: ['bdl-11', 'Composition'],
    message: ['bdl-12', 'MessageHeader'],
  };
  const rule = typeof bundle.type === 'string' ? own(firstRules, bundle.type) : undefined;
  const shellFindings = structureFindings(
    { ...bundle, entry: shell },
    'Bundle',
    guide,
    false,
  ).filter((item) => !(rule && item.rule === 'invariant' && item.message.includes(rule[0])));
  if (rule && first !== rule[1]) {
    shellFindings.push(
      finding(
        'error',
        'invariant',
        '$.entry[0]',
        `The R4 rule ${rule[0]} is broken: a ${String(bundle.type)} Bundle must have a ${rule[1]} as its first resource.`,
        guide('Bundle'),
      ),
    );
  }
  return [...shellFindings, ...found];
}
