interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** Where Node would find `name` when required from the package installed at `location`. */
function resolveLocation(
  packages: Lockfile['packages'],
  location: string,
  name: string,
): string | null {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/**
 * Optional dependencies (the per-platform binaries of SWC, Rollup, esbuild…) that the lockfile
 * names but does not record. `npm install` silently leaves out a platform package that the
 * registry cannot serve at the required version, and `npm ci` on a clean clone then refuses the
 * lockfile as out of sync — so this is found here rather than by CI.
 */
export function unrecordedOptionalDependencies(lock: Lockfile): string[] {
  return Object.entries(lock.packages).flatMap(([location, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => resolveLocation(lock.packages, location, name) === null)
      .map((name) => `${location || '(root)'}@${entry.version ?? '?'} needs ${name}`),
  );
}
