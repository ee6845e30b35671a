/** A JSON path as the checker writes it (`$.entry[0].resource.status`), split into its steps. */
export type PathStep = string | number;

export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const match of path
    .replace(/^\$/, '')
    .matchAll(/\.([A-Za-z_][\w-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
    if (match[1] !== undefined) steps.push(match[1]);
    else if (match[2] !== undefined) steps.push(Number(match[2]));
    else steps.push(JSON.parse(match[3] ?? '""') as string);
  }
  return steps;
}

/**
 * The grammar of the paths the checker writes: `$`, then `.name` for a property whose name is a
 * plain word (every FHIR element), `["…"]` (a JSON string) for any other property name, and
 * `[2]` for an array item.
 */
export const jsonPathPattern = /^\$(?:\.[A-Za-z_][\w-]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])*$/;

/** One step of a path: `.status`, `[2]`, or `["<b>x</b>"]` for a name that is no plain word. */
export function pathStep(step: PathStep): string {
  if (typeof step === 'number') return `[${step}]`;
  return /^[A-Za-z_][\w-]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`;
}

export function formatPath(steps: readonly PathStep[]): string {
  return `$${steps.map(pathStep).join('')}`;
}

/** The value at a path, or undefined. */
export function valueAt(root: unknown, steps: readonly PathStep[]): unknown {
  let current = root;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** The last property name of a path (`$.dosageInstruction[0]` → `dosageInstruction`). */
export function lastKey(path: string): string {
  const keys = parsePath(path).filter((step): step is string => typeof step === 'string');
  return keys[keys.length - 1] ?? '$';
}
