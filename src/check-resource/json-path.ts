/** A JSON path as the checker writes it (`$.entry[0].resource.status`), split into its steps. */
export type PathStep = string | number;

export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const match of path.replace(/^\$/, '').matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[1] !== undefined) steps.push(match[1]);
    else steps.push(Number(match[2]));
  }
  return steps;
}

export function formatPath(steps: readonly PathStep[]): string {
  return steps.reduce<string>(
    (path, step) => (typeof step === 'number' ? `${path}[${step}]` : `${path}.${step}`),
    '$',
  );
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
