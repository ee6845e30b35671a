import { isJsonObject, loadSpec, type OpenApiDocument } from './spec';

/**
 * The API's change history, read from the one place it is written: `info.x-changelog` of
 * medication.yaml, newest first. `info.version` there is a YAML alias of the newest entry's
 * version, and the CapabilityStatement's `version` and `date` are read from here
 * (./conformance.ts), so the description, the statement, the changelog on the docs' intro page
 * and its Atom feed cannot name different releases.
 */

export const changeKinds = ['breaking', 'deprecation', 'additive'] as const;
export type ChangeKind = (typeof changeKinds)[number];

export interface Change {
  kind: ChangeKind;
  /** One or two sentences; Markdown code spans allowed. */
  change: string;
}

export interface Release {
  /** Semantic version, `1.1.0`. */
  version: string;
  /** The day the release took effect, `YYYY-MM-DD`. */
  date: string;
  changes: Change[];
}

const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const day = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const versionParts = (version: string): number[] => version.split('.').map(Number);

/** Whether `a` is a later version than `b`. */
function later(a: string, b: string): boolean {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

function release(value: unknown, where: string): Release {
  if (!isJsonObject(value)) throw new Error(`${where} is not an object`);
  const { version, date, changes } = value;
  if (typeof version !== 'string' || !semver.test(version)) {
    throw new Error(`${where}.version must be a version such as 1.1.0, not ${String(version)}`);
  }
  // YAML reads an unquoted 2026-11-28 as a timestamp, so the date must be quoted; a day that
  // does not exist (2027-02-30) does not survive the round trip through Date.
  const real = typeof date === 'string' && day.test(date) && !Number.isNaN(Date.parse(date));
  if (!real || new Date(date).toISOString().slice(0, 10) !== date) {
    throw new Error(`${where}.date must be a quoted day such as '2026-11-28', not ${String(date)}`);
  }
  if (!Array.isArray(changes) || changes.length === 0) {
    throw new Error(`${where} (${version}) lists no changes`);
  }
  return {
    version,
    date,
    changes: changes.map((item: unknown, index) => {
      const at = `${where}.changes[${index}]`;
      if (!isJsonObject(item)) throw new Error(`${at} is not an object`);
      if (!changeKinds.includes(item.kind as ChangeKind)) {
        throw new Error(
          `${at}.kind must be one of ${changeKinds.join(', ')}, not ${String(item.kind)}`,
        );
      }
      if (typeof item.change !== 'string' || item.change.trim() === '') {
        throw new Error(`${at}.change must say what changed`);
      }
      return { kind: item.kind as ChangeKind, change: item.change.trim().replace(/\s+/g, ' ') };
    }),
  };
}

/** The releases, newest first; throws on anything that would make the history ambiguous. */
export function apiChangelog(spec: OpenApiDocument = loadSpec()): Release[] {
  const entries = spec.info['x-changelog'];
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new Error('info.x-changelog of the OpenAPI description lists no release');
  }
  const releases = entries.map((entry: unknown, index) =>
    release(entry, `info.x-changelog[${index}]`),
  );
  releases.forEach((current, index) => {
    const older = releases[index + 1];
    if (older && !(later(current.version, older.version) && current.date >= older.date)) {
      throw new Error(
        `info.x-changelog: ${current.version} (${current.date}) must come after ${older.version} (${older.date}): newest first`,
      );
    }
  });
  const [newest] = releases;
  if (newest && spec.info.version !== newest.version) {
    throw new Error(
      `info.version is ${spec.info.version}, the newest release of info.x-changelog ${newest.version}: write version: *api-version`,
    );
  }
  return releases;
}

/** The release in force: the version and date the CapabilityStatement and the description carry. */
export function currentRelease(spec?: OpenApiDocument): Release {
  const [newest] = apiChangelog(spec);
  if (!newest) throw new Error('info.x-changelog lists no release');
  return newest;
}
